/* Generated from schemas/components/choiceLineChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { PeriodChartConfig } from '../common.gen.ts';

/**
 * Choice line chart (fetched with a dummy type segment): the share of each choice of a question over time.
 */
export type ChoiceLineChartConfig = (PeriodChartConfig & {
/**
 * The question whose choices are drawn: one line per value of its scale (titled by its `choices`, else the value), the share of answers in % per period.
 */
question?: string
})
