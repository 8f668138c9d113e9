import { registerWidget } from '../../engine/index.tsx';
import { DeltaChart, KIND } from './DeltaChart.tsx';
import { chartWidgetQuery } from '../developmentLineChart/query.ts';
import { deltaChartFixtures } from './fixtures.ts';

registerWidget({ type: 'deltaChart', version: 2, component: DeltaChart, fixtures: deltaChartFixtures, query: chartWidgetQuery(KIND) });
