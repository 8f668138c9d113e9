import { registerWidget } from '../../engine/index.tsx';
import { DevelopmentLineChart } from './DevelopmentLineChart.tsx';
import { developmentLineChartFixtures } from './fixtures.ts';

registerWidget({ type: 'developmentLineChart', version: 2, component: DevelopmentLineChart, fixtures: developmentLineChartFixtures });
