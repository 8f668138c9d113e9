import { defineWidget } from '../../engine/index.tsx';
import { DeltaChart } from './DeltaChart.tsx';
import { deltaChartFixtures } from './fixtures.ts';

export const deltaChartWidget = defineWidget({
  type: 'deltaChart',
  version: 2,
  component: DeltaChart,
  fixtures: deltaChartFixtures,
});
