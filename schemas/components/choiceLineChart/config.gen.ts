/* Generated from schemas/components/choiceLineChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { PeriodChartConfig } from '../common.gen.ts';

/**
 * Choice line chart (fetched with a dummy type segment).
 */
export type ChoiceLineChartConfig = PeriodChartConfig
