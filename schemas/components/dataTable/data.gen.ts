/* Generated from schemas/components/dataTable/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TableHeader, TableRow } from '../common.gen.ts';

/**
 * Data table (GET vuejs/datatables/datatable/{survey}/{id}).
 */
export interface DataTableData {
tableId: string
headers: TableHeader[]
rows: TableRow[]
editable?: boolean
paging?: boolean
}
