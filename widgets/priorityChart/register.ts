import { defineWidget } from '../../engine/index.tsx';
import { PriorityChart, KIND } from './PriorityChart.tsx';
import { priorityChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const priorityChartWidget = defineWidget({
  type: 'priorityChart',
  version: 2,
  component: PriorityChart,
  fixtures: priorityChartFixtures,
  query: chartWidgetQuery(KIND),
});
