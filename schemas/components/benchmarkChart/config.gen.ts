/* Generated from schemas/components/benchmarkChart/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { PeriodChartConfig } from '../common.gen.ts';

/**
 * Benchmark chart: y tick interval 10, optional lower and upper y bounds, default period years.
 */
export type BenchmarkChartConfig = PeriodChartConfig
