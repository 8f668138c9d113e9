/**
 * The action chart (POST vuejs/charts/actionchart/{survey}/{id}): the development of the action's expression at its
 * unit, by week for a period up to 92 days and by month otherwise, from some time before the from date (8 weeks or
 * 6 months) to the deadline, with the action's goal as the descriptor's goal line and the buckets of the from date
 * and the deadline named so the chart can mark the period.
 */
import { addDays, addMonths, daysBetween } from '../../core/dates';
import { bucketLabel, bucketStart, type Granularity } from '../../core/metrics/periods';
import { developmentSeries } from '../analytics/charts';
import { Invalid } from '../errors';
import { drillRequest, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { ActionChart } from '../../schemas/api/action-chart.gen';
import type { ActionChartRequest } from '../../schemas/api/action-chart-request.gen';
import { variableOf } from './config';
import { findAction } from './store';

const WEEKLY_UP_TO_DAYS = 92;

export async function actionChartAnswer(ctx: AnalyticsContext, id: number, body: ActionChartRequest): Promise<ActionChart> {
  let unit: Pick<UnitRow, 'path'>;
  let expression: string, from: string, deadline: string, goal: number;
  if (id !== 0) {
    const row = await findAction(ctx, id);
    ({ expression, periodStart: from, deadline, goal } = row);
    unit = row;
  } else {
    const missing = (['expression', 'path', 'periodStartDate', 'deadline', 'goal'] as const).filter((k) => body[k] === undefined);
    if (missing.length) throw new Invalid('chart_incomplete', `A chart of a new action needs ${missing.join(', ')}.`);
    unit = (await drillRequest(ctx, body.path!)).unit;
    expression = body.expression!;
    from = body.periodStartDate!;
    deadline = body.deadline!;
    goal = body.goal!;
  }
  if (deadline < from) throw new Invalid('deadline_before_start', `The deadline ${deadline} lies before the from date ${from}.`);
  const v = variableOf(ctx, expression);
  const g: Granularity = daysBetween(from, deadline) <= WEEKLY_UP_TO_DAYS ? 'weeks' : 'months';
  const start = bucketStart(g === 'weeks' ? addDays(from, -56) : addMonths(from, -6), g);
  const span = { from: start, to: addDays(deadline, 1) };
  const chart = await developmentSeries(ctx, unit as UnitRow, { period: span, trend: span, standard: [...ctx.questionFilters], timeCode: '' }, [v], g, span);
  chart.descriptors = chart.descriptors.map((d) => ({ ...d, goal }));
  return {
    chart,
    goal,
    period: { from, to: deadline },
    periodStartLabel: bucketLabel(bucketStart(from, g), g),
    deadlineLabel: bucketLabel(bucketStart(deadline, g), g),
  };
}
