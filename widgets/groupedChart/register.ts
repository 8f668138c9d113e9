import { defineWidget } from '../../engine/index.tsx';
import { GroupedChart, KIND } from './GroupedChart.tsx';
import { groupedChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const groupedChartWidget = defineWidget({
  type: 'groupedChart',
  version: 2,
  component: GroupedChart,
  fixtures: groupedChartFixtures,
  query: chartWidgetQuery(KIND),
});
