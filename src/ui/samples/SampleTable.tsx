import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useIntl } from 'react-intl';
import type { SampleListAnswer, SampleRow } from '../../api/sampleList.ts';

export interface SampleTableProps {
  data: SampleListAnswer['rankingData'];
  sortBy: string;
  sortDesc: boolean;
  busy: boolean;
  onSort(column: string): void;
  /** Row selection (the sample list's campaign and delete bar); without it the table has no checkboxes. */
  selection?: { selected: ReadonlySet<number>; onToggle(ids: number[], on: boolean): void };
  /** Where a row leads (sampleRowHref), null for a row that opens nothing. */
  hrefOf(row: SampleRow): string | null;
  onOpen(href: string): void;
  /** Opens a row in place (the sample editor dialog) instead of following its href; every row then opens. */
  onOpenRow?(row: SampleRow): void;
}

const NAME_COLUMN = 'name';

/** One page of samples: sortable headers, a checkbox per row (and one for the page), rows that open what they lead to. */
export function SampleTable({ data, sortBy, sortDesc, busy, onSort, selection, hrefOf, onOpen, onOpenRow }: SampleTableProps) {
  const intl = useIntl();
  const nameAt = data.headers.findIndex((h) => h.extName === NAME_COLUMN);
  const label = (row: SampleRow) => {
    const name = nameAt >= 0 ? row.cells[nameAt]?.formattedValue : '';
    return name || intl.formatMessage({ id: 'samplelist.unnamed' }, { id: row.sampleId });
  };
  const pageIds = data.rows.map((r) => r.sampleId);
  const onPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  return (
    <TableContainer sx={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
      <Table size="small" aria-label={intl.formatMessage({ id: 'samplelist.table' })} data-testid="sample-table">
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && onPage === pageIds.length}
                  indeterminate={onPage > 0 && onPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(e) => selection.onToggle(pageIds, e.target.checked)}
                  slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'samplelist.selectPage' }) } }}
                />
              </TableCell>
            )}
            {data.headers.map((h) => {
              const active = h.extName === sortBy;
              return (
                <TableCell key={h.extName} sortDirection={active ? (sortDesc ? 'desc' : 'asc') : false}>
                  {h.sortable ? (
                    <TableSortLabel active={active} direction={active && !sortDesc ? 'asc' : 'desc'} onClick={() => onSort(h.extName)} data-testid={`sort-${h.extName}`}>
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
          {data.rows.map((row) => {
            const name = label(row);
            const isSelected = selection?.selected.has(row.sampleId) ?? false;
            const href = hrefOf(row);
            const open = onOpenRow ? () => onOpenRow(row) : href !== null ? () => onOpen(href) : null;
            return (
              <TableRow
                key={row.sampleId}
                hover={open !== null}
                selected={isSelected}
                onClick={open ?? undefined}
                sx={{ cursor: open !== null ? 'pointer' : 'default' }}
                data-testid="sample-row"
                data-sample-id={row.sampleId}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    <Checkbox checked={isSelected} onChange={(e) => selection.onToggle([row.sampleId], e.target.checked)} slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'samplelist.selectRow' }, { name }) } }} />
                  </TableCell>
                )}
                {row.cells.map((cell, i) => (
                  <TableCell key={data.headers[i]?.extName ?? i}>
                    {i === nameAt && open !== null ? (
                      // The keyboard's way into the row: the row's own click is for the mouse.
                      <Link
                        component="button"
                        type="button"
                        underline="hover"
                        aria-label={intl.formatMessage({ id: 'samplelist.open' }, { name })}
                        onClick={(e: React.MouseEvent) => {
                          e.stopPropagation();
                          open();
                        }}
                      >
                        {cell.formattedValue || name}
                      </Link>
                    ) : (
                      cell.formattedValue
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
