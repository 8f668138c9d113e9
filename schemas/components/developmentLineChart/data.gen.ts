/* Generated from schemas/components/developmentLineChart/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartData } from '../../api/chart-data.gen.ts';

/**
 * Chart data (GET vuejs/charts/chart/{survey}/{id}/{period}/{path}).
 */
export type DevelopmentLineChartData = ChartData
