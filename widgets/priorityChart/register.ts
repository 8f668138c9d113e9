import { defineWidget } from '../../engine/index.tsx';
import { PriorityChart } from './PriorityChart.tsx';
import { priorityChartFixtures } from './fixtures.ts';

export const priorityChartWidget = defineWidget({
  type: 'priorityChart',
  version: 2,
  component: PriorityChart,
  fixtures: priorityChartFixtures,
});
