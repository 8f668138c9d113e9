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
import { formatRoute, type FilterToken } from '../../core/drillpath/tokens';
import { countAnswers, INTERVIEWS } from './counts';
import type { AnalyticsContext, UnitRow } from '../survey/context';
import type { CompiledFilters } from './filters';
import { evaluate, loadGoals, questionsOf } from './metrics';
import { SAMPLES_CONTACTED } from './rollup';
import type { VariableBlock } from '../../schemas/api/variable-block.gen';

/** One tile as the block call answers it (schemas/api/variable-block.schema.json). */
export type VariableTile = VariableBlock['variables'][number];

export async function computeTiles(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  tokens: FilterToken[],
  vars: VariableDef[],
): Promise<VariableTile[]> {
  const questions = [...new Set([...questionsOf(vars), INTERVIEWS])];
  const groups = [{ key: 'u', path: unit.path }];
  const base = { surveyId: ctx.survey.id, groups, questions, filters, sa: ctx.sa };
  // One connection per request: its queries run one after the other.
  const now = await countAnswers(ctx.client, { ...base, period: filters.period });
  const before = await countAnswers(ctx.client, { ...base, period: filters.trend });
  const goals = await loadGoals(ctx);
  const cur = now.get('u')?.get('');
  const prev = before.get('u')?.get('');
  const interviews = cur?.get(INTERVIEWS)?.n ?? 0;
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
      goalValue: goal,
      minValue: scale?.min ?? null,
      maxValue: scale?.max ?? null,
      diffArrow: diffArrowOf(diff),
      inverse: v.inverse ?? false,
      hideProgressBar: scale === null,
      progress: progressOf(v, value),
      target: target === null ? null : TARGET_COLOURS[target],
      extraVariables: [
        { title: describePeriod(filters.trend), formattedValue: formatNumber(trendValue, decimals, ctx.locale) },
      ],
      type: v.kind,
      alertMode: false,
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
