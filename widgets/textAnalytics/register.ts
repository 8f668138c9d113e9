import { defineWidget } from '../../engine/index.tsx';
import { textAnalyticsWidgetQuery } from '../shared/feedback/query.ts';
import { textAnalyticsFixtures } from './fixtures.ts';
import { TextAnalyticsWidget } from './TextAnalyticsWidget.tsx';

export const textAnalyticsWidget = defineWidget({
  type: 'textAnalytics',
  version: 1,
  component: TextAnalyticsWidget,
  fixtures: textAnalyticsFixtures,
  query: (ctx) => textAnalyticsWidgetQuery(ctx),
});
