/* Generated from schemas/components/effectChart/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartData } from '../../api/chart-data.gen.ts';

/**
 * Chart data (priority chart data).
 */
export type EffectChartData = ChartData
