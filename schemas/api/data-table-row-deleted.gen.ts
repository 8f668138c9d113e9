/* Generated from schemas/api/data-table-row-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * DELETE vuejs/datatables/datatablerow/{survey}/{id}/{row}: the row that was deleted.
 */
export interface DataTableRowDeleted {
id: number
deleted: boolean
}
