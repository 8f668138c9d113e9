/* Generated from schemas/components/benchmarkChart/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ChartData } from '../../api/chart-data.gen.ts';

/**
 * Chart data.
 */
export type BenchmarkChartData = ChartData
