import { registerWidget } from '../../engine/index.tsx';
import { GroupedChart } from './GroupedChart.tsx';
import { groupedChartFixtures } from './fixtures.ts';

registerWidget({ type: 'groupedChart', version: 2, component: GroupedChart, fixtures: groupedChartFixtures });
