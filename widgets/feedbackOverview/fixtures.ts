import type { WidgetFixture } from '../../engine/index.tsx';
import { emptyFeedbackResult, feedbackResult } from '../shared/feedback/fixtures.ts';

export const feedbackOverviewFixtures: WidgetFixture<'feedbackOverview'>[] = [
  { name: 'The four most mentioned categories', config: { size: 6 }, data: feedbackResult() },
  { name: 'No categories in the selection', config: { size: 6 }, data: emptyFeedbackResult() },
];
