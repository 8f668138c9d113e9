/* Generated from schemas/components/textAnalytics/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TextAnalyticsResult } from '../common.gen.ts';

/**
 * Text analytics (GET vuejs/textanalytics/result/{survey}/{id}).
 */
export type TextAnalyticsData = TextAnalyticsResult
