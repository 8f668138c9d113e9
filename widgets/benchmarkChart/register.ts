import { defineWidget } from '../../engine/index.tsx';
import { BenchmarkChart } from './BenchmarkChart.tsx';
import { benchmarkChartFixtures } from './fixtures.ts';

export const benchmarkChartWidget = defineWidget({
  type: 'benchmarkChart',
  version: 2,
  component: BenchmarkChart,
  fixtures: benchmarkChartFixtures,
});
