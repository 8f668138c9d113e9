import { registerWidget } from '../../engine/index.tsx';
import { ChoiceLineChart, KIND } from './ChoiceLineChart.tsx';
import { chartWidgetQuery } from '../developmentLineChart/query.ts';
import { choiceLineChartFixtures } from './fixtures.ts';

registerWidget({ type: 'choiceLineChart', version: 2, component: ChoiceLineChart, fixtures: choiceLineChartFixtures, query: chartWidgetQuery(KIND) });
