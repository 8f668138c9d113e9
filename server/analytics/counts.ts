/**
 * The one place answers are counted. For groups of subtrees (a unit's children, the unit itself, its siblings),
 * optionally per time bucket, it returns per question the count, sum and 0..10 histogram that every metric needs
 * (core/metrics/variables.ts). Without standard filters it reads the rollups (whole months from the monthly
 * rollup, the edges from the daily one); with them it reads the raw interviews and answers.
 */
import type pg from 'pg';
import { addMonths, monthStart } from '../../core/dates';
import type { Granularity, Period } from '../../core/metrics/periods';
import type { Counts } from '../../core/metrics/variables';
import { isQuestionFilter, sampleConditions, standardConditions, type CompiledFilters } from './filters';
import { SAMPLES_COMPLETED, SAMPLES_CONTACTED } from './rollup';
import { Params, utcDay } from './sql';
import type { SurveyAnalytics } from './survey-config';

/** The question under which the rollups count completed interviews. */
export const INTERVIEWS = '*';

export interface Group {
  key: string;
  /** Unit path; the group is that unit and its subtree. */
  path: string;
  /** Only the unit itself, without its subtree (a ranking's footer adds its children's counts to this). */
  exact?: boolean;
}

export interface CountRequest {
  surveyId: number;
  groups: Group[];
  questions: string[];
  period: Period;
  bucket?: Granularity;
  filters?: CompiledFilters;
  sa: SurveyAnalytics;
}

/** group key → bucket start ('' without buckets) → question → counts */
export type CountTable = Map<string, Map<string, Map<string, Counts>>>;

const HIST = Array.from({ length: 11 }, (_, k) => k);
const TRUNC: Record<Granularity, string> = { days: 'day', weeks: 'week', months: 'month', quarters: 'quarter', years: 'year' };

function groupsCte(p: Params, req: Pick<CountRequest, 'groups' | 'surveyId'>): string {
  const groups = req.groups;
  return `grp(key, path, exact) as (select * from unnest(${p.add(groups.map((g) => g.key))}::text[], ${p.add(groups.map((g) => g.path))}::text[], ${p.add(groups.map((g) => g.exact ?? false))}::boolean[])),
  lm as materialized (select g.key, u.id as unit_id from grp g join unit u
          on u.survey_id = ${p.add(req.surveyId)} and (u.path = g.path or (not g.exact and left(u.path, length(g.path) + 1) = g.path || ',')))`;
}

function bucketSql(column: string, g: Granularity | undefined): string {
  return g ? `to_char(date_trunc('${TRUNC[g]}', ${column}), 'YYYY-MM-DD')` : `''`;
}

function collect(rows: Record<string, unknown>[]): CountTable {
  const out: CountTable = new Map();
  for (const r of rows) {
    const key = String(r.key);
    const b = String(r.b);
    let byBucket = out.get(key);
    if (!byBucket) out.set(key, (byBucket = new Map()));
    let byQuestion = byBucket.get(b);
    if (!byQuestion) byBucket.set(b, (byQuestion = new Map()));
    byQuestion.set(String(r.question), { n: Number(r.n), sum: Number(r.s), hist: HIST.map((k) => Number(r[`c${k}`])) });
  }
  return out;
}

/** Rows of (key, b, question, v, cnt) into counts: n, sum and the histogram of integer values 0..10. */
function collectByValue(rows: Record<string, unknown>[]): CountTable {
  const out: CountTable = new Map();
  for (const r of rows) {
    const key = String(r.key);
    const b = String(r.b);
    const question = String(r.question);
    const cnt = Number(r.cnt);
    let byBucket = out.get(key);
    if (!byBucket) out.set(key, (byBucket = new Map()));
    let byQuestion = byBucket.get(b);
    if (!byQuestion) byBucket.set(b, (byQuestion = new Map()));
    let c = byQuestion.get(question);
    if (!c) byQuestion.set(question, (c = { n: 0, sum: 0, hist: new Array<number>(11).fill(0) }));
    c.n += cnt;
    if (r.v === null) continue;
    const v = Number(r.v);
    c.sum += v * cnt;
    if (Number.isInteger(v) && v >= 0 && v <= 10) c.hist[v]! += cnt;
  }
  return out;
}

/** Splits [from, to) into whole months and the days at either edge. */
export function splitPeriod(p: Period): { months: Period | null; days: Period[] } {
  const firstMonth = p.from === monthStart(p.from) ? p.from : addMonths(monthStart(p.from), 1);
  const lastMonth = monthStart(p.to);
  if (firstMonth >= lastMonth) return { months: null, days: [p] };
  const days: Period[] = [];
  if (p.from < firstMonth) days.push({ from: p.from, to: firstMonth });
  if (lastMonth < p.to) days.push({ from: lastMonth, to: p.to });
  return { months: { from: firstMonth, to: lastMonth }, days };
}

function fromRollups(req: CountRequest): { text: string; values: unknown[] } {
  const p = new Params();
  const cte = groupsCte(p, req);
  const survey = p.add(req.surveyId);
  const questions = p.add(req.questions);
  const sums = (t: string) => `sum(${t}.n) as n, sum(${t}.sum) as s, ${HIST.map((k) => `sum(${t}.c${k}) as c${k}`).join(', ')}`;
  // Day and week buckets need days; longer buckets (and none) take whole months from the monthly rollups.
  const split = req.bucket === 'days' || req.bucket === 'weeks' ? { months: null, days: [req.period] } : splitPeriod(req.period);
  const ctes: string[] = [cte, `gu as (select g.key, u.id as unit_id, g.exact from grp g join unit u on u.survey_id = ${survey} and u.path = g.path)`];
  const parts: string[] = [];
  if (split.months) {
    const range = `r.survey_id = ${survey} and r.question = any(${questions}::text[]) and r.month >= ${p.add(split.months.from)}::date and r.month < ${p.add(split.months.to)}::date`;
    // A subtree is one row per month and question; a unit on its own (a footer's own interviews) reads its own rows.
    parts.push(`select gu.key, ${bucketSql('r.month', req.bucket)} as b, r.question, ${sums('r')}
      from answer_rollup_subtree_month r join gu on gu.unit_id = r.unit_id and not gu.exact where ${range} group by 1, 2, 3`);
    parts.push(`select gu.key, ${bucketSql('r.month', req.bucket)} as b, r.question, ${sums('r')}
      from answer_rollup_month r join gu on gu.unit_id = r.unit_id and gu.exact where ${range} group by 1, 2, 3`);
  }
  if (split.days.length) {
    const ranges = split.days.map((d) => `(day >= ${p.add(d.from)}::date and day < ${p.add(d.to)}::date)`).join(' or ');
    const monthDay = req.period.monthDay ? ` and to_char(day, 'MM-DD') = ${p.add(req.period.monthDay)}` : '';
    // Summed per leaf unit first (materialized), then hash-joined to the unit map: a nested loop probing the rollup
    // once per unit costs ten times as much.
    ctes.push(`rd as materialized (
      select unit_id, ${bucketSql('day', req.bucket)} as b, question, ${sums('d')}
        from answer_rollup_day d
       where survey_id = ${survey} and question = any(${questions}::text[]) and (${ranges})${monthDay}
       group by 1, 2, 3)`);
    parts.push(`select lm.key, rd.b, rd.question, sum(rd.n) as n, sum(rd.s) as s, ${HIST.map((k) => `sum(rd.c${k}) as c${k}`).join(', ')}
      from rd join lm on lm.unit_id = rd.unit_id group by 1, 2, 3`);
  }
  const text = `with ${ctes.join(',\n')}
    select key, b, question, sum(n) as n, sum(s) as s, ${HIST.map((k) => `sum(c${k}) as c${k}`).join(', ')}
      from (${parts.join(' union all ')}) x
     group by 1, 2, 3`;
  return { text, values: p.values };
}

function fromRaw(req: CountRequest): { text: string; values: unknown[] } {
  const p = new Params();
  const cte = groupsCte(p, req);
  const where = [
    `i.survey_id = ${p.add(req.surveyId)}`,
    'i.is_completed',
    `i.responded_at >= ${utcDay(p, req.period.from)}`,
    `i.responded_at < ${utcDay(p, req.period.to)}`,
  ];
  if (req.period.monthDay) where.push(`to_char(i.responded_at at time zone 'UTC', 'MM-DD') = ${p.add(req.period.monthDay)}`);
  const filters = req.filters ? standardConditions(req.filters, req.sa, p) : '';
  if (filters) where.push(filters);
  const questions = req.questions.filter((q) => q !== INTERVIEWS);
  // Grouped by the answer's value too: a few thousand groups, from which the histogram is built in `collectByValue`
  // (cheaper than eleven filtered counts per row). The value of `*` rows is null.
  const parts: string[] = [];
  if (questions.length) {
    parts.push(`select iv.key, iv.b, a.question, a.num_value as v, count(*) as cnt
      from iv join answer a on a.interview_id = iv.id
     where a.question = any(${p.add(questions)}::text[]) and a.num_value is not null
     group by 1, 2, 3, 4`);
  }
  if (req.questions.includes(INTERVIEWS)) {
    // Named columns: when this is the only part, its names are the union's (collectByValue reads question and cnt).
    parts.push(`select iv.key, iv.b, '${INTERVIEWS}' as question, null::numeric as v, count(*) as cnt from iv group by 1, 2`);
  }
  const text = `with ${cte},
    iv as (select i.id, lm.key, ${bucketSql(`(i.responded_at at time zone 'UTC')`, req.bucket)} as b
             from interview i join lm on lm.unit_id = i.unit_id
            where ${where.join(' and ')})
    ${parts.join(' union all ')}`;
  return { text, values: p.values };
}

/**
 * The sample counts (contacted: not cancelled; completed) from the samples themselves, for a request with the user's
 * question filters: they reach a sample as the sample list applies them (sampleConditions: through its interview,
 * or before it has one through its own fields).
 */
function fromRawSamples(req: CountRequest, keys: string[]): { text: string; values: unknown[] } {
  const p = new Params();
  const cte = groupsCte(p, req);
  const where = [
    `s.survey_id = ${p.add(req.surveyId)}`,
    's.state <> 4',
    `s.event_date >= ${p.add(req.period.from)}::date`,
    `s.event_date < ${p.add(req.period.to)}::date`,
  ];
  if (req.period.monthDay) where.push(`to_char(s.event_date, 'MM-DD') = ${p.add(req.period.monthDay)}`);
  const filters = req.filters ? sampleConditions(req.filters, req.sa, p) : '';
  if (filters) where.push(filters);
  const text = `with ${cte}
    select lm.key, ${bucketSql('s.event_date', req.bucket)} as b, k.question, count(*) as n, 0 as s, ${HIST.map((k) => `0 as c${k}`).join(', ')}
      from sample s join lm on lm.unit_id = s.unit_id
      join unnest(${p.add(keys)}::text[]) as k(question) on k.question = '${SAMPLES_CONTACTED}' or s.state = 0
     where ${where.join(' and ')}
     group by 1, 2, 3`;
  return { text, values: p.values };
}

/** Adds the counts of several groups into `into` (a ranking's footer from its rows). */
export function mergeGroups(table: CountTable, keys: string[], into: string): void {
  const merged = new Map<string, Map<string, Counts>>();
  for (const key of [...keys, into]) {
    for (const [b, byQ] of table.get(key) ?? []) {
      let m = merged.get(b);
      if (!m) merged.set(b, (m = new Map()));
      for (const [q, c] of byQ) {
        const prev = m.get(q);
        m.set(q, prev ? { n: prev.n + c.n, sum: prev.sum + c.sum, hist: prev.hist.map((v, i) => v + (c.hist[i] ?? 0)) } : c);
      }
    }
  }
  table.set(into, merged);
}

export function usesRawRows(req: Pick<CountRequest, 'filters'>): boolean {
  return (req.filters?.standard.length ?? 0) > 0;
}

export async function countAnswers(client: pg.ClientBase, req: CountRequest): Promise<CountTable> {
  if (!req.groups.length || !req.questions.length || req.period.from >= req.period.to) return new Map();
  if (!usesRawRows(req)) return collect((await client.query(fromRollups(req))).rows);
  const sampleKeys = req.questions.filter((q) => q === SAMPLES_CONTACTED || q === SAMPLES_COMPLETED);
  const raw = await countRaw(client, { ...req, questions: req.questions.filter((q) => !sampleKeys.includes(q)) });
  if (sampleKeys.length) {
    // Samples carry no background, so the standard filters leave their counts alone (rollups); the user's question
    // filters are what the user may see at all, so they narrow the samples too.
    const questionFilters = req.filters?.standard.filter(isQuestionFilter) ?? [];
    const sql = questionFilters.length
      ? fromRawSamples({ ...req, filters: { ...req.filters!, standard: questionFilters } }, sampleKeys)
      : fromRollups({ ...req, questions: sampleKeys, filters: undefined });
    const samples = collect((await client.query(sql)).rows);
    for (const [key, byBucket] of samples) {
      for (const [b, byQ] of byBucket) {
        let target = raw.get(key);
        if (!target) raw.set(key, (target = new Map()));
        let q = target.get(b);
        if (!q) target.set(b, (q = new Map()));
        for (const [question, c] of byQ) q.set(question, c);
      }
    }
  }
  return raw;
}

async function countRaw(client: pg.ClientBase, req: CountRequest): Promise<CountTable> {
  if (!req.questions.length) return new Map();
  // Raw rows: the planner cannot estimate how many units a subtree maps to and picks nested loops that probe the
  // interview and answer indexes hundreds of thousands of times; hash joins over one scan are several times faster.
  // For the same reason it expects a few dozen groups and sorts a million rows to group them; hashing is cheaper.
  await client.query(`set local enable_nestloop = off; set local enable_sort = off; set local work_mem = '64MB'`);
  try {
    return collectByValue((await client.query(fromRaw(req))).rows);
  } finally {
    await client.query('reset enable_nestloop; reset enable_sort; reset work_mem');
  }
}
