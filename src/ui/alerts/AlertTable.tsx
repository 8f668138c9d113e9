import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Paper from '@mui/material/Paper';
import { formatDayMonthYear } from '../../i18n/format.ts';
import { SORTABLE, type AlertColumn, type AlertListAnswer, type AlertListRow } from '../../api/alerts.ts';
import { bannerSeverity, stateMessageId } from './stateColors.ts';
import { AlertAge } from './AlertAge.tsx';

export interface AlertTableProps {
  data: AlertListAnswer;
  page: number;
  /** The alert last opened from this list: scrolled into view and focused when the list comes back. */
  highlight?: number;
  onSort(column: string, desc: boolean): void;
  onPage(page: number): void;
  onOpen(row: AlertListRow): void;
}

type HeaderId = 'alerts.column.id' | 'term.state' | 'alerts.column.createdAt' | 'alerts.column.interviewDate' | 'term.unit' | 'alerts.column.score' | 'alerts.latestComment' | 'alerts.column.age' | 'alerts.column.owner';
const HEADER_ID: Record<AlertColumn, HeaderId> = {
  id: 'alerts.column.id',
  state: 'term.state',
  createdAt: 'alerts.column.createdAt',
  interviewDate: 'alerts.column.interviewDate',
  unit: 'term.unit',
  score: 'alerts.column.score',
  comment: 'alerts.latestComment',
  age: 'alerts.column.age',
  owner: 'alerts.column.owner',
};

/** The default alert table (spec 1 section 2.7): configured columns, sortable on the server, paged. */
export function AlertTable({ data, page, highlight, onSort, onPage, onOpen }: AlertTableProps) {
  const intl = useIntl();
  const highlighted = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    // Back from an alert: the alert opened last is where the eye and the keyboard were.
    highlighted.current?.scrollIntoView({ block: 'center' });
    highlighted.current?.focus({ preventScroll: true });
  }, [highlight, data.rows]);

  const cell = (row: AlertListRow, column: AlertColumn) => {
    switch (column) {
      case 'id':
        return (
          <Link
            component="button"
            type="button"
            ref={row.id === highlight ? highlighted : undefined}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(row);
            }}
            aria-label={intl.formatMessage({ id: 'alerts.open' }, { id: row.id })}
          >
            #{row.id}
          </Link>
        );
      case 'state':
        return <Chip size="small" variant="outlined" color={bannerSeverity(row.state)} label={intl.formatMessage({ id: stateMessageId(row.state) })} data-state={row.state} />;
      case 'createdAt':
        return formatDayMonthYear(row.created);
      case 'interviewDate':
        return formatDayMonthYear(row.interviewDate);
      case 'unit':
        return row.unit;
      case 'score':
        return row.score === null ? '–' : intl.formatNumber(row.score);
      case 'comment':
        return row.comment ?? '';
      case 'age':
        return <AlertAge ageDays={row.ageDays} overdue={row.overdue} />;
      case 'owner':
        return row.owner ?? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="alerts.unowned" />
          </Box>
        );
    }
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage({ id: 'alerts.tableLabel' })}>
          <TableHead>
            <TableRow>
              {data.columns.map((c) => (
                <TableCell key={c} sortDirection={data.sortBy === c ? (data.sortDesc ? 'desc' : 'asc') : false}>
                  {SORTABLE.includes(c) ? (
                    <TableSortLabel active={data.sortBy === c} direction={data.sortBy === c && !data.sortDesc ? 'asc' : 'desc'} onClick={() => onSort(c, data.sortBy === c ? !data.sortDesc : true)}>
                      {c === 'score' ? data.scoreTitle : intl.formatMessage({ id: HEADER_ID[c] })}
                    </TableSortLabel>
                  ) : (
                    intl.formatMessage({ id: HEADER_ID[c] })
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.id} hover selected={row.id === highlight} onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }} data-testid="alert-row" data-alert-id={row.id}>
                {data.columns.map((c) => (
                  <TableCell key={c} sx={c === 'comment' ? { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : undefined}>
                    {cell(row, c)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={data.columns.length}>
                  <FormattedMessage id="alerts.empty" />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data.total}
        page={Math.max(0, page - 1)}
        rowsPerPage={data.rowsPerPage}
        rowsPerPageOptions={[]}
        onPageChange={(_e, p) => onPage(p + 1)}
        labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'common.displayedRows' }, { from, to, count })}
        getItemAriaLabel={(type) => intl.formatMessage({ id: type === 'next' ? 'common.nextPage' : type === 'previous' ? 'common.previousPage' : type === 'first' ? 'common.firstPage' : 'common.lastPage' })}
      />
    </Paper>
  );
}
