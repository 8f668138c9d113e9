import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import type { TablePanel as TablePanelData } from '../../../core/sample/rules.ts';
import { PanelTable } from '../../ui/PanelTable.tsx';

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
          <PanelTable columns={panel.columns} rows={panel.rows} labelledBy={id} renderCell={(cell) => cell ?? ''} />
        </TableContainer>
      )}
    </Paper>
  );
}
