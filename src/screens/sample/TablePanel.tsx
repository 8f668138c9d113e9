import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TablePanel as TablePanelData } from '../../../core/sample/rules.ts';

/** A table group of the sample (table panel data, spec 2 section 3). */
export function TablePanel({ panel }: { panel: TablePanelData }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {panel.title}
      </Typography>
      {panel.rows.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="sample.emptyTable" />
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {panel.columns.map((c) => (
                  <TableCell key={c.extname} align={c.rightAlign ? 'right' : 'left'}>
                    {c.title}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {panel.rows.map((r, i) => (
                <TableRow key={i}>
                  {r.cells.map((cell, j) => (
                    <TableCell key={j} align={panel.columns[j]?.rightAlign ? 'right' : 'left'}>
                      {cell ?? ''}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
