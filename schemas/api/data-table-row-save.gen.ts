/* Generated from schemas/api/data-table-row-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DataTableCellValue } from './data-table-row.gen.ts';
import type { ActionId, ExtName } from './params/path-parts.gen.ts';

/**
 * PUT vuejs/datatables/datatablerow/{survey}/{id}: a row to save, id 0 for a new one, its cells by column extname (a column left out is empty).
 */
export interface DataTableRowSave {
id: ActionId
cells: {
[k: string]: DataTableCellValue
}
}
