/**
 * The one sanitiser of e-mail HTML (issue 17): what the editor rendered is cleaned with DOMPurify before it is
 * stored, previewed or sent, so a template can carry no script, event handler or form into a mail client or into
 * the product's preview. Mail needs its document head (styles, meta) kept, so the whole document is sanitised.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// One window for every mail: making a JSDOM per mail cost about 10 ms each, a campaign's whole sending budget.
const window = new JSDOM('').window;
const purify = createDOMPurify(window);
const parser = new window.DOMParser();

const MAIL_OPTIONS = {
  WHOLE_DOCUMENT: true,
  ADD_TAGS: ['meta', 'title', 'style', 'center'],
  ADD_ATTR: ['target', 'align', 'valign', 'bgcolor', 'cellpadding', 'cellspacing', 'border', 'width', 'height', 'role', 'charset', 'content', 'name', 'lang'],
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'link'],
};

export function sanitiseMailHtml(html: string): string {
  if (!html.trim()) return '';
  const clean = purify.sanitize(html, MAIL_OPTIONS);
  return /^\s*<!doctype html/i.test(html) ? `<!DOCTYPE html>${clean}` : clean;
}

/** The text of the HTML, for the plain-text part of a mail. */
export function mailText(html: string): string {
  const doc = parser.parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|tr|h[1-6]|li)>/gi, '$&\n'), 'text/html');
  doc.querySelectorAll('style, title, head').forEach((n) => n.remove());
  return (doc.body?.textContent ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}
