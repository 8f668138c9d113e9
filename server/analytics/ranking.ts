/**
 * Ranking data (spec 1 section 3): the drill unit's children ranked by a variable (up to 1,000 rows), or, at a
 * leaf, its interviews (50 a page), with a footer row for the unit itself.
 */
import { OPEN_ALERT_STATES } from '../../core/alerts/validation';
import { responseNumber } from '../../core/interview';
import { DEFAULT_SORT_DESC, requestedSort, sortRanked } from '../../core/ranking/order';
import { placesOf } from '../../core/ranking/places';
import { formatRoute, type FilterToken } from '../../core/drillpath/tokens';
import { decimalsOf, formatNumber, localize, roundTo, targetOf, type VariableDef } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import { text } from '../i18n';
import { countAnswers, INTERVIEWS, mergeGroups, usesRawRows } from './counts';
import { childrenOf, inScope, type AnalyticsContext, type UnitRow } from '../survey/context';
import { standardConditions, type CompiledFilters } from './filters';
import { evaluate, loadGoals, questionsOf, variablesOf } from './metrics';
import { leafSampleRows, sampleCounts, samplesCell, samplesHeader, SAMPLES_COLUMN } from './ranking-samples';
import { Params, utcDay } from './sql';
import type { RankingCell, RankingData, RankingRow } from '../../schemas/api/ranking-data.gen';

export const LEAF_PAGE = 50;
export const MAX_ROWS = 1000;

/** The ranking as computed here; rankingAnswer (ranking-answer.ts) adds the segmented drill path and the completed-samples flag. */
export type ComputedRanking = Omit<RankingData, 'viewCompletedSamples' | 'segmentedDrillPath'>;

export interface RankingPage {
  from?: number;
  to?: number;
  sortVar?: string;
  sortDesc?: boolean;
}

export function rankingConfig(ctx: AnalyticsContext, name: string): { rankingVar: string; columns: VariableDef[]; detailsVariables: string[] } {
  const def = ctx.sa.rankings[name] ?? (name === 'default' ? undefined : null);
  if (def === null) throw new Invalid('unknown_ranking', `Survey "${ctx.survey.extName}" has no ranking configuration "${name}".`);
  const chosen = def ?? { rankingVar: [...ctx.sa.variables.keys()][0] ?? 'interviews', columns: [...ctx.sa.variables.keys()] };
  return { rankingVar: chosen.rankingVar, columns: variablesOf(ctx, chosen.columns), detailsVariables: chosen.detailsVariables ?? [] };
}

function cellOf(v: VariableDef, raw: number | null, goal: number | null, locale: string): RankingCell {
  const decimals = decimalsOf(v);
  const value = raw === null ? null : roundTo(raw, decimals);
  return { value, formattedValue: formatNumber(value, decimals, locale), target: targetOf(v, value, goal) };
}

function checkPage(page: RankingPage, max: number): { from: number; to: number } {
  const from = page.from ?? 0;
  const to = page.to ?? from + max;
  if (from < 0 || to < from) throw new Invalid('bad_page', `The rows ${from} to ${to} are not a range.`);
  if (to - from > max) throw new Invalid('bad_page', `At most ${max} rows at a time (asked for ${to - from}).`);
  return { from, to };
}

export async function computeRanking(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  tokens: FilterToken[],
  configName: string,
  page: RankingPage,
): Promise<ComputedRanking> {
  const { rankingVar: configured, columns, detailsVariables } = rankingConfig(ctx, configName);
  const rankType = filters.rankType ?? 0;
  // A rank-type shortcut ranks by the samples in that state.
  const rankingVar = rankType ? SAMPLES_COLUMN : configured;
  const { sortVar, sortDesc } = requestedSort(rankingVar, page);
  const sortIndex = columns.findIndex((c) => c.extName === sortVar);
  const bySamples = rankType > 0 && sortVar === SAMPLES_COLUMN;
  const children = await childrenOf(ctx, unit.id);
  if (rankType && children.length === 0) {
    const { from, to } = checkPage(page.from === undefined ? { ...page, from: 0, to: LEAF_PAGE } : page, LEAF_PAGE);
    const leaf = await leafSampleRows(ctx, unit, filters, tokens, rankType, { from, to, sortVar: page.sortVar, sortDesc: page.sortDesc });
    return { headers: leaf.headers, rows: leaf.rows, footer: null, rankingVar, leafRows: true, totalNumberRows: leaf.total };
  }
  if (sortIndex < 0 && sortVar !== 'name' && !bySamples) throw new Invalid('unknown_variable', `"${sortVar}" is not a column of this ranking.`);
  const headers = [
    { extName: 'name', title: text(ctx.locale, 'word.name'), type: 'text', sortable: true },
    ...columns.map((c) => ({ extName: c.extName, title: localize(c.title, ctx.locale), type: c.kind, sortable: true })),
    ...(rankType ? [samplesHeader(rankType, ctx.locale)] : []),
  ];
  const goals = await loadGoals(ctx);
  const rankVar = columns.find((c) => c.extName === rankingVar) ?? ctx.sa.variables.get(rankingVar) ?? null;
  const questions = [...new Set([...questionsOf(columns), INTERVIEWS])];
  const route = (path: string) => formatRoute({ path: path.split(','), filters: tokens });

  // The footer is the unit itself plus its children's subtrees: counted once, not twice.
  const groups = [...children.map((c) => ({ key: String(c.id), path: c.path })), { key: String(unit.id), path: unit.path, exact: children.length > 0 }];
  const base = { surveyId: ctx.survey.id, questions, period: filters.period, filters, sa: ctx.sa };
  const counts = await countAnswers(ctx.client, { ...base, groups });
  if (children.length) mergeGroups(counts, children.map((c) => String(c.id)), String(unit.id));
  const samples = rankType ? await sampleCounts(ctx, unit, children, filters, rankType) : null;

  const rowFor = (u: UnitRow, isFooter: boolean): RankingRow & { sortValue: number | string | null } => {
    const byQ = counts.get(String(u.id))?.get('');
    const cells = columns.map((v) => cellOf(v, evaluate(v, byQ), v.kind === 'count' ? null : goals.goalFor(v, u.path), ctx.locale));
    const rankCell = rankVar ? cells[columns.indexOf(rankVar)] : undefined;
    const sampleCell = samples ? [samplesCell(samples.get(u.id), ctx.locale)] : [];
    return {
      cells: [{ value: u.name, formattedValue: u.name }, ...cells, ...sampleCell],
      rankTarget: rankCell?.target ?? null,
      interviewId: null,
      sampleId: null,
      isComplete: true,
      alertId: null,
      accessAllowed: isFooter || inScope(ctx.scope, u.path),
      drillPath: route(u.path),
      detailsVariables: [],
      sortValue: bySamples ? sampleCell[0]!.value : sortIndex < 0 ? u.name : (cells[sortIndex]!.value as number | null),
    };
  };
  const footer = rowFor(unit, true);
  delete (footer as Partial<typeof footer>).sortValue;

  if (children.length === 0) {
    const leaf = await leafRows(ctx, unit, filters, tokens, columns, sortIndex < 0 ? null : columns[sortIndex]!, page, detailsVariables);
    return { headers, rows: leaf.rows, footer, rankingVar, leafRows: true, totalNumberRows: leaf.total };
  }

  const ranked = children.map((c) => rowFor(c, false));
  // Places by the ranking variable when it is a column (its value shown), whatever the rows are sorted by.
  const rankColumn = rankVar ? columns.indexOf(rankVar) : -1;
  if (rankVar && rankColumn >= 0) {
    const previous = await previousValues(ctx, children, filters, rankVar);
    const now = placesOf(ranked.map((r) => r.cells[1 + rankColumn]!.value as number | null), rankVar.inverse);
    const before = placesOf(previous, rankVar.inverse);
    ranked.forEach((r, i) => Object.assign(r, { rank: now[i] ?? null, previousRank: before[i] ?? null }));
  }
  const rows = sortRanked(ranked, (r) => r.sortValue, sortDesc, ctx.locale);
  const { from, to } = checkPage(page, MAX_ROWS);
  return {
    headers,
    rows: rows.slice(from, to).map(({ sortValue: _omit, ...r }) => r),
    footer,
    rankingVar,
    leafRows: false,
    totalNumberRows: rows.length,
  };
}

/** The ranking variable's value for each unit over the previous (trend) period, rounded as shown, for its places then. */
async function previousValues(ctx: AnalyticsContext, units: UnitRow[], filters: CompiledFilters, v: VariableDef): Promise<(number | null)[]> {
  const groups = units.map((u) => ({ key: String(u.id), path: u.path }));
  const counts = await countAnswers(ctx.client, { surveyId: ctx.survey.id, questions: questionsOf([v]), period: filters.trend, filters, sa: ctx.sa, groups });
  return units.map((u) => {
    const raw = evaluate(v, counts.get(String(u.id))?.get(''));
    return raw === null ? null : roundTo(raw, decimalsOf(v));
  });
}

/** A leaf unit's interviews: one row each, the column variables read from that interview's answers. */
async function leafRows(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  tokens: FilterToken[],
  columns: VariableDef[],
  sortBy: VariableDef | null,
  page: RankingPage,
  detailsVariables: string[],
): Promise<{ rows: RankingRow[]; total: number }> {
  const { from, to } = checkPage(page.from === undefined ? { ...page, from: 0, to: LEAF_PAGE } : page, LEAF_PAGE);
  const p = new Params();
  const where = [
    `i.survey_id = ${p.add(ctx.survey.id)}`,
    `i.unit_id = ${p.add(unit.id)}`,
    `i.responded_at >= ${utcDay(p, filters.period.from)}`,
    `i.responded_at < ${utcDay(p, filters.period.to)}`,
  ];
  if (usesRawRows({ filters })) where.push(standardConditions(filters, ctx.sa, p));
  const sortQuestion = sortBy && sortBy.question ? p.add(sortBy.question) : null;
  // The ranking order (core/ranking/order.ts) in SQL: valueless last both ways.
  const dir = (page.sortDesc ?? DEFAULT_SORT_DESC) ? 'desc' : 'asc';
  // The name column of an interview row is its id.
  const order = sortQuestion
    ? `(select a.num_value from answer a where a.interview_id = i.id and a.question = ${sortQuestion}) ${dir} nulls last, i.responded_at desc`
    : page.sortVar === 'name'
      ? `i.id ${dir}`
      : 'i.responded_at desc';
  const questions = p.add(columns.map((c) => c.question).filter(Boolean));
  const { rows } = await ctx.client.query<{ id: number; is_completed: boolean; answers: Record<string, number> | null; alert_id: number | null; sample_id: string | null; total: number }>({
    text: `select i.id, i.is_completed, count(*) over () as total,
              -- Through the sample index (survey, unit): sample has none on interview_id.
              (select min(s.id) from sample s where s.survey_id = i.survey_id and s.unit_id = i.unit_id and s.interview_id = i.id) as sample_id,
              (select jsonb_object_agg(a.question, a.num_value) from answer a where a.interview_id = i.id and a.question = any(${questions}::text[]) and a.num_value is not null) as answers,
              (select min(al.id) from alert al where al.interview_id = i.id and al.state in (${OPEN_ALERT_STATES.join(', ')})) as alert_id
         from interview i
        where ${where.join(' and ')}
        order by ${order}
        offset ${p.add(from)} limit ${p.add(to - from)}`,
    values: p.values,
  });
  const route = formatRoute({ path: unit.path.split(','), filters: tokens });
  const withDetails = columns.filter((c) => c.question && detailsVariables.includes(c.extName));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && from > 0) {
    const c = await ctx.client.query<{ n: number }>({ text: `select count(*)::int as n from interview i where ${where.join(' and ')}`, values: p.values.slice(0, where.length === 4 ? 4 : undefined) });
    total = c.rows[0]?.n ?? 0;
  }
  return {
    total,
    rows: rows.map((r) => ({
      cells: [
        { value: Number(r.id), formattedValue: responseNumber(Number(r.id)) },
        ...columns.map((v) => {
          const raw = v.kind === 'count' ? 1 : v.question ? (r.answers?.[v.question] ?? null) : null;
          return { value: raw === null ? null : Number(raw), formattedValue: formatNumber(raw === null ? null : Number(raw), v.kind === 'count' ? 0 : 0, ctx.locale) };
        }),
      ],
      rankTarget: null,
      interviewId: Number(r.id),
      sampleId: r.sample_id === null ? null : Number(r.sample_id),
      isComplete: r.is_completed,
      alertId: r.alert_id === null ? null : Number(r.alert_id),
      accessAllowed: true,
      drillPath: route,
      // Details need the sample behind the row and an answer to explain.
      detailsVariables: r.sample_id === null ? [] : withDetails.filter((c) => r.answers?.[c.question!] !== undefined).map((c) => c.extName),
    })),
  };
}
