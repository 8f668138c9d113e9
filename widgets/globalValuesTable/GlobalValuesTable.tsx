/**
 * The global values table (spec 2, component type "global values table"): one row per survey the user may see,
 * a column per configured variable. The table call gives the headers and the survey names; signed in, the widget
 * then opens the event stream (src/api/globalValues.ts) and fills each row as its survey's values arrive. A row
 * whose survey failed shows an alert icon and the reason. Storybook and the fixtures show the data as given.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataView, useComponentData, useDrillContext, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import type { GlobalValuesTableConfig } from '../../schemas/components/globalValuesTable/config.gen.ts';
import type { GlobalValuesRow, GlobalValuesTable as Table_ } from '../../schemas/api/global-values-table.gen.ts';
import { globalValuesStreamUrl, streamGlobalValues } from '../../src/api/globalValues.ts';
import { useQueryContext } from '../shared/queryContext.ts';
import { useAuthToken } from '../shared/useAuthToken.ts';
import { globalValuesTableQuery } from './query.ts';

interface Live {
  /** The call's answer the stream started from: a new answer (another drill path) starts over. */
  source: Table_;
  table: Table_;
  live: boolean;
}

/** The table as the stream fills it: the call's answer until the stream's first event, each row replaced as it comes. */
function useLiveTable(id: string, data: Table_): { table: Table_; live: boolean } {
  const token = useAuthToken();
  const { surveyExtName, drillPath } = useDrillContext();
  const fresh = (): Live => ({ source: data, table: data, live: token !== null });
  const [state, setState] = useState<Live>(fresh);
  const current = state.source === data ? state : fresh();
  useEffect(() => {
    if (!token) return;
    const left = new AbortController();
    const update = (fn: (s: Live) => Live) => setState((s) => fn(s.source === data ? s : { source: data, table: data, live: true }));
    const replace = (row: GlobalValuesRow) => update((s) => ({ ...s, table: { ...s.table, rows: s.table.rows.map((r) => (r.survey === row.survey ? row : r)) } }));
    void streamGlobalValues(
      globalValuesStreamUrl({ surveyExtName, componentId: id, drillPath }, token),
      { onInitial: (table) => update((s) => ({ ...s, table })), onRow: replace, onEnd: () => update((s) => ({ ...s, live: false })) },
      left.signal,
    ).finally(() => {
      if (!left.signal.aborted) update((s) => ({ ...s, live: false }));
    });
    // Leaving the page closes the connection; the server stops computing.
    return () => left.abort();
  }, [data, token, surveyExtName, drillPath, id]);
  return current;
}

function ValuesTable({ id, data }: { id: string; data: Table_ }) {
  const intl = useIntl();
  const { table, live } = useLiveTable(id, data);
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={`${id}-title`} aria-busy={live}>
        <TableHead>
          <TableRow>
            <TableCell>{intl.formatMessage({ id: 'widget.globalValuesTable.survey' })}</TableCell>
            {table.headers.map((h) => (
              <TableCell key={h} align="right">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.survey} data-survey={row.survey}>
              <TableCell component="th" scope="row">
                {row.surveyName}
              </TableCell>
              {row.error !== undefined ? (
                <TableCell colSpan={Math.max(table.headers.length, 1)}>
                  <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
                    {row.error}
                  </Alert>
                </TableCell>
              ) : row.cells ? (
                row.cells.map((c, i) => (
                  <TableCell key={i} align="right">
                    {c.formattedValue}
                  </TableCell>
                ))
              ) : (
                table.headers.map((h) => (
                  <TableCell key={h} align="right">
                    <Skeleton variant="text" role="progressbar" aria-label={intl.formatMessage({ id: 'widget.globalValuesTable.computing' })} />
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {table.rows.length === 0 && (
        <Alert severity="info" sx={{ m: 2 }}>
          {intl.formatMessage({ id: 'widget.globalValuesTable.empty' })}
        </Alert>
      )}
    </TableContainer>
  );
}

export function GlobalValuesTable({ id, type, config }: WidgetProps<GlobalValuesTableConfig>) {
  const intl = useIntl();
  const localized = useLocalized();
  const title = localized(config.title) || intl.formatMessage({ id: 'widget.globalValuesTable.title' });
  const result = useComponentData<Table_>(type, id, globalValuesTableQuery(useQueryContext(id)));
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
        {title}
      </Typography>
      {config.rootOnly && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
          {intl.formatMessage({ id: 'widget.globalValuesTable.rootOnly' })}
        </Typography>
      )}
      <DataView
        result={result}
        componentId={id}
        loading={<Skeleton variant="rounded" height={120} sx={{ m: 2 }} role="progressbar" aria-label={intl.formatMessage({ id: 'widget.globalValuesTable.loading' })} />}
      >
        {(data) => <ValuesTable id={id} data={data} />}
      </DataView>
    </Paper>
  );
}
