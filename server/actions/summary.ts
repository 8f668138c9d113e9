/** One action as a list shows it (spec 2 section 3, Action): texts in the reader's language and the numbers behind them. */
import { formatDate } from '../../core/dates';
import { scaleOf, type VariableDef } from '../../core/metrics/variables';
import { ACTION_OPEN } from '../../core/actions/rules';
import type { AnalyticsContext } from '../survey/context';
import type { ActionSummary } from '../../schemas/api/action-plan-data.gen';
import { itemTitle, type ActionConfig } from './config';
import type { ActionRow } from './store';
import { effectiveRange, expressionValue, formatValue, rangeText } from './value';

export function varData(v: VariableDef | undefined, value: number | null, goal: number | null, extra: { importance?: number } = {}): ActionSummary['varData'] {
  const scale = v ? scaleOf(v) : null;
  return { value, goal, inverse: Boolean(v?.inverse), ...(scale ? { min: scale.min, max: scale.max } : {}), ...extra };
}

/** A closed action shows the value its evaluation found; an open one the value so far. */
export async function actionSummary(ctx: AnalyticsContext, cfg: ActionConfig, row: ActionRow): Promise<ActionSummary> {
  const v = ctx.sa.variables.get(row.expression);
  const value = row.state === ACTION_OPEN ? (v ? (await expressionValue(ctx, row, v, effectiveRange(row.periodStart, row.deadline, ctx.today))).value : null) : row.endValue;
  return {
    id: row.id,
    extname: row.item,
    path: row.path,
    variableText: itemTitle(ctx, cfg, row.item, row.expression),
    goalText: formatValue(ctx, v, row.goal),
    periodText: rangeText(ctx, { from: row.periodStart, to: row.deadline }),
    deadlineText: formatDate(row.deadline),
    filterText: row.unitName,
    endValueText: formatValue(ctx, v, value),
    varData: varData(v, value, row.goal),
    state: row.state,
  };
}
