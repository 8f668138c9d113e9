/** What a page of the table looks like the moment a save or delete is sent, before the server answers. */
import { rowCells } from '../../core/dataTables/rows.ts';
import type { DataTable } from '../../schemas/api/data-table.gen.ts';
import type { DataTableRowSave } from '../../schemas/api/data-table-row-save.gen.ts';

/** A new row shows at the end of the page with a stand-in id (one no stored row reaches) until the answer. */
export const PENDING_ROW_ID = Number.MAX_SAFE_INTEGER;

export function withSavedRow(page: DataTable, save: DataTableRowSave): DataTable {
  const cells = rowCells(page.headers, save.cells);
  if (save.id === 0) return { ...page, rows: [...page.rows, { id: PENDING_ROW_ID, cells }], total: page.total + 1 };
  return { ...page, rows: page.rows.map((r) => (r.id === save.id ? { id: r.id, cells } : r)) };
}

export function withoutRow(page: DataTable, rowId: number): DataTable {
  return { ...page, rows: page.rows.filter((r) => r.id !== rowId), total: Math.max(0, page.total - 1) };
}
