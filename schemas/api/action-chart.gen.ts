/* Generated from schemas/api/action-chart.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionPeriod } from './action-effective-period.gen.ts';
import type { ChartData } from './chart-data.gen.ts';

/**
 * The development of an action's expression at its unit, by month (by week for a period up to 92 days), with the goal line and the action period marked: periodStartLabel and deadlineLabel name the buckets holding the from date and the deadline.
 */
export interface ActionChart {
chart: ChartData
goal: number
period: ActionPeriod
periodStartLabel: string
deadlineLabel: string
}
