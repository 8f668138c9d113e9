import { registerWidget } from '../../engine/index.tsx';
import { BenchmarkChart } from './BenchmarkChart.tsx';
import { benchmarkChartFixtures } from './fixtures.ts';

registerWidget({ type: 'benchmarkChart', version: 2, component: BenchmarkChart, fixtures: benchmarkChartFixtures });
