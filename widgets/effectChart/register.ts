import { registerWidget } from '../../engine/index.tsx';
import { EffectChart, KIND } from './EffectChart.tsx';
import { chartWidgetQuery } from '../developmentLineChart/query.ts';
import { effectChartFixtures } from './fixtures.ts';

registerWidget({ type: 'effectChart', version: 2, component: EffectChart, fixtures: effectChartFixtures, query: chartWidgetQuery(KIND) });
