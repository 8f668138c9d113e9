/* Generated from schemas/api/data-table-row-error.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A refused row save: the error code, a message naming the row and each refused column, and the message per column extname in the caller's language.
 */
export interface DataTableRowError {
error: string
message: string
cells?: {
[k: string]: string
}
}
