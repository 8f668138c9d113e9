/**
 * The data table (spec 2 data tables): a stored table's rows page by page with the configured columns. An editor
 * (the server says `editable`) adds rows, changes a row in place (each cell checked by the row rule as it is typed)
 * and deletes a row after confirming; delete is disabled while one row or none remains. Changes show at once and
 * go back when the server refuses (useRowWrites).
 */
import { VISUALLY_HIDDEN } from '../../src/ui/visuallyHidden.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DataTableConfig } from '../../schemas/components/dataTable/config.gen.ts';
import type { DataTable, DataTableColumn } from '../../schemas/api/data-table.gen.ts';
import type { DataTableCellValue } from '../../schemas/api/data-table-row.gen.ts';
import { DataView, useComponentData, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { useQueryContext } from '../shared/queryContext.ts';
import { TableIcon } from '../shared/TableIcon.tsx';
import { dataTableWidgetQuery } from './query.ts';
import { RowEditor } from './RowEditor.tsx';
import { PENDING_ROW_ID } from './optimistic.ts';
import { useRowWrites } from './useRowWrites.ts';
import type { MessageId } from '../../src/i18n/index.ts';

/** The row being edited: an existing row's id, or 0 for the new row at the end. */
type Editing = number | null;

function CellView({ column, value }: { column: DataTableColumn; value: DataTableCellValue | undefined }) {
  const intl = useIntl();
  const { locale } = useEngine();
  if (value === null || value === undefined) return null;
  if (column.type === 'boolean') return <>{intl.formatMessage({ id: value ? 'word.yes' : 'word.no' })}</>;
  if (typeof value === 'number') return <>{new Intl.NumberFormat(locale).format(value)}</>;
  return <>{String(value)}</>;
}

function Rows({ id, data, page, onPage }: { id: string; data: DataTable; page: number; onPage(page: number): void }) {
  const intl = useIntl();
  const t = (key: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const writes = useRowWrites(id, page);
  const lastRow = data.total <= 1;
  const save = (rowId: number, cells: Record<string, string | boolean>) => {
    setEditing(null);
    writes.save.mutate({ id: rowId, cells });
  };
  const columns = data.headers;
  return (
    <>
      {writes.failure && (
        <Alert severity="error" role="alert" onClose={writes.clearFailure} sx={{ mx: 2, mb: 1 }}>
          {writes.failure}
        </Alert>
      )}
      {/* Positioned, so the hidden texts of its cells scroll with it instead of widening the page (phones). */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-labelledby={`${id}-title`}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.extname} align={c.rightAlign ? 'right' : 'left'}>
                  {c.title}
                </TableCell>
              ))}
              {data.editable && (
                <TableCell align="right">
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {t('widget.dataTable.rowActions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) =>
              editing === row.id ? (
                <RowEditor key={row.id} columns={columns} cells={row.cells} onSave={(cells) => save(row.id, cells)} onCancel={() => setEditing(null)} />
              ) : (
                <TableRow key={row.id} data-testid="data-table-row" aria-busy={row.id === PENDING_ROW_ID || undefined}>
                  {columns.map((c, i) => (
                    <TableCell key={c.extname} align={c.rightAlign ? 'right' : 'left'}>
                      <CellView column={c} value={row.cells[i]} />
                    </TableCell>
                  ))}
                  {data.editable && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" aria-label={t('widget.dataTable.edit')} disabled={row.id === PENDING_ROW_ID || editing !== null} onClick={() => setEditing(row.id)}>
                        <TableIcon name="edit" />
                      </IconButton>
                      <Tooltip title={lastRow ? t('widget.dataTable.lastRow') : ''}>
                        <span>
                          <IconButton size="small" aria-label={t('widget.dataTable.delete')} disabled={lastRow || row.id === PENDING_ROW_ID} onClick={() => setConfirmDelete(row.id)}>
                            <TableIcon name="delete" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ),
            )}
            {editing === 0 && <RowEditor columns={columns} cells={null} onSave={(cells) => save(0, cells)} onCancel={() => setEditing(null)} />}
            {data.rows.length === 0 && editing !== 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + (data.editable ? 1 : 0)}>{t('widget.dataTable.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
        <Box>
          {data.editable && (
            <Button size="small" startIcon={<TableIcon name="add" />} disabled={editing !== null} onClick={() => setEditing(0)}>
              {t('widget.dataTable.add')}
            </Button>
          )}
        </Box>
        {data.paging && data.total > data.pageSize && (
          <TablePagination
            component="div"
            count={data.total}
            page={data.page - 1}
            rowsPerPage={data.pageSize}
            rowsPerPageOptions={[]}
            onPageChange={(_e, p) => {
              setEditing(null);
              onPage(p + 1);
            }}
            labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(type === 'next' ? 'common.nextPage' : type === 'previous' ? 'common.previousPage' : type === 'first' ? 'common.firstPage' : 'common.lastPage')}
          />
        )}
      </Box>
      <ConfirmDialog
        open={confirmDelete !== null}
        title={t('widget.dataTable.deleteTitle')}
        text={t('widget.dataTable.deleteText')}
        confirmLabel={t('widget.dataTable.delete')}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          writes.remove.mutate(confirmDelete!);
          setConfirmDelete(null);
        }}
      />
    </>
  );
}


export function DataTableWidget({ id, type, config }: WidgetProps<DataTableConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const [page, setPage] = useState(1);
  const result = useComponentData<DataTable>(type, id, dataTableWidgetQuery(useQueryContext(id), page));
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.dataTable.title' });
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      <DataView result={result} componentId={id}>
        {(data) => <Rows id={id} data={data} page={data.page} onPage={setPage} />}
      </DataView>
    </Paper>
  );
}
