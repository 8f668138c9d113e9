import { registerWidget } from '../../engine/index.tsx';
import { PriorityChart, KIND } from './PriorityChart.tsx';
import { chartWidgetQuery } from '../developmentLineChart/query.ts';
import { priorityChartFixtures } from './fixtures.ts';

registerWidget({ type: 'priorityChart', version: 2, component: PriorityChart, fixtures: priorityChartFixtures, query: chartWidgetQuery(KIND) });
