import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** One column of the spec's "Table panel data": the header text and whether its cells sit right. */
export interface PanelTableColumn {
  extname: string;
  title: string;
  rightAlign?: boolean;
}

/**
 * The head and body of a "Table panel data" table (spec 2 section 3), shared by the sample page's
 * table groups and the interview page's table and record groups so the two render columns and
 * alignment the same way. The caller keeps its own wrapper, title and empty message, and decides
 * how a cell reads (`renderCell`), since the interview formats dates and blanks while the sample
 * shows cells as they come.
 */
export function PanelTable<C extends PanelTableColumn, V>({
  columns,
  rows,
  labelledBy,
  renderCell,
}: {
  columns: C[];
  rows: { cells: V[] }[];
  labelledBy: string;
  renderCell: (cell: V, column: C | undefined) => ReactNode;
}) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.extname} align={c.rightAlign ? 'right' : 'left'}>
              {c.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r, i) => (
          <TableRow key={i}>
            {r.cells.map((cell, j) => (
              <TableCell key={j} align={columns[j]?.rightAlign ? 'right' : 'left'}>
                {renderCell(cell, columns[j])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
