/* Generated from schemas/components/feedbackOverview/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TextAnalyticsResult } from '../common.gen.ts';

/**
 * Text analytics result.
 */
export type FeedbackOverviewData = TextAnalyticsResult
