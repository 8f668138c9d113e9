import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { canSelect, customTimeCode, shownRange } from '../../../core/filters/dateRange';

/**
 * The date range picker (spec 1 sections 5 and 9: dialog 400 wide): one date is both ends, a reversed range is
 * swapped, the end becomes exclusive, and Select waits for a date. Hands back the `Ige…` time code.
 */
export function DateRangeDialog({ open, current, onClose, onSelect }: { open: boolean; current: string; onClose(): void; onSelect(code: string): void }) {
  const intl = useIntl();
  const shown = shownRange(current);
  const [from, setFrom] = useState(shown?.start ?? '');
  const [to, setTo] = useState(shown?.last ?? '');
  const code = customTimeCode(from, to);
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: '100%', maxWidth: 400 } } }} aria-labelledby="date-range-title">
      <DialogTitle id="date-range-title">
        <FormattedMessage id="filters.dates.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField type="date" label={intl.formatMessage({ id: 'filters.dates.from' })} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'filters.dates.to' })}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={intl.formatMessage({ id: 'filters.dates.hint' })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" disabled={!canSelect(from, to) || !code} onClick={() => code && onSelect(code)} data-testid="date-range-select">
          <FormattedMessage id="filters.dates.select" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
