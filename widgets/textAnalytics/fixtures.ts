import type { WidgetFixture } from '../../engine/index.tsx';
import { emptyFeedbackResult, feedbackResult } from '../shared/feedback/fixtures.ts';

export const textAnalyticsFixtures: WidgetFixture<'textAnalytics'>[] = [
  { name: 'Shares of the store visits’ comments with the top categories', config: { size: 6, detailsPage: 'feedback', title: { en: 'What customers say', sv: 'Vad kunderna säger' } }, data: feedbackResult() },
  { name: 'No comments in the selection', config: { size: 6 }, data: emptyFeedbackResult() },
];
