import { registerWidget } from '../../engine/index.tsx';
import { EffectChart } from './EffectChart.tsx';
import { effectChartFixtures } from './fixtures.ts';

registerWidget({ type: 'effectChart', version: 2, component: EffectChart, fixtures: effectChartFixtures });
