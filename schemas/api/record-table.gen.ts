/* Generated from schemas/api/record-table.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/records/table/{survey}/{id}/{path}?sortby=&sortdesc=: the drill unit's records (its interviews and those below it, filters applied), one row per interview with the configured columns, sorted as asked; at most the component's limit.
 */
export interface RecordTable {
headers: RecordTableHeader[]
rows: RecordTableRow[]
/**
 * The column extname the rows are sorted by.
 */
sortBy: string
sortDesc: boolean
}
/**
 * This interface was referenced by `RecordTable`'s JSON-Schema
 * via the `definition` "recordTableHeader".
 */
export interface RecordTableHeader {
extname: string
title: string
rightAlign?: boolean
sortable: boolean
}
/**
 * This interface was referenced by `RecordTable`'s JSON-Schema
 * via the `definition` "recordTableRow".
 */
export interface RecordTableRow {
/**
 * The interview's id.
 */
id: number
cells: (string | number | null)[]
}
