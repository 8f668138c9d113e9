/* Generated from schemas/components/groupedChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartConfig } from '../common.gen.ts';

/**
 * Grouped chart (fetched with a dummy type segment): the chart's variables (chartVariables) grouped by a background variable or by child units.
 */
export type GroupedChartConfig = (ChartConfig & {
/**
 * What the bars are grouped by: a background variable (the extName of a standard filter with options), one bar group per option; without it, the drill unit's child units.
 */
groupBy?: string
})
