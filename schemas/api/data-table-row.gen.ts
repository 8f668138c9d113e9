/* Generated from schemas/api/data-table-row.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A cell: text and dates (YYYY-MM-DD) as strings, numbers as numbers, yes/no as booleans, null when empty.
 * 
 * This interface was referenced by `DataTableRow`'s JSON-Schema
 * via the `definition` "cellValue".
 */
export type DataTableCellValue = (string | number | boolean | null)

/**
 * One stored row of a data table: its id and its cells in the order of the table's headers (null for an empty cell). PUT vuejs/datatables/datatablerow/{survey}/{id} answers the row as saved.
 */
export interface DataTableRow {
id: number
cells: DataTableCellValue[]
}
