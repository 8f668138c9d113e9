import { defineWidget } from '../../engine/index.tsx';
import { GroupedChart } from './GroupedChart.tsx';
import { groupedChartFixtures } from './fixtures.ts';

export const groupedChartWidget = defineWidget({
  type: 'groupedChart',
  version: 2,
  component: GroupedChart,
  fixtures: groupedChartFixtures,
});
