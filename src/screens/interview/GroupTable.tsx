import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InterviewTable } from '../../../schemas/api/interview-data.gen.ts';
import { PanelTable } from '../../ui/PanelTable.tsx';
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
      <PanelTable
        columns={table.columns}
        rows={table.rows}
        labelledBy={labelledBy}
        renderCell={(cell, column) => shownValue(cell, column?.type)}
      />
    </Box>
  );
}
