import { registerWidget } from '../../engine/index.tsx';
import { GroupedChart, KIND } from './GroupedChart.tsx';
import { chartWidgetQuery } from '../developmentLineChart/query.ts';
import { groupedChartFixtures } from './fixtures.ts';

registerWidget({ type: 'groupedChart', version: 2, component: GroupedChart, fixtures: groupedChartFixtures, query: chartWidgetQuery(KIND) });
