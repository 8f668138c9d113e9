/* Generated from schemas/components/groupedChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartConfig } from '../common.gen.ts';

/**
 * Grouped chart (fetched with a dummy type segment).
 */
export type GroupedChartConfig = ChartConfig
