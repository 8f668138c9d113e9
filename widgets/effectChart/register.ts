import { defineWidget } from '../../engine/index.tsx';
import { EffectChart, KIND } from './EffectChart.tsx';
import { effectChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const effectChartWidget = defineWidget({
  type: 'effectChart',
  version: 2,
  component: EffectChart,
  fixtures: effectChartFixtures,
  query: chartWidgetQuery(KIND),
});
