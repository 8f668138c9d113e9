import { registerWidget } from '../../engine/index.tsx';
import { DevelopmentLineChart, KIND } from './DevelopmentLineChart.tsx';
import { chartWidgetQuery } from './query.ts';
import { developmentLineChartFixtures } from './fixtures.ts';

registerWidget({ type: 'developmentLineChart', version: 2, component: DevelopmentLineChart, fixtures: developmentLineChartFixtures, query: chartWidgetQuery(KIND) });
