/* Generated from schemas/components/feedbackSentiment/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TextAnalyticsResult } from '../common.gen.ts';

/**
 * Text analytics result.
 */
export type FeedbackSentimentData = TextAnalyticsResult
