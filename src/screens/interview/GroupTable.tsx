import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InterviewTable } from '../../../schemas/api/interview.ts';
import { shownValue } from './AnswerValue.tsx';

/** A table group or record group: its columns (right-aligned where asked, dates day/month-year) and rows. */
export function GroupTable({ table, labelledBy }: { table: InterviewTable; labelledBy: string }) {
  if (table.rows.length === 0) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="interview.tableEmpty" />
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {table.columns.map((c) => (
              <TableCell key={c.extname} align={c.rightAlign ? 'right' : 'left'}>
                {c.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((r, i) => (
            <TableRow key={i}>
              {r.cells.map((cell, j) => (
                <TableCell key={j} align={table.columns[j]?.rightAlign ? 'right' : 'left'}>
                  {shownValue(cell, table.columns[j]?.type)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
