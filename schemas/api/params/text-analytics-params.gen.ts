/* Generated from schemas/api/params/text-analytics-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * A text analytics component of the survey configuration (text analytics, feedback overview, feedback sentiment, feedback search): GET vuejs/textanalytics/result/{survey}/{id}, POST vuejs/textanalytics/search/{survey}/{id}.
 */
export interface TextAnalyticsParams {
survey: ExtName
id: ExtName
}
