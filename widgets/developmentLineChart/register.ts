import { defineWidget } from '../../engine/index.tsx';
import { DevelopmentLineChart, KIND } from './DevelopmentLineChart.tsx';
import { developmentLineChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const developmentLineChartWidget = defineWidget({
  type: 'developmentLineChart',
  version: 2,
  component: DevelopmentLineChart,
  fixtures: developmentLineChartFixtures,
  query: chartWidgetQuery(KIND),
});
