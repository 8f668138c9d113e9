/**
 * Which samples a sample-list request means (spec 1 sections 2.6 and 7): those of the drill unit and its subtree,
 * with an event date in the selected period, narrowed by the filter tokens of the path, of the filter segment
 * and of the request body. Shared by the list, its delete mode and the sample-table report.
 *
 * Besides the survey's own filters, two sample tokens are understood (and kept out of the interview filters):
 * - `sstate=1*2`: sample states (0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled), `_` excludes;
 * - `sid=12*13`: sample ids (the selected rows).
 * Standard filters (gender, channel, ...) describe the interview, so they keep only samples whose interview
 * matches them; the campaign filters (`cf`, `mcids`) look at the sample's own tracking rows.
 */
import { EMPTY, formatRoute, parseFilters, parseRoute, type FilterToken } from '../../core/drillpath/tokens';
import { badInput, drillRequest, type AnalyticsContext, type UnitRow } from '../survey/context';
import { sampleConditions, type CompiledFilters } from '../analytics/filters';
import { Params } from '../analytics/sql';
import { Invalid } from '../errors';

export const STATE_FILTER = 'sstate';
export const ID_FILTER = 'sid';
export const SAMPLE_STATES = [0, 1, 2, 3, 4] as const;
const SAMPLE_TOKENS = new Set([STATE_FILTER, ID_FILTER]);
const MAX_BODY_TOKENS = 20;

export interface SampleSelection {
  unit: UnitRow;
  filters: CompiledFilters;
  /** Every token of the request, sample tokens included (for links that keep the view). */
  tokens: FilterToken[];
  /** `where` on `s` (sample) and `u` (its unit), with its parameters. */
  where: string;
  params: Params;
}

function ints(t: FilterToken, check: (n: number) => boolean): { include: number[]; exclude: number[] } {
  const out = { include: [] as number[], exclude: [] as number[] };
  for (const v of t.values) {
    const n = Number(v.value);
    if (v.contains || !/^\d{1,15}$/.test(v.value) || !check(n)) throw new Invalid('bad_filter', `Bad filter token "${t.name}": "${v.value}" is not allowed here.`);
    (v.exclude ? out.exclude : out.include).push(n);
  }
  return out;
}

/** The body's extra filter paths: a list of `name=value*value` strings (each may hold several `;`-joined tokens). */
export function bodyTokens(body: unknown): FilterToken[] {
  if (body === undefined || body === null) return [];
  if (!Array.isArray(body) || body.length > MAX_BODY_TOKENS || body.some((b) => typeof b !== 'string')) {
    throw new Invalid('bad_body', `The body is a list of at most ${MAX_BODY_TOKENS} filter paths (strings).`);
  }
  return (body as string[]).flatMap((b) => badInput(() => parseFilters(b)));
}

export async function sampleSelection(ctx: AnalyticsContext, pathParam: string, filterParam: string, extra: FilterToken[] = []): Promise<SampleSelection> {
  const route = badInput(() => parseRoute(pathParam));
  const segment = badInput(() => parseFilters(filterParam || EMPTY));
  const all = [...route.filters, ...segment, ...extra];
  const sampleTokens = all.filter((t) => SAMPLE_TOKENS.has(t.name));
  const others = all.filter((t) => !SAMPLE_TOKENS.has(t.name));
  const { unit, filters } = await drillRequest(ctx, formatRoute({ path: route.path, filters: others }));

  const p = new Params();
  const where = [
    `s.survey_id = ${p.add(ctx.survey.id)}`,
    `(u.path = ${p.add(unit.path)} or left(u.path, ${p.add(unit.path.length + 1)}) = ${p.add(`${unit.path},`)})`,
    `s.event_date >= ${p.add(filters.period.from)}::date`,
    `s.event_date < ${p.add(filters.period.to)}::date`,
  ];
  if (filters.period.monthDay) where.push(`to_char(s.event_date, 'MM-DD') = ${p.add(filters.period.monthDay)}`);
  for (const t of sampleTokens) {
    const column = t.name === STATE_FILTER ? 's.state' : 's.id';
    const { include, exclude } = ints(t, t.name === STATE_FILTER ? (n) => (SAMPLE_STATES as readonly number[]).includes(n) : (n) => n > 0);
    if (include.length) where.push(`${column} = any(${p.add(include)}::bigint[])`);
    if (exclude.length) where.push(`not (${column} = any(${p.add(exclude)}::bigint[]))`);
  }
  const filtered = sampleConditions(filters, ctx.sa, p);
  if (filtered) where.push(filtered);
  // Route tokens in their written order: the path's, then the segment's, so links keep the same view.
  return { unit, filters, tokens: [...route.filters, ...segment], where: where.join(' and '), params: p };
}
