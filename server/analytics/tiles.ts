/**
 * Variable tiles (spec 2 section 3, Variable tile): value over the selection period, base, difference against the
 * trend period with its arrow, goal and goal colour, scale and progress (capped at 100 %).
 */
import { isRankType, withRankType } from '../../core/ranking/rankType';
import {
  decimalsOf,
  diffArrowOf,
  diffOf,
  formatNumber,
  localize,
  progressOf,
  roundTo,
  scaleOf,
  targetOf,
  TARGET_COLOURS,
  type VariableDef,
} from '../../core/metrics/variables';
import { describePeriod } from '../../core/metrics/periods';
import { text } from '../i18n';
import { formatRoute, type FilterToken } from '../../core/drillpath/tokens';
import { countAnswers, INTERVIEWS } from './counts';
import { inScope, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { CompiledFilters } from './filters';
import { evaluate, loadGoals, questionsOf } from './metrics';
import type { UnitValue, VariableTile } from '../../schemas/api/variable-block.gen';
import { SAMPLES_CONTACTED } from './rollup';

/** The shortcut page that is the alert list screen (core/metrics/variables.ts `shortcutPage`). */
const ALERTS_SCREEN = 'alerts';

export async function computeTiles(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  tokens: FilterToken[],
  vars: VariableDef[],
): Promise<VariableTile[]> {
  const questions = [...new Set([...questionsOf(vars), INTERVIEWS])];
  const { parent, organisation } = await comparisonUnits(ctx, unit);
  const groups = [{ key: 'u', path: unit.path }, ...(parent ? [{ key: 'p', path: parent.path }] : []), ...(organisation ? [{ key: 'o', path: organisation.path }] : [])];
  const base = { surveyId: ctx.survey.id, groups, questions, filters, sa: ctx.sa };
  // One connection per request: its queries run one after the other.
  const now = await countAnswers(ctx.client, { ...base, period: filters.period });
  const before = await countAnswers(ctx.client, { ...base, period: filters.trend });
  const goals = await loadGoals(ctx);
  const cur = now.get('u')?.get('');
  const prev = before.get('u')?.get('');
  const interviews = cur?.get(INTERVIEWS)?.n ?? 0;
  const valueAt = (v: VariableDef, at: { name: string }, key: string): UnitValue => {
    const raw = evaluate(v, now.get(key)?.get(''));
    const value = raw === null ? null : roundTo(raw, decimalsOf(v));
    return { name: at.name, value, formattedValue: formatNumber(value, decimalsOf(v), ctx.locale) };
  };
  return vars.map((v) => {
    const decimals = decimalsOf(v);
    const rawValue = evaluate(v, cur);
    const rawTrend = evaluate(v, prev);
    // Compared as shown: a goal met on screen is met in the colours too.
    const value = rawValue === null ? null : roundTo(rawValue, decimals);
    const trendValue = rawTrend === null ? null : roundTo(rawTrend, decimals);
    const diff = diffOf(value, trendValue);
    const goal = v.kind === 'count' ? null : goals.goalFor(v, unit.path);
    const scale = scaleOf(v);
    const target = targetOf(v, value, goal);
    const baseCount = v.kind === 'responseRate' ? (cur?.get(SAMPLES_CONTACTED)?.n ?? 0) : v.kind === 'count' ? interviews : (cur?.get(v.question ?? '')?.n ?? 0);
    const tile: VariableTile = {
      title: localize(v.title, ctx.locale),
      helpText: localize(v.helpText, ctx.locale),
      formattedValue: formatNumber(value, decimals, ctx.locale),
      formattedBase: `n = ${formatNumber(baseCount, 0, ctx.locale)}`,
      formattedDiff: diff === null ? '' : formatNumber(diff, decimals, ctx.locale, true),
      formattedGoal: goal === null ? '' : formatNumber(goal, decimals, ctx.locale),
      value,
      trendValue,
      formattedTrendValue: formatNumber(trendValue, decimals, ctx.locale),
      previousPeriod: describePeriod(filters.trend, text(ctx.locale, 'period.allTime')),
      goalValue: goal,
      minValue: scale?.min ?? null,
      maxValue: scale?.max ?? null,
      diffArrow: diffArrowOf(diff),
      inverse: v.inverse ?? false,
      hideProgressBar: scale === null,
      progress: progressOf(v, value),
      target: target === null ? null : TARGET_COLOURS[target],
      ...(parent ? { parent: valueAt(v, parent, 'p') } : {}),
      ...(organisation ? { organisation: valueAt(v, organisation, 'o') } : {}),
      type: v.kind,
      // A tile that opens the alert list shows as an alert tile, when the survey has alerts to list (spec 2 section 3).
      alertMode: v.shortcutPage === ALERTS_SCREEN && ctx.sa.raw.alerts != null,
    };
    if (v.shortcutPage) {
      tile.shortcutPage = v.shortcutPage;
      const rankType = v.shortcutRankType;
      const shortcutTokens = rankType !== undefined && isRankType(rankType) ? withRankType(tokens, rankType) : tokens;
      tile.shortcutDrillPath = formatRoute({ path: unit.path.split(','), filters: shortcutTokens });
    }
    return tile;
  });
}

type NamedUnit = Pick<UnitRow, 'path' | 'name'>;

/**
 * The units a tile's value is compared with: the level above and the whole organisation (the root), each only
 * when the caller's role may see it, and the organisation once (not when it is the level above or the unit).
 */
async function comparisonUnits(ctx: AnalyticsContext, unit: UnitRow): Promise<{ parent: NamedUnit | null; organisation: NamedUnit | null }> {
  const segments = unit.path.split(',');
  if (segments.length < 2) return { parent: null, organisation: null };
  const parentPath = segments.slice(0, -1).join(',');
  const rootPath = segments[0]!;
  const wanted = [parentPath, rootPath].filter((p) => inScope(ctx.scope, p));
  if (!wanted.length) return { parent: null, organisation: null };
  const { rows } = await ctx.client.query<NamedUnit>(`select path, name from unit where survey_id = $1 and path = any($2::text[])`, [ctx.survey.id, wanted]);
  const at = (path: string) => rows.find((r) => r.path === path) ?? null;
  return { parent: parentPath === rootPath ? null : at(parentPath), organisation: at(rootPath) };
}
