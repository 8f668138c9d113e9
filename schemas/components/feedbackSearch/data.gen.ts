/* Generated from schemas/components/feedbackSearch/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TextSearchResult } from '../../api/text-search-result.gen.ts';

/**
 * Search answer rows (POST vuejs/textanalytics/search/{survey}/{id}).
 */
export type FeedbackSearchData = TextSearchResult
