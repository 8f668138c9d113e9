import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** Age in days with the overdue flag (a word, not only a colour). */
export function AlertAge({ ageDays, overdue }: { ageDays: number; overdue: boolean }) {
  const intl = useIntl();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }} data-overdue={overdue}>
      {intl.formatMessage({ id: 'alerts.ageDays' }, { days: ageDays })}
      {overdue && <Chip size="small" color="error" label={intl.formatMessage({ id: 'alerts.overdue' })} data-testid="alert-overdue" />}
    </Box>
  );
}
