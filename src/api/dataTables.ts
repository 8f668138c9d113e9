/** The data table calls of spec 2 section 7 (`vuejs/datatables/*`): a page of rows, saving a row, deleting one. */
import { queryOptions } from '@tanstack/react-query';
import type { DataTable } from '../../schemas/api/data-table.gen.ts';
import type { DataTableRow } from '../../schemas/api/data-table-row.gen.ts';
import type { DataTableRowDeleted } from '../../schemas/api/data-table-row-deleted.gen.ts';
import type { DataTableRowSave } from '../../schemas/api/data-table-row-save.gen.ts';
import type { DataTableQuery } from '../../schemas/api/params/data-table-query.gen.ts';
import type { ApiClient, ApiReader } from './client.ts';
import { callPath } from './path.ts';

export type { DataTable, DataTableRow, DataTableRowSave };

/** Every page of one data table component sits under this key: a save or a delete re-reads them all. */
export const dataTableKey = (surveyExtName: string, componentId: string) => ['data-table', surveyExtName, componentId] as const;

/** GET vuejs/datatables/datatable/{survey}/{id}[?page=]: one page of the table's rows (the first when not given). */
export function dataTableQuery(api: ApiReader, surveyExtName: string, componentId: string, page = 1) {
  return queryOptions({
    queryKey: [...dataTableKey(surveyExtName, componentId), page],
    queryFn: ({ signal }) =>
      api.get<DataTable>(callPath('vuejs/datatables/datatable', surveyExtName, componentId), { signal, ...(page > 1 ? { query: { page } satisfies DataTableQuery } : {}) }),
  });
}

/** PUT vuejs/datatables/datatablerow/{survey}/{id}: the row as saved (id 0 adds one); 400 DataTableRowError names refused cells. */
export function saveDataTableRow(api: Pick<ApiClient, 'put'>, surveyExtName: string, componentId: string, row: DataTableRowSave): Promise<DataTableRow> {
  return api.put<DataTableRow>(callPath('vuejs/datatables/datatablerow', surveyExtName, componentId), row);
}

/** DELETE vuejs/datatables/datatablerow/{survey}/{id}/{row}; 409 for the table's last row. */
export function deleteDataTableRow(api: Pick<ApiClient, 'delete'>, surveyExtName: string, componentId: string, rowId: number): Promise<DataTableRowDeleted> {
  return api.delete<DataTableRowDeleted>(callPath('vuejs/datatables/datatablerow', surveyExtName, componentId, rowId));
}
