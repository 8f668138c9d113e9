/* Generated from schemas/components/textAnalytics/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TextAnalytics } from '../../api/text-analytics.gen.ts';

/**
 * Text analytics (GET vuejs/textanalytics/result/{survey}/{id}?path=).
 */
export type TextAnalyticsData = TextAnalytics
