/* Generated from schemas/api/text-search-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText } from './params/path-parts.gen.ts';

/**
 * What to look for; blank finds every comment.
 * 
 * This interface was referenced by `TextSearchRequest`'s JSON-Schema
 * via the `definition` "searchText".
 */
export type SearchText = string
/**
 * The column to sort by: newest first (date) when absent.
 * 
 * This interface was referenced by `TextSearchRequest`'s JSON-Schema
 * via the `definition` "searchSort".
 */
export type SearchSort = ("date" | "comment" | "positive" | "negative" | "indicator" | "var0")

/**
 * POST vuejs/textanalytics/search/{survey}/{id} and searchquestions/{survey}/{id}/{path}: the search text (plain words in any language; search operators, quotes and signs are read as words, never as syntax), the page of 25 rows and the sort.
 */
export interface TextSearchRequest {
text: SearchText
/**
 * search only: the drill path (with ;filter tokens); the survey's top unit (the caller's scope applied) when absent. searchquestions takes it from its own path.
 */
path?: DrillText
/**
 * 0 the first page of 25 rows.
 */
page?: number
sortBy?: SearchSort
sortDesc?: boolean
}
