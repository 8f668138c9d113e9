import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { StaticTableConfig } from '../../schemas/components/staticTable/config.gen.ts';
import { pickText, useEngine, useLocalized, type WidgetProps } from '../../engine/index.tsx';
import { sortRows } from './sorting.ts';

type CellValue = StaticTableConfig['rows'][number][number];

/** Static table: the cells are in the config, texts per locale; columns align and may sort. */
export function StaticTable({ id, config }: WidgetProps<StaticTableConfig>) {
  const { locale } = useEngine();
  const localized = useLocalized();
  const [sort, setSort] = useState<{ column: number; direction: 'asc' | 'desc' } | null>(null);
  const text = (cell: CellValue | undefined): string | number => (cell == null ? '' : typeof cell === 'number' ? cell : pickText(cell, locale));
  const rows = sort ? sortRows(config.rows, (row) => text(row[sort.column]), sort.direction, locale) : config.rows;
  const display = (cell: CellValue | undefined) => {
    const v = text(cell);
    return typeof v === 'number' ? new Intl.NumberFormat(locale).format(v) : v;
  };
  const title = localized(config.title);
  return (
    <Paper variant="outlined">
      {title && (
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5, fontSize: '1.05rem' }} id={`${id}-title`}>
          {title}
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-labelledby={title ? `${id}-title` : undefined}>
          <TableHead>
            <TableRow>
              {config.columns.map((column, c) => (
                <TableCell key={c} align={column.align ?? 'left'} sortDirection={sort?.column === c ? sort.direction : false}>
                  {column.sortable ? (
                    <TableSortLabel
                      active={sort?.column === c}
                      direction={sort?.column === c ? sort.direction : 'asc'}
                      onClick={() => setSort((s) => ({ column: c, direction: s?.column === c && s.direction === 'asc' ? 'desc' : 'asc' }))}
                    >
                      {localized(column.title)}
                    </TableSortLabel>
                  ) : (
                    localized(column.title)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, r) => (
              <TableRow key={r}>
                {config.columns.map((column, c) => (
                  <TableCell key={c} align={column.align ?? 'left'}>
                    {display(row[c])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
