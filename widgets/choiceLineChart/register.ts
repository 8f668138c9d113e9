import { defineWidget } from '../../engine/index.tsx';
import { ChoiceLineChart } from './ChoiceLineChart.tsx';
import { choiceLineChartFixtures } from './fixtures.ts';

export const choiceLineChartWidget = defineWidget({
  type: 'choiceLineChart',
  version: 2,
  component: ChoiceLineChart,
  fixtures: choiceLineChartFixtures,
});
