import type { BenchmarkChartConfig } from '../../schemas/components/benchmarkChart/config.gen.ts';
import type { WidgetProps } from '../../engine/index.tsx';
import { ChartWidget } from '../shared/ChartWidget.tsx';
import type { ChartKind } from '../shared/chartQuery.ts';

/** The benchmark chart's y axis ticks every 10 (spec 2 section 9). */
export const BENCHMARK_TICK_INTERVAL = 10;

export const KIND: ChartKind = { type: 'benchmarkChart', shape: 'bar', periods: [], defaultPeriod: 'years', yTickInterval: BENCHMARK_TICK_INTERVAL, defaultTitle: 'benchmark' };

/** Benchmark chart: bars per unit, y ticks every 10, optional lower/upper y bounds, default period years. */
export function BenchmarkChart({ id, config }: WidgetProps<BenchmarkChartConfig>) {
  return <ChartWidget id={id} config={config} kind={KIND} />;
}
