/* Generated from schemas/api/data-table.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DataTableRow } from './data-table-row.gen.ts';

/**
 * This interface was referenced by `DataTable`'s JSON-Schema
 * via the `definition` "dataTableColumnType".
 */
export type DataTableColumnType = ("text" | "number" | "integer" | "date" | "boolean")

/**
 * GET vuejs/datatables/datatable/{survey}/{id}?page=: one page of a data table's rows (oldest first), its columns from the component's configuration, whether the caller may edit it and the paging.
 */
export interface DataTable {
tableId: string
headers: DataTableColumn[]
rows: DataTableRow[]
/**
 * The caller may add, change and delete rows (an administrator of the universe, and the component does not set editable: false).
 */
editable: boolean
/**
 * The rows are split into pages of pageSize.
 */
paging: boolean
/**
 * The 1-based page these rows are (the last page when the one asked for is past the end).
 */
page: number
pageSize: number
/**
 * How many rows the table holds; delete is refused while it holds one or none.
 */
total: number
}
/**
 * A column as the caller reads it: its title in the caller's language and the rule its cells follow (core/dataTables/rows.ts).
 * 
 * This interface was referenced by `DataTable`'s JSON-Schema
 * via the `definition` "dataTableColumn".
 */
export interface DataTableColumn {
extname: string
title: string
type: DataTableColumnType
required: boolean
min?: number
max?: number
maxLength?: number
rightAlign?: boolean
}
