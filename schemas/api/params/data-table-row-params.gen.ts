/* Generated from schemas/api/params/data-table-row-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One row of a data table component: DELETE vuejs/datatables/datatablerow/{survey}/{id}/{row}.
 */
export interface DataTableRowParams {
survey: ExtName
id: ExtName
row: RowId
}
