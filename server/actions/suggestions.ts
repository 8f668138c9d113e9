/**
 * Suggested actions: the weakest of the unit's high-importance drivers that have no open action there. High
 * importance is at or above the median importance of the drivers (over the selected period); the weakest are those
 * with the lowest performance. A driver is suggested through the actionable item whose variable reads its question.
 */
import { addDays, formatDate } from '../../core/dates';
import { ACTION_OPEN } from '../../core/actions/rules';
import { localize } from '../../core/metrics/variables';
import { driverAnalysis } from '../analytics/charts';
import type { CompiledFilters } from '../analytics/filters';
import { loadGoals } from '../analytics/metrics';
import type { AnalyticsContext, UnitRow } from '../survey/context';
import type { ActionSummary } from '../../schemas/api/action-plan-data.gen';
import type { ActionConfig } from './config';
import type { ActionRow } from './store';
import { varData } from './summary';
import { expressionValue, formatValue, rangeText } from './value';

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export async function suggestedActions(ctx: AnalyticsContext, cfg: ActionConfig, unit: UnitRow, filters: CompiledFilters, actions: ActionRow[]): Promise<ActionSummary[]> {
  if (!ctx.sa.drivers || cfg.suggestions === 0) return [];
  const open = new Set(actions.filter((a) => a.state === ACTION_OPEN).map((a) => a.item));
  const drivers = (await driverAnalysis(ctx, unit, filters)).filter((d) => d.importance !== null && d.performance !== null);
  if (!drivers.length) return [];
  const bar = median(drivers.map((d) => d.importance!));
  const candidates = drivers
    .filter((d) => d.importance! >= bar)
    .sort((a, b) => a.performance! - b.performance! || b.importance! - a.importance!)
    .flatMap((d) => {
      const item = cfg.items.find((i) => ctx.sa.variables.get(i.expression)?.question === d.question && !open.has(i.extname));
      return item ? [{ driver: d, item }] : [];
    })
    .slice(0, cfg.suggestions);
  const goals = await loadGoals(ctx);
  const from = ctx.today;
  const deadline = addDays(from, cfg.defaultDays);
  const selection = { from: filters.period.from, to: addDays(filters.period.to, -1) };
  return Promise.all(
    candidates.map(async ({ driver, item }) => {
      const v = ctx.sa.variables.get(item.expression)!;
      const { value } = await expressionValue(ctx, unit, v, selection);
      const goal = goals.goalFor(v, unit.path);
      return {
        id: 0,
        extname: item.extname,
        path: unit.path,
        variableText: localize(item.title, ctx.locale),
        goalText: formatValue(ctx, v, goal),
        periodText: rangeText(ctx, { from, to: deadline }),
        deadlineText: formatDate(deadline),
        filterText: unit.name,
        endValueText: formatValue(ctx, v, value),
        varData: varData(v, value, goal, { importance: driver.importance! }),
        state: ACTION_OPEN,
      };
    }),
  );
}
