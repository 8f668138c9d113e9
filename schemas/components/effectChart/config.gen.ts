/* Generated from schemas/components/effectChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartConfig } from '../common.gen.ts';

/**
 * Effect chart; uses priority chart data.
 */
export type EffectChartConfig = ChartConfig
