import { defineWidget } from '../../engine/index.tsx';
import { EffectChart } from './EffectChart.tsx';
import { effectChartFixtures } from './fixtures.ts';

export const effectChartWidget = defineWidget({
  type: 'effectChart',
  version: 2,
  component: EffectChart,
  fixtures: effectChartFixtures,
});
