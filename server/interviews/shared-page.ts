/**
 * The published interview as a small HTML page, for people and for the networks' link previews (Open Graph tags),
 * served at the same address as the JSON when the client asks for HTML. No scripts; every text is escaped.
 */
import { formatDate } from '../../core/dates';
import type { SharedInterview } from '../../schemas/api/shared-interview.gen';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const FACES = { happy: '🙂', neutral: '😐', sad: '🙁', none: '' } as const;

/** Day/month-year, as the app shows dates. */
const day = (iso: string) => formatDate(iso.slice(0, 10));

export function sharedInterviewHtml(data: SharedInterview, locale: string, publishUrl: string): string {
  const title = `${data.surveyTitle}: ${data.unitName}`;
  const quote = data.openQuestionsData[0]?.value ?? '';
  const rating = data.ratingText ? `<p class="rating"><span aria-hidden="true">${FACES[data.faceIcon]}</span> ${escape(data.ratingText)}</p>` : '';
  const open = data.openQuestionsData.map((q) => `<h2>${escape(q.label)}</h2><blockquote>${escape(q.value)}</blockquote>`).join('');
  const groups = data.resultGroupsData
    .map((g) => `<h2>${escape(g.label)}</h2><dl>${g.answers.map((a) => `<dt>${escape(a.label)}</dt><dd>${escape(a.value)}</dd>`).join('')}</dl>`)
    .join('');
  return `<!doctype html>
<html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<meta property="og:type" content="article"><meta property="og:title" content="${escape(title)}">
<meta property="og:description" content="${escape(quote.slice(0, 300))}"><meta property="og:url" content="${escape(publishUrl)}">
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}h1{color:#0000c8;font-size:1.5rem}
blockquote{border-left:4px solid #0000c8;margin:0;padding:.5rem 1rem;background:#f4f4fb}dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem}dd{margin:0;font-weight:600}</style>
</head><body><main><h1>${escape(title)}</h1><p>${day(data.respondedAt)}</p>${rating}${open}${groups}</main></body></html>`;
}
