/**
 * Makes server/demo/nhs/fft-comments.csv, the compact extract of the NHS Friends and Family Test responses that the
 * demo's third universe is seeded from (server/demo/nhs.ts), from `../shared/realdata/nhs-fft-pxtextmining/
 * v6framework_230831.csv` (MIT, NHS England; the notice is server/demo/nhs/LICENSE). The demo reads only the
 * extract, so a clone without ../shared seeds the same. Run again only if the source changes:
 * `node_modules/node/bin/node --import tsx scripts/nhs-demo-extract.ts`.
 *
 * Kept per response row: respondent, trust, service type 1 and 2 (white space tidied, as unit names), the date as
 * ISO (the source writes dd/mm/yyyy, and m/d/yyyy or mm/dd/yyyy in some rows: read day first unless the second
 * part cannot be a month), the FFT rating (1 very good … 5 very poor, 6 and 7 as written), the question as a short
 * name and the comment exactly as written. The 50 category columns and the gold sentiment stay out (the bench reads
 * them from the source).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../server/text/csv';
import { realdataPath } from '../tests/support/realdata';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'demo', 'nhs', 'fft-comments.csv');
const QUESTIONS: [RegExp, string][] = [
  [/^FFT Why\?$/, 'why'],
  [/^What was good\?$/, 'good'],
  [/^(How could we improve|What could we do better)\?$/, 'improve'],
  [/^Please describe any things about the 111 service/, 'service111'],
];

const tidy = (s: string) => s.replace(/\s+/gu, ' ').trim();
function isoDate(text: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) throw new Error(`Unreadable date "${text}"`);
  const [a, b, y] = [Number(m[1]), Number(m[2]), m[3]!];
  const [day, month] = b > 12 ? [b, a] : [a, b];
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
const quote = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

const [header, ...rows] = parseCsv(fs.readFileSync(realdataPath('nhs-fft-pxtextmining', 'v6framework_230831.csv'), 'utf8'));
const col = (name: string) => {
  const i = header!.indexOf(name);
  if (i < 0) throw new Error(`No column "${name}"`);
  return i;
};
const c = { respondent: col('Respondent ID'), trust: col('Trust'), date: col('Date'), s1: col('Service type 1'), s2: col('Service type 2'), rating: col('FFT categorical answer'), question: col('FFT question'), comment: col('FFT answer') };
const out = ['respondent,trust,service,subservice,date,rating,question,comment'];
for (const r of rows) {
  if (r.length < header!.length) continue;
  const q = QUESTIONS.find(([re]) => re.test(tidy(r[c.question]!)));
  if (!q) throw new Error(`Unknown question "${r[c.question]}"`);
  out.push([tidy(r[c.respondent]!), tidy(r[c.trust]!), tidy(r[c.s1]!), tidy(r[c.s2]!), isoDate(r[c.date]!), tidy(r[c.rating]!), q[1], r[c.comment]!].map(quote).join(','));
}
fs.writeFileSync(OUT, `${out.join('\n')}\n`);
process.stdout.write(`${out.length - 1} rows written to ${OUT}\n`);
