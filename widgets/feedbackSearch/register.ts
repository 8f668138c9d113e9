import { defineWidget } from '../../engine/index.tsx';
import { feedbackSearchWidgetQuery } from '../shared/feedback/query.ts';
import { feedbackSearchFixtures } from './fixtures.ts';
import { FeedbackSearchWidget } from './FeedbackSearchWidget.tsx';

export const feedbackSearchWidget = defineWidget({
  type: 'feedbackSearch',
  version: 1,
  component: FeedbackSearchWidget,
  fixtures: feedbackSearchFixtures,
  query: (ctx) => feedbackSearchWidgetQuery(ctx),
});
