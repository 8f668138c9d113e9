/* Generated from schemas/api/variable-chart.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartData } from './chart-data.gen.ts';

/**
 * Chart of one variable tile (GET vuejs/variables/fetchVariableChart/{survey}/{id}/{path}/{index}): one descriptor, the tile's variable; one series entry per month ('YYYY-MM') of the trend and selection periods, null where there is no data.
 */
export type VariableChart = ChartData
