/* Generated from schemas/api/params/data-table-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * A data table component of the survey configuration: GET vuejs/datatables/datatable/{survey}/{id}, PUT vuejs/datatables/datatablerow/{survey}/{id}.
 */
export interface DataTableParams {
survey: ExtName
id: ExtName
}
