/**
 * The demo's third universe: real patient feedback, the NHS Friends and Family Test responses of two trusts
 * (server/demo/nhs/fft-comments.csv, an extract of the pxtextmining data made by scripts/nhs-demo-extract.ts; MIT,
 * NHS England, the notice in server/demo/nhs/LICENSE). Survey `nhsfft` (server/demo/surveys/nhsfft.yaml).
 *
 * One interview per respondent: its trust, service and sub-service are its unit (all > trust > service >
 * sub-service, where the source names one), its FFT rating (1 very good … 5 very poor) the score, and each of its
 * comments (up to four questions) the text answer, exactly as written, empty answers left out. The source's dates
 * (2021-2022) move by whole weeks so the latest falls within the week up to the seed's day, as the demo's other
 * surveys end there; weekdays and spacing stay as they were. The analysis job reads the comments like any others.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { addDays } from '../../core/dates';
import { parseCsv } from '../text/csv';
import type { UnitNode } from './hierarchy';

const EXTRACT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nhs', 'fft-comments.csv');
export const NHS_SURVEY = 'nhsfft';
/** The source's text questions, by the short names the extract gives them. */
const TEXT_QUESTIONS = new Set(['why', 'good', 'improve', 'service111']);
const NOT_STATED = 'Not stated';

export interface NhsInterview {
  /** The unit's path (`all,neas,see-and-convey`). */
  unitPath: string;
  respondedAt: string;
  /** The FFT rating 1-5; null for "don't know" (6) and 7. */
  rating: number | null;
  comments: { question: string; text: string }[];
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'not-stated';

/** The unit tree and the interviews of the extract, dated up to `today`. */
export function nhsDemoData(today: string): { tree: UnitNode; interviews: NhsInterview[] } {
  const [header, ...rows] = parseCsv(fs.readFileSync(EXTRACT, 'utf8'));
  const col = Object.fromEntries(header!.map((name, i) => [name, i])) as Record<string, number>;
  const tree: UnitNode = { ext: 'all', name: 'NHS trusts', lang: 'en', children: [] };
  const child = (parent: UnitNode, name: string): UnitNode => {
    const ext = slug(name);
    let node = parent.children.find((c) => c.ext === ext);
    if (!node) parent.children.push((node = { ext, name, lang: 'en', children: [] }));
    return node;
  };
  const byRespondent = new Map<string, NhsInterview & { day: string }>();
  for (const r of rows) {
    if (r.length < header!.length) continue;
    const field = (name: string) => r[col[name]!]!;
    let iv = byRespondent.get(field('respondent'));
    if (!iv) {
      const trust = child(tree, field('trust'));
      const service = child(trust, field('service') || NOT_STATED);
      const sub = field('subservice') && field('subservice') !== field('service') ? child(service, field('subservice')) : null;
      const rating = Number(field('rating'));
      iv = {
        unitPath: ['all', trust.ext, service.ext, ...(sub ? [sub.ext] : [])].join(','),
        day: field('date'),
        respondedAt: '',
        rating: rating >= 1 && rating <= 5 ? rating : null,
        comments: [],
      };
      byRespondent.set(field('respondent'), iv);
    }
    const text = field('comment');
    if (TEXT_QUESTIONS.has(field('question')) && text.trim() && !iv.comments.some((c) => c.question === field('question'))) iv.comments.push({ question: field('question'), text });
  }
  const interviews = [...byRespondent.values()];
  const latest = interviews.reduce((m, iv) => (iv.day > m ? iv.day : m), '');
  const weeks = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${latest}T00:00:00Z`)) / (7 * 86_400_000));
  for (const iv of interviews) iv.respondedAt = `${addDays(iv.day, 7 * weeks)}T12:00:00Z`;
  return { tree, interviews: interviews.map(({ day: _day, ...iv }) => iv) };
}

/** Writes the interviews and their answers in the survey whose units are already in place. */
export async function insertNhsInterviews(client: pg.ClientBase, o: { universeId: number; surveyId: number; interviews: NhsInterview[] }): Promise<void> {
  const { rows: units } = await client.query<{ id: number; path: string }>(`select id, path from unit where survey_id = $1`, [o.surveyId]);
  const unitOf = new Map(units.map((u) => [u.path, u.id]));
  const { rows } = await client.query<{ next: number }>(`select coalesce(max(id), 0) + 1 as next from interview`);
  let nextId = Number(rows[0]!.next);
  const iv = { id: [] as number[], unit: [] as number[], at: [] as string[] };
  const an = { iv: [] as number[], q: [] as string[], num: [] as (number | null)[], text: [] as (string | null)[] };
  for (const interview of o.interviews) {
    const id = nextId++;
    iv.id.push(id);
    iv.unit.push(unitOf.get(interview.unitPath)!);
    iv.at.push(interview.respondedAt);
    if (interview.rating !== null) {
      an.iv.push(id);
      an.q.push('fft');
      an.num.push(interview.rating);
      an.text.push(null);
    }
    for (const c of interview.comments) {
      an.iv.push(id);
      an.q.push(c.question);
      an.num.push(null);
      an.text.push(c.text);
    }
  }
  await client.query(
    `insert into interview (id, universe_id, survey_id, unit_id, responded_at, is_completed)
     overriding system value
     select id, $1, $2, unit, at, true from unnest($3::bigint[], $4::int[], $5::timestamptz[]) as t(id, unit, at)`,
    [o.universeId, o.surveyId, iv.id, iv.unit, iv.at],
  );
  await client.query(
    `insert into answer (universe_id, interview_id, question, num_value, text_value)
     select $1, iv, q, num, txt from unnest($2::bigint[], $3::text[], $4::numeric[], $5::text[]) as t(iv, q, num, txt)`,
    [o.universeId, an.iv, an.q, an.num, an.text],
  );
  await client.query(`select setval(pg_get_serial_sequence('interview', 'id'), (select max(id) from interview))`);
}
