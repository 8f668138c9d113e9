import { registerWidget } from '../../engine/index.tsx';
import { DeltaChart } from './DeltaChart.tsx';
import { deltaChartFixtures } from './fixtures.ts';

registerWidget({ type: 'deltaChart', version: 2, component: DeltaChart, fixtures: deltaChartFixtures });
