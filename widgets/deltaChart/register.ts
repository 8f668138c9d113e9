import { defineWidget } from '../../engine/index.tsx';
import { DeltaChart, KIND } from './DeltaChart.tsx';
import { deltaChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const deltaChartWidget = defineWidget({
  type: 'deltaChart',
  version: 2,
  component: DeltaChart,
  fixtures: deltaChartFixtures,
  query: chartWidgetQuery(KIND),
});
