import { defineWidget } from '../../engine/index.tsx';
import { textAnalyticsWidgetQuery } from '../shared/feedback/query.ts';
import { feedbackSentimentFixtures } from './fixtures.ts';
import { FeedbackSentimentWidget } from './FeedbackSentimentWidget.tsx';

export const feedbackSentimentWidget = defineWidget({
  type: 'feedbackSentiment',
  version: 1,
  component: FeedbackSentimentWidget,
  fixtures: feedbackSentimentFixtures,
  query: (ctx) => textAnalyticsWidgetQuery(ctx),
});
