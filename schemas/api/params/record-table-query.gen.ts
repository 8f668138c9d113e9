/* Generated from schemas/api/params/record-table-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/records/table/...?sortby=&sortdesc= (and the record table report): the column extname to sort by and the direction; the component's configured sort when absent.
 */
export interface RecordTableQuery {
sortby?: ExtName
sortdesc?: boolean
}
