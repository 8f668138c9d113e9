/**
 * The sample side of a ranking (rank-type shortcuts, spec 1 section 2.5): with `rtype=<state>` the children
 * get a column counting their subtree's samples in that state, and a leaf lists those samples instead of
 * its interviews. Samples carry no background, so standard filters do not narrow them; the period does
 * (by event date), and so do the campaign filters (by the sample's tracking rows).
 */
import { formatRoute, type FilterToken } from '../../core/drillpath/tokens';
import type { RankType } from '../../core/ranking/rankType';
import { formatNumber } from '../../core/metrics/variables';
import { text, type ServerMessageId } from '../i18n';
import { sampleWithinQuestionFiltersSql, type AnalyticsContext, type UnitRow } from '../survey/context';
import { campaignSampleConditions, type CompiledFilters } from './filters';
import { Params } from './sql';

export const SAMPLES_COLUMN = 'samples';

/** A leaf's sample rows name states 1 and 3 as the rank-type columns do, the others by their own words. */
const SAMPLE_STATE_TITLES: Record<number, ServerMessageId> = { 0: 'word.sampleState.0', 1: 'ranking.rankType1', 2: 'rankingSamples.approvedNoResponse', 3: 'ranking.rankType3', 4: 'word.sampleState.4' };

export function samplesHeader(rankType: RankType, locale: string) {
  return { extName: SAMPLES_COLUMN, title: text(locale, `ranking.rankType${rankType}`), type: 'count', sortable: true };
}

/** The period, the campaign filters and the user's question filters (samples carry no background for the other standard filters). */
function periodAndCampaignConditions(ctx: Pick<AnalyticsContext, 'sa' | 'questionFilters'>, p: Params, filters: CompiledFilters): string {
  const campaigns = campaignSampleConditions(filters, p);
  return `s.event_date >= ${p.add(filters.period.from)}::date and s.event_date < ${p.add(filters.period.to)}::date${campaigns ? ` and ${campaigns}` : ''} and ${sampleWithinQuestionFiltersSql(ctx, p)}`;
}

/**
 * Samples in `state` per child subtree (keyed by child unit id) and for the unit itself. A sample's child is
 * the prefix of its unit path one segment below the unit: grouping by that prefix keeps 1,000 children one
 * hash join instead of a path comparison per child.
 */
export async function sampleCounts(ctx: AnalyticsContext, unit: UnitRow, children: UnitRow[], filters: CompiledFilters, state: RankType): Promise<Map<number, number>> {
  const p = new Params();
  const depth = unit.path.split(',').length + 1;
  const { rows } = await ctx.client.query<{ child: string | null; n: number }>({
    text: `select array_to_string((string_to_array(u.path, ','))[1:${p.add(depth)}::int], ',') as child, count(*)::int as n
             from sample s join unit u on u.id = s.unit_id
            where s.survey_id = ${p.add(ctx.survey.id)} and s.state = ${p.add(state)} and ${periodAndCampaignConditions(ctx, p, filters)}
              and (u.path = ${p.add(unit.path)} or starts_with(u.path, ${p.add(`${unit.path},`)}))
            group by 1`,
    values: p.values,
  });
  const byPath = new Map(children.map((c) => [c.path, c.id]));
  const out = new Map<number, number>(children.map((c) => [c.id, 0]));
  let total = 0;
  for (const r of rows) {
    total += r.n;
    const id = r.child === null ? undefined : byPath.get(r.child);
    if (id !== undefined) out.set(id, r.n);
  }
  out.set(unit.id, total);
  return out;
}

export function samplesCell(n: number | undefined, locale: string) {
  const value = n ?? 0;
  return { value, formattedValue: formatNumber(value, 0, locale) };
}

/** A leaf's samples in `state`, newest event first (or by id), 50 a page. */
export async function leafSampleRows(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  tokens: FilterToken[],
  state: RankType,
  page: { from: number; to: number; sortVar?: string; sortDesc?: boolean },
) {
  const p = new Params();
  const where = `s.survey_id = ${p.add(ctx.survey.id)} and s.unit_id = ${p.add(unit.id)} and s.state = ${p.add(state)} and ${periodAndCampaignConditions(ctx, p, filters)}`;
  const dir = page.sortDesc === false ? 'asc' : 'desc';
  const order = page.sortVar === 'name' ? `s.id ${dir}` : `s.event_date ${dir}, s.id ${dir}`;
  const { rows } = await ctx.client.query<{ id: string; interview_id: string | null; state: number; day: string; iso: string; total: number }>({
    text: `select s.id, s.interview_id, s.state, to_char(s.event_date, 'DD/MM-YYYY') as day, to_char(s.event_date, 'YYYY-MM-DD') as iso, count(*) over ()::int as total
             from sample s where ${where} order by ${order} offset ${p.add(page.from)} limit ${p.add(page.to - page.from)}`,
    values: p.values,
  });
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.from > 0) {
    const q = new Params();
    const c = await ctx.client.query<{ n: number }>({
      text: `select count(*)::int as n from sample s where s.survey_id = ${q.add(ctx.survey.id)} and s.unit_id = ${q.add(unit.id)} and s.state = ${q.add(state)} and ${periodAndCampaignConditions(ctx, q, filters)}`,
      values: q.values,
    });
    total = c.rows[0]?.n ?? 0;
  }
  const route = formatRoute({ path: unit.path.split(','), filters: tokens });
  const headers = [
    { extName: 'name', title: text(ctx.locale, 'word.sample'), type: 'text', sortable: true },
    { extName: 'eventDate', title: text(ctx.locale, 'word.eventDate'), type: 'date', sortable: true },
    { extName: 'state', title: text(ctx.locale, 'term.state'), type: 'text', sortable: false },
  ];
  return {
    headers,
    total,
    rows: rows.map((r) => ({
      cells: [
        { value: Number(r.id), formattedValue: `#${r.id}` },
        { value: r.iso, formattedValue: r.day },
        { value: r.state, formattedValue: SAMPLE_STATE_TITLES[r.state] ? text(ctx.locale, SAMPLE_STATE_TITLES[r.state]!) : String(r.state) },
      ],
      rankTarget: null,
      interviewId: r.interview_id === null ? null : Number(r.interview_id),
      sampleId: Number(r.id),
      isComplete: false,
      alertId: null,
      accessAllowed: true,
      drillPath: route,
      detailsVariables: [],
    })),
  };
}
