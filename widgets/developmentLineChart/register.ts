import { defineWidget } from '../../engine/index.tsx';
import { DevelopmentLineChart } from './DevelopmentLineChart.tsx';
import { developmentLineChartFixtures } from './fixtures.ts';

export const developmentLineChartWidget = defineWidget({
  type: 'developmentLineChart',
  version: 2,
  component: DevelopmentLineChart,
  fixtures: developmentLineChartFixtures,
});
