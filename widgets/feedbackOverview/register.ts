import { defineWidget } from '../../engine/index.tsx';
import { textAnalyticsWidgetQuery } from '../shared/feedback/query.ts';
import { feedbackOverviewFixtures } from './fixtures.ts';
import { FeedbackOverviewWidget } from './FeedbackOverviewWidget.tsx';

export const feedbackOverviewWidget = defineWidget({
  type: 'feedbackOverview',
  version: 1,
  component: FeedbackOverviewWidget,
  fixtures: feedbackOverviewFixtures,
  query: (ctx) => textAnalyticsWidgetQuery(ctx),
});
