/**
 * The table's writes as React Query mutations: the page changes at once (optimistic), goes back to what it was when
 * the server refuses, and every page of the table is read again once the answer is in.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useDrillContext, useEngine } from '../../engine/index.tsx';
import { editorOf } from '../../src/api/client.ts';
import { dataTableKey, dataTableQuery, deleteDataTableRow, saveDataTableRow } from '../../src/api/dataTables.ts';
import type { DataTable } from '../../schemas/api/data-table.gen.ts';
import type { DataTableRowSave } from '../../schemas/api/data-table-row-save.gen.ts';
import { withoutRow, withSavedRow } from './optimistic.ts';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function useRowWrites(componentId: string, page: number) {
  const intl = useIntl();
  const { surveyExtName } = useDrillContext();
  const { fetchJson } = useEngine();
  const queryClient = useQueryClient();
  const api = useMemo(() => editorOf(fetchJson), [fetchJson]);
  const pageKey = dataTableQuery(api, surveyExtName, componentId, page).queryKey;
  const [failure, setFailure] = useState<string | null>(null);

  /** Puts `change` on the cached page; hands back the page as it was, for the rollback. */
  const change = async (next: (p: DataTable) => DataTable) => {
    setFailure(null);
    await queryClient.cancelQueries({ queryKey: pageKey });
    const previous = queryClient.getQueryData<DataTable>(pageKey);
    if (previous) queryClient.setQueryData<DataTable>(pageKey, next(previous));
    return { previous };
  };
  const rollback = (context: { previous: DataTable | undefined } | undefined) => {
    if (context?.previous) queryClient.setQueryData<DataTable>(pageKey, context.previous);
  };
  const settle = () => queryClient.invalidateQueries({ queryKey: dataTableKey(surveyExtName, componentId) });

  const save = useMutation({
    mutationFn: (row: DataTableRowSave) => saveDataTableRow(api, surveyExtName, componentId, row),
    onMutate: (row) => change((p) => withSavedRow(p, row)),
    onError: (err, _row, context) => {
      rollback(context);
      setFailure(intl.formatMessage({ id: 'widget.dataTable.saveFailed' }, { message: messageOf(err) }));
    },
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (rowId: number) => deleteDataTableRow(api, surveyExtName, componentId, rowId),
    onMutate: (rowId) => change((p) => withoutRow(p, rowId)),
    onError: (err, _rowId, context) => {
      rollback(context);
      setFailure(intl.formatMessage({ id: 'widget.dataTable.deleteFailed' }, { message: messageOf(err) }));
    },
    onSettled: settle,
  });
  return { save, remove, failure, clearFailure: () => setFailure(null) };
}
