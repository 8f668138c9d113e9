/* Generated from schemas/components/deltaChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartConfig } from '../common.gen.ts';

/**
 * Delta chart (fetched with a dummy type segment).
 */
export type DeltaChartConfig = ChartConfig
