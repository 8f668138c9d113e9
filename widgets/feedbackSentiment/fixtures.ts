import type { WidgetFixture } from '../../engine/index.tsx';
import { emptyFeedbackResult, feedbackResult } from '../shared/feedback/fixtures.ts';

export const feedbackSentimentFixtures: WidgetFixture<'feedbackSentiment'>[] = [
  { name: 'Categories with their results per question', config: { size: 12 }, data: feedbackResult() },
  { name: 'No categories in the selection', config: { size: 12 }, data: emptyFeedbackResult() },
];
