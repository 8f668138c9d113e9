import { registerWidget } from '../../engine/index.tsx';
import { BenchmarkChart, KIND } from './BenchmarkChart.tsx';
import { chartWidgetQuery } from '../developmentLineChart/query.ts';
import { benchmarkChartFixtures } from './fixtures.ts';

registerWidget({ type: 'benchmarkChart', version: 2, component: BenchmarkChart, fixtures: benchmarkChartFixtures, query: chartWidgetQuery(KIND) });
