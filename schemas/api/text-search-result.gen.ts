/* Generated from schemas/api/text-search-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { SearchSort } from './text-search-request.gen.ts';

/**
 * POST vuejs/textanalytics/search/... and searchquestions/...: one page (25 rows) of the comments that match the search inside the drill unit, period, filters and the caller's scope, with the column headers and the number of matches.
 */
export interface TextSearchResult {
/**
 * The table's columns in order: comment, positive, negative, indicator (when configured), var0 (when configured), question (question search).
 */
headers: SearchHeader[]
rows: SearchRow[]
/**
 * How many comments match; with totalCapped, the count stopped there and more match (the pages go on to it).
 */
total: number
/**
 * True when more comments than total match (a search counts at most 250, ten pages); absent otherwise.
 */
totalCapped?: boolean
page: number
pageSize: number
sortBy: SearchSort
sortDesc: boolean
}
/**
 * This interface was referenced by `TextSearchResult`'s JSON-Schema
 * via the `definition` "searchHeader".
 */
export interface SearchHeader {
extname: ("comment" | "positive" | "negative" | "indicator" | "var0" | "question")
title: string
}
/**
 * This interface was referenced by `TextSearchResult`'s JSON-Schema
 * via the `definition` "searchRow".
 */
export interface SearchRow {
/**
 * The interview the comment is in: every row is inside the caller's scope and question filters, so they may open it.
 */
interviewId: number
/**
 * The text question's title.
 */
question: string
/**
 * The comment as written: plain text, never markup.
 */
comment: string
/**
 * The words of the comment the search matched (to highlight).
 */
matches: string[]
positive: boolean
negative: boolean
/**
 * The configured indicator question's answer.
 */
indicator: (number | null)
/**
 * The configured variable: a question's answer or a background field's option title.
 */
var0: (string | number | null)
/**
 * The interview's day (YYYY-MM-DD).
 */
date: string
}
