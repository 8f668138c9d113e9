/**
 * The record table (spec 2 record table): its title by locale, a download icon and a table sorted on the server;
 * a header click asks for the records again with `sortby` and `sortdesc` in the call. The download is queued with
 * the report jobs and followed to the report download screen (the engine's openReport).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { RecordTableConfig } from '../../schemas/components/recordTable/config.gen.ts';
import type { RecordTable } from '../../schemas/api/record-table.gen.ts';
import { DataView, useComponentData, useDrillContext, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { startRecordTableReport, type RecordSort } from '../../src/api/records.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { TableIcon } from '../shared/TableIcon.tsx';
import { recordTableWidgetQuery } from './query.ts';

function Records({ data, onSort, labelledBy }: { data: RecordTable; onSort(sort: RecordSort): void; labelledBy: string }) {
  const intl = useIntl();
  const { locale } = useEngine();
  const show = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : typeof v === 'number' ? new Intl.NumberFormat(locale).format(v) : v);
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {data.headers.map((h) => {
              const active = data.sortBy === h.extname;
              const direction = active && !data.sortDesc ? 'asc' : 'desc';
              return (
                <TableCell key={h.extname} align={h.rightAlign ? 'right' : 'left'} sortDirection={active ? direction : false}>
                  {h.sortable ? (
                    // A new column sorts descending first (highest, newest); the sorted one turns around.
                    <TableSortLabel active={active} direction={direction} onClick={() => onSort({ sortBy: h.extname, sortDesc: active ? !data.sortDesc : true })}>
                      {h.title}
                    </TableSortLabel>
                  ) : (
                    h.title
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row) => (
            <TableRow key={row.id} data-testid="record-row">
              {data.headers.map((h, i) => (
                <TableCell key={h.extname} align={h.rightAlign ? 'right' : 'left'}>
                  {show(row.cells[i])}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {data.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={data.headers.length}>{intl.formatMessage({ id: 'widget.recordTable.empty' })}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function RecordTableWidget({ id, type, config }: WidgetProps<RecordTableConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const { surveyExtName, drillPath } = useDrillContext();
  const { fetchJson, openReport } = useEngine();
  const [sort, setSort] = useState<RecordSort | null>(null);
  const result = useComponentData<RecordTable>(type, id, recordTableWidgetQuery(useQueryContext(id), sort));
  const download = useMutation({
    mutationFn: () => startRecordTableReport(readerOf(fetchJson), surveyExtName, id, drillPath, sort),
    onSuccess: ({ taskUUID }) => openReport?.(taskUUID),
  });
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.recordTable.title' });
  const titleId = `${id}-title`;
  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }} id={titleId}>
          {title}
        </Typography>
        <IconButton size="small" aria-label={intl.formatMessage({ id: 'widget.recordTable.download' })} disabled={download.isPending} onClick={() => download.mutate()}>
          <TableIcon name="download" />
        </IconButton>
      </Box>
      {download.isError && (
        <Alert severity="error" role="alert" onClose={() => download.reset()} sx={{ mx: 2, mb: 1 }}>
          {intl.formatMessage({ id: 'widget.recordTable.downloadFailed' }, { message: download.error.message })}
        </Alert>
      )}
      <DataView result={result} componentId={id}>
        {(data) => <Records data={data} onSort={setSort} labelledBy={titleId} />}
      </DataView>
    </Paper>
  );
}
