/**
 * The one sanitiser of e-mail HTML (issue 17): what the editor rendered is cleaned with DOMPurify before it is
 * stored, previewed or sent, so a template can carry no script, event handler or form into a mail client or into
 * the product's preview. Mail needs its document head (styles, meta) kept, so the whole document is sanitised.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The window the sanitiser and the text reader parse in. A new JSDOM per mail cost about 10 ms, a campaign's whole
 * sending budget; one window for ever keeps every document parsed in it (about 40 KB a mail, so a 100,000-mail
 * campaign ran out of memory). So one window serves RECYCLE_EVERY calls, then a fresh one takes over.
 */
export const RECYCLE_EVERY = 500;
const freshWindow = () => {
  const window = new JSDOM('').window;
  return { window, purify: createDOMPurify(window), parser: new window.DOMParser() };
};
let current = freshWindow();
let uses = 0;
function dom() {
  if (++uses > RECYCLE_EVERY) {
    current.window.close();
    current = freshWindow();
    uses = 1;
  }
  return current;
}

const MAIL_OPTIONS = {
  WHOLE_DOCUMENT: true,
  ADD_TAGS: ['meta', 'title', 'style', 'center'],
  ADD_ATTR: ['target', 'align', 'valign', 'bgcolor', 'cellpadding', 'cellspacing', 'border', 'width', 'height', 'role', 'charset', 'content', 'name', 'lang'],
  FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'link'],
};

export function sanitiseMailHtml(html: string): string {
  if (!html.trim()) return '';
  const clean = dom().purify.sanitize(html, MAIL_OPTIONS);
  return /^\s*<!doctype html/i.test(html) ? `<!DOCTYPE html>${clean}` : clean;
}

/** The text of the HTML, for the plain-text part of a mail. */
export function mailText(html: string): string {
  const doc = dom().parser.parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|tr|h[1-6]|li)>/gi, '$&\n'), 'text/html');
  doc.querySelectorAll('style, title, head').forEach((n) => n.remove());
  return (doc.body?.textContent ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}
