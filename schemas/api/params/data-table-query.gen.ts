/* Generated from schemas/api/params/data-table-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/datatables/datatable/...?page=: the 1-based page to read (1 when absent).
 */
export interface DataTableQuery {
page?: number
}
