/* Generated from schemas/api/params/text-analytics-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText } from './path-parts.gen.ts';

/**
 * GET vuejs/textanalytics/result/...?path=: the drill path (with ;filter tokens) the figures are for; the spec's path has no drill segment, so it rides in the query. The survey's top unit (the caller's scope applied) when absent.
 */
export interface TextAnalyticsQuery {
path?: DrillText
}
