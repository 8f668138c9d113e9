/* Generated from schemas/components/dataTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DataTable } from '../../api/data-table.gen.ts';

/**
 * Data table: the answer of GET vuejs/datatables/datatable/{survey}/{id}.
 */
export type DataTableData = DataTable
