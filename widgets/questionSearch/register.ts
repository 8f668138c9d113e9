import { defineWidget } from '../../engine/index.tsx';
import { questionSearchWidgetQuery } from '../shared/feedback/query.ts';
import { questionSearchFixtures } from './fixtures.ts';
import { QuestionSearchWidget } from './QuestionSearchWidget.tsx';

export const questionSearchWidget = defineWidget({
  type: 'questionSearch',
  version: 1,
  component: QuestionSearchWidget,
  fixtures: questionSearchFixtures,
  query: (ctx) => questionSearchWidgetQuery(ctx),
});
