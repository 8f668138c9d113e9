/**
 * A mail template made ready once for many recipients (issue 18's budget: 100,000 mails rendered and queued within a
 * minute). Sanitising each recipient's filled mail in a DOM cost several milliseconds a mail, yet the merge values are
 * all that differs between recipients, and a value can only do harm through where the template puts it. So the
 * template is sanitised once with its tags in place, and each value is filled by where it stands:
 * - in text: HTML-escaped, so it cannot open a tag;
 * - in a URL attribute (href, src, …): escaped, and the filled address must be http(s), mailto, tel, an anchor or a
 *   relative address, else the attribute becomes '#' (where DOMPurify, sanitising the filled mail, dropped it);
 * - in a style attribute: left out (a value has no business in CSS);
 * - in any other attribute: escaped, so it cannot leave its quotes.
 * The plain-text part is read from the sanitised template once and filled with the raw values.
 */
import { escapeHtml, fillMergeTags } from '../../core/templates/mergeTags';
import { mailText, sanitiseMailHtml } from './sanitise';

export interface CompiledMail {
  html(values: Readonly<Record<string, string>>): string;
  text(values: Readonly<Record<string, string>>): string;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'background', 'poster', 'cite', 'longdesc', 'xlink:href']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** A start tag as the DOM serialiser writes it: every attribute value in double quotes (a quote inside is &quot;). */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'=/>]+(?:="[^"]*")?)*\s*\/?>/g;
const ATTRIBUTE = /([^\s"'=/>]+)="([^"]*)"/g;

const decodeEntities = (s: string) =>
  s.replace(/&(amp|quot|#39|lt|gt|#x27);/g, (_w, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>', '#x27': "'" })[e]!);

/** Whether a filled address may stay: no scheme (relative, anchor) or one of the safe ones, as a browser reads it. */
export function safeAddress(filled: string): boolean {
  // eslint-disable-next-line no-control-regex
  const bare = decodeEntities(filled).replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  const scheme = /^[a-z][a-z0-9+.-]*:/.exec(bare);
  return !scheme || SAFE_SCHEMES.has(scheme[0]);
}

function fillTag(tag: string, values: Readonly<Record<string, string>>): string {
  return tag.replace(ATTRIBUTE, (whole, name: string, value: string) => {
    if (!value.includes('{{')) return whole;
    const attribute = name.toLowerCase();
    if (attribute === 'style') return `${name}="${fillMergeTags(value, values, () => '')}"`;
    const filled = fillMergeTags(value, values, escapeHtml);
    if (URL_ATTRIBUTES.has(attribute) && !safeAddress(filled)) return `${name}="#"`;
    return `${name}="${filled}"`;
  });
}

export function compileMail(templateHtml: string): CompiledMail {
  const clean = sanitiseMailHtml(templateHtml);
  // Pieces in order: text (filled escaped) and start tags that hold a tag (filled by attribute); the rest is literal.
  const pieces: { literal: string; tag: boolean }[] = [];
  let at = 0;
  for (const m of clean.matchAll(START_TAG)) {
    if (!m[0].includes('{{')) continue;
    pieces.push({ literal: clean.slice(at, m.index), tag: false }, { literal: m[0], tag: true });
    at = m.index + m[0].length;
  }
  pieces.push({ literal: clean.slice(at), tag: false });
  const text = mailText(clean);
  return {
    html: (values) => pieces.map((p) => (p.tag ? fillTag(p.literal, values) : fillMergeTags(p.literal, values, escapeHtml))).join(''),
    text: (values) => fillMergeTags(text, values),
  };
}

/** The compiled templates of the campaigns being sent: a campaign's rows share one template. */
const cache = new Map<string, CompiledMail>();
const CACHE_SIZE = 32;

export function compiledMail(templateHtml: string): CompiledMail {
  let mail = cache.get(templateHtml);
  if (!mail) {
    mail = compileMail(templateHtml);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(templateHtml, mail);
  }
  return mail;
}

/** One recipient's mail HTML from a template: sanitised, merge values filled where they stand. */
export function renderMailHtml(templateHtml: string, values: Readonly<Record<string, string>>): string {
  return compiledMail(templateHtml).html(values);
}
