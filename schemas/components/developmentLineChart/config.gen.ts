/* Generated from schemas/components/developmentLineChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { PeriodChartConfig } from '../common.gen.ts';

/**
 * Development line chart: one line per variable over time.
 */
export type DevelopmentLineChartConfig = PeriodChartConfig
