import { registerWidget } from '../../engine/index.tsx';
import { PriorityChart } from './PriorityChart.tsx';
import { priorityChartFixtures } from './fixtures.ts';

registerWidget({ type: 'priorityChart', version: 2, component: PriorityChart, fixtures: priorityChartFixtures });
