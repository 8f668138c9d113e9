import { defineWidget } from '../../engine/index.tsx';
import { ChoiceLineChart, KIND } from './ChoiceLineChart.tsx';
import { choiceLineChartFixtures } from './fixtures.ts';
import { chartWidgetQuery } from '../shared/chartQuery.ts';

export const choiceLineChartWidget = defineWidget({
  type: 'choiceLineChart',
  version: 2,
  component: ChoiceLineChart,
  fixtures: choiceLineChartFixtures,
  query: chartWidgetQuery(KIND),
});
