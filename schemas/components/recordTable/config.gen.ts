/* Generated from schemas/components/recordTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Title by locale, a download icon and a sortable table of the drill unit's records: its interviews (and those of the units below it), one row each with the configured columns.
 */
export interface RecordTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The columns: interviewDate, unit, a question or a background field of the survey, each with an optional title (the question's or field's title when absent). Date, unit and every question when absent.
 * 
 * @minItems 1
 * @maxItems 50
 */
columns?: RecordTableColumnConfig[]
/**
 * The column sorted by at first (interviewDate when absent).
 */
sortBy?: string
/**
 * Sorted descending at first (true when absent).
 */
sortDesc?: boolean
/**
 * The most records shown (100 when absent); the download holds all of them.
 */
limit?: number
}
/**
 * This interface was referenced by `RecordTableConfig`'s JSON-Schema
 * via the `definition` "column".
 */
export interface RecordTableColumnConfig {
extname: string
title?: LocalizedText
}
