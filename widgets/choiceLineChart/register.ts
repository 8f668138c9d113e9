import { registerWidget } from '../../engine/index.tsx';
import { ChoiceLineChart } from './ChoiceLineChart.tsx';
import { choiceLineChartFixtures } from './fixtures.ts';

registerWidget({ type: 'choiceLineChart', version: 2, component: ChoiceLineChart, fixtures: choiceLineChartFixtures });
