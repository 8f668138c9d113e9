/* Generated from schemas/components/dataTable/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ComponentSize, LocalizedText } from '../common.gen.ts';

/**
 * Editable table with paging (spec 2, data tables): the rows are stored per survey under tableId (the component id when absent), each cell checked against its column's type.
 */
export interface DataTableConfig {
size?: ComponentSize
/**
 * Shown only to root users, with a "root only" note.
 */
rootOnly?: boolean
title?: LocalizedText
/**
 * The stored table the component shows; two components naming one table show the same rows.
 */
tableId?: string
/**
 * The columns: each with its name, title and type, which every cell is checked against.
 * 
 * @minItems 1
 * @maxItems 100
 */
columns: DataTableColumnConfig[]
/**
 * Rows per page (10 when absent).
 */
pageSize?: number
/**
 * false shows the table read-only to everybody; otherwise administrators of the universe edit it.
 */
editable?: boolean
}
/**
 * This interface was referenced by `DataTableConfig`'s JSON-Schema
 * via the `definition` "column".
 */
export interface DataTableColumnConfig {
extname: string
title: LocalizedText
type: ("text" | "number" | "integer" | "date" | "boolean")
required?: boolean
/**
 * number and integer: the smallest value allowed.
 */
min?: number
/**
 * number and integer: the largest value allowed.
 */
max?: number
/**
 * text: the most characters allowed (500 when absent).
 */
maxLength?: number
}
