import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../core/dates.ts';
import type { ApiReader } from '../../api/client.ts';
import { campaignTrackingsQuery, type CampaignTrackings, type TrackingRow, type TrackingsQuery } from '../../api/campaigns.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { callRecordingPath } from '../../api/sampleEditor.ts';
import { trackingStatusText } from '../../ui/campaigns/campaignTexts.tsx';
import { RecordingDialog } from '../../ui/campaigns/RecordingDialog.tsx';
import { TRACKING_PAGE_SIZES, TRACKINGS_CONFIG } from './campaignActors.ts';

type SortColumn = NonNullable<TrackingsQuery['sortBy']>;

/** The fixed columns, with the trackings call's sortBy for those it can order. */
const FIXED_COLUMNS: { id: MessageId; sortBy?: SortColumn }[] = [
  { id: 'campaign.column.date', sortBy: 'updatedTime' },
  { id: 'campaign.column.state', sortBy: 'status' },
  { id: 'campaign.column.preview' },
  { id: 'campaign.column.views', sortBy: 'openCount' },
  { id: 'campaign.column.clicks', sortBy: 'clickCount' },
  { id: 'campaign.column.actions' },
];
/** The custom columns the call can order by (the recipient's address); the others show as they come. */
const SORTABLE_CUSTOM: ReadonlySet<string> = new Set<SortColumn>(['recipient']);

/** Who a row is for, in words: the recipient column the server sends, else the row's id. */
export function recipientOf(data: Pick<CampaignTrackings, 'headers'>, row: TrackingRow): string {
  const at = data.headers.findIndex((h) => h.value === 'recipient');
  return (at >= 0 ? row.columnValues[at] : '') || `#${row.id}`;
}

export interface TrackingTableProps {
  api: ApiReader;
  surveyExtName: string;
  campaignId: number;
  /** E-mail and letter rows have a preview. */
  canPreview: boolean;
  /** Letter rows download their letter once the campaign has made it. */
  canDownloadLetter?: boolean;
  /** Not for letters. */
  canResend: boolean;
  /** A row's own delete: only PULL_SINGLE campaigns (spec 3 section 2); the selection's Delete is for every type. */
  canDeleteRow: boolean;
  /** While a change runs: the actions wait. */
  busy: boolean;
  onResend(trackingIds: number[]): void;
  onDelete(trackingIds: number[]): void;
  onPreview(trackingId: number, recipient: string): void;
  onDownloadLetter?(trackingId: number, recipient: string): void;
  onOpenInterview(sampleId: number): void;
}

/**
 * The campaign's tracking rows (spec 3 section 2), 50 a page (50, 100, 200): a filter box, row selection with Mail and
 * Delete for the selection, the server's custom columns then date, state, preview, views, clicks and actions, sorted on
 * the server by a clicked header (again: descending). A row opens its interview when the caller may see it.
 */
export function TrackingTable(props: TrackingTableProps) {
  const { api, surveyExtName, campaignId, canPreview, canResend, busy } = props;
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TRACKING_PAGE_SIZES[0]);
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The server orders the rows (over every page); by id until a header is clicked.
  const [sort, setSort] = useState<{ sortBy: SortColumn; sortDesc: boolean } | null>(null);
  const [playing, setPlaying] = useState<{ id: number; recipient: string } | null>(null);
  const rows = useQuery(campaignTrackingsQuery(api, surveyExtName, campaignId, TRACKINGS_CONFIG, { page, pageSize, filter: deferredFilter, ...sort }));
  const data = rows.data;
  const select = (ids: number[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) if (on) next.add(id); else next.delete(id);
      return next;
    });
  const shown = data?.rows ?? [];
  const allShownSelected = shown.length > 0 && shown.every((r) => selected.has(r.id));
  // The selection is of the page on screen (it resets with the page); a deleted row leaves it.
  const chosen = shown.filter((r) => selected.has(r.id)).map((r) => r.id);
  const sortBy = (column: SortColumn) => {
    setSort((before) => ({ sortBy: column, sortDesc: before?.sortBy === column ? !before.sortDesc : false }));
    setPage(0);
    setSelected(new Set());
  };
  const header = (key: string, label: string, column: SortColumn | undefined) => {
    const active = column !== undefined && sort?.sortBy === column;
    return (
      <TableCell key={key} sortDirection={active ? (sort.sortDesc ? 'desc' : 'asc') : false}>
        {column ? (
          <TableSortLabel active={active} direction={active && sort.sortDesc ? 'desc' : 'asc'} onClick={() => sortBy(column)}>
            {label}
          </TableSortLabel>
        ) : (
          label
        )}
      </TableCell>
    );
  };

  return (
    <Paper variant="outlined">
      <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="campaign-trackings-title" sx={{ fontSize: '1.05rem', flexGrow: 1 }}>
          {intl.formatMessage({ id: 'campaign.tracking.table' })}
        </Typography>
        {chosen.length > 0 && (
          <>
            <Typography variant="body2" role="status">
              {intl.formatMessage({ id: 'campaign.tracking.selected' }, { n: chosen.length })}
            </Typography>
            {canResend && (
              <Button variant="outlined" size="small" disabled={busy} onClick={() => props.onResend(chosen)}>
                {intl.formatMessage({ id: 'campaign.action.mail' })}
              </Button>
            )}
            <Button variant="outlined" size="small" color="error" disabled={busy} onClick={() => props.onDelete(chosen)}>
              {intl.formatMessage({ id: 'campaign.action.deleteRows' })}
            </Button>
          </>
        )}
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'campaign.tracking.filter' })}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(0);
          }}
        />
      </Stack>
      {rows.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'campaign.tracking.loading' })} />}
      {rows.isError ? (
        <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => void rows.refetch()}>{intl.formatMessage({ id: 'common.retry' })}</Button>}>
          {intl.formatMessage({ id: 'campaign.tracking.loadFailed' }, { message: errorMessage(rows.error, intl) })}
        </Alert>
      ) : data && data.rows.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {intl.formatMessage({ id: 'campaign.tracking.empty' })}
        </Alert>
      ) : data ? (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby="campaign-trackings-title">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allShownSelected}
                      indeterminate={!allShownSelected && shown.some((r) => selected.has(r.id))}
                      onChange={(e) => select(shown.map((r) => r.id), e.target.checked)}
                      slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'campaign.tracking.selectAll' }) } }}
                    />
                  </TableCell>
                  {data.headers.map((h) => header(h.value, h.name, SORTABLE_CUSTOM.has(h.value) ? (h.value as SortColumn) : undefined))}
                  {FIXED_COLUMNS.map((c) => header(c.id, intl.formatMessage({ id: c.id }), c.sortBy))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => {
                  const recipient = recipientOf(data, row);
                  const opens = row.accessAllowed && row.sampleId !== null;
                  return (
                    <TableRow
                      key={row.id}
                      hover
                      selected={selected.has(row.id)}
                      sx={opens ? { cursor: 'pointer' } : undefined}
                      onClick={opens ? () => props.onOpenInterview(row.sampleId!) : undefined}
                      data-testid="tracking-row"
                    >
                      <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                        <Checkbox
                          checked={selected.has(row.id)}
                          onChange={(e) => select([row.id], e.target.checked)}
                          slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'campaign.tracking.selectRow' }, { recipient }) } }}
                        />
                      </TableCell>
                      {row.columnValues.map((v, i) => (
                        <TableCell key={data.headers[i]?.value ?? i}>{v}</TableCell>
                      ))}
                      <TableCell>{formatDate(row.updatedTime, { time: true })}</TableCell>
                      <TableCell>
                        {trackingStatusText(intl, row.status)}
                        {row.status === 'FAILED' && row.error && (
                          // Why it failed, in the mail server's or provider's own words (a bounce: its status and diagnostic).
                          <Typography variant="caption" component="div" color="text.secondary" sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                            {row.error}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell onClick={(e) => e.stopPropagation()}>
                        {canPreview && (
                          <Button size="small" onClick={() => props.onPreview(row.id, recipient)} aria-label={intl.formatMessage({ id: 'campaign.action.preview' }, { recipient })}>
                            {intl.formatMessage({ id: 'campaign.column.preview' })}
                          </Button>
                        )}
                      </TableCell>
                      <TableCell align="right">{intl.formatNumber(row.openCount)}</TableCell>
                      <TableCell align="right">{intl.formatNumber(row.clickCount)}</TableCell>
                      <TableCell onClick={(e) => e.stopPropagation()}>
                        {canResend && (
                          <Button size="small" disabled={busy} onClick={() => props.onResend([row.id])} aria-label={intl.formatMessage({ id: 'campaign.action.resend' }, { recipient })}>
                            {intl.formatMessage({ id: 'campaign.action.sendAgain' })}
                          </Button>
                        )}
                        {props.canDeleteRow && (
                          <Button
                            size="small"
                            color="error"
                            disabled={busy}
                            onClick={() => props.onDelete([row.id])}
                            aria-label={intl.formatMessage({ id: 'campaign.action.deleteRow' }, { recipient })}
                          >
                            {intl.formatMessage({ id: 'campaign.action.deleteRows' })}
                          </Button>
                        )}
                        {props.canDownloadLetter && row.status === 'SENT' && (
                          <Button
                            size="small"
                            disabled={busy}
                            onClick={() => props.onDownloadLetter?.(row.id, recipient)}
                            aria-label={intl.formatMessage({ id: 'campaign.action.downloadLetterFor' }, { recipient })}
                          >
                            {intl.formatMessage({ id: 'campaign.action.downloadLetter' })}
                          </Button>
                        )}
                        {row.recording && (
                          <Button size="small" onClick={() => setPlaying({ id: row.id, recipient })} aria-label={intl.formatMessage({ id: 'campaign.recording.playFor' }, { recipient })}>
                            {intl.formatMessage({ id: 'campaign.recording.play' })}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.totalRows}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...TRACKING_PAGE_SIZES]}
            onPageChange={(_e, p) => {
              setPage(p);
              setSelected(new Set());
            }}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
              setSelected(new Set());
            }}
            labelRowsPerPage={intl.formatMessage({ id: 'campaign.tracking.rowsPerPage' })}
            labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'common.displayedRows' }, { from, to, count })}
          />
        </>
      ) : null}
      {playing && <RecordingDialog path={callRecordingPath(surveyExtName, campaignId, playing.id)} title={playing.recipient} onClose={() => setPlaying(null)} />}
    </Paper>
  );
}
