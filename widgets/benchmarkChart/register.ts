import { defineWidget } from '../../engine/index.tsx';
import { BenchmarkChart, KIND } from './BenchmarkChart.tsx';
import { benchmarkChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const benchmarkChartWidget = defineWidget({
  type: 'benchmarkChart',
  version: 2,
  component: BenchmarkChart,
  fixtures: benchmarkChartFixtures,
  query: chartWidgetQuery(KIND),
});
