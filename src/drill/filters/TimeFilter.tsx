import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FilterDefinition, FilterGroup, FilterList } from '../../api/drill.ts';
import { timeLabel } from '../timeLabel.ts';
import { DateIntervalFilter } from './DateIntervalFilter.tsx';
import { DateRangeDialog } from './DateRangeDialog.tsx';

/**
 * One filter of the time filter set: quick-select options as radio buttons (else a dropdown), and where the group
 * lets the user choose, a date range dialog and a relative interval.
 */
export function TimeFilter({ filter, group, lists, current, onChange }: { filter: FilterDefinition; group: FilterGroup; lists: FilterList; current: string; onChange(code: string): void }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState(false);
  const listed = filter.options.some((o) => o.extName === current);
  const labelId = `time-${filter.extName}`;
  return (
    <Stack spacing={1} data-testid={`time-filter-${filter.extName}`}>
      {group.quickSelect ? (
        <FormControl>
          <FormLabel id={labelId}>{filter.title}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={listed ? current : ''} onChange={(e) => onChange(e.target.value)}>
            {filter.options.map((o) => (
              <FormControlLabel key={o.extName} value={o.extName} control={<Radio size="small" />} label={o.title} />
            ))}
          </RadioGroup>
        </FormControl>
      ) : (
        <TextField select size="small" label={filter.title} value={listed ? current : ''} onChange={(e) => onChange(e.target.value)}>
          {filter.options.map((o) => (
            <MenuItem key={o.extName} value={o.extName}>
              {o.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!listed && (
        <Typography variant="body2" data-testid="time-current">
          <FormattedMessage id="filters.time.current" values={{ period: timeLabel(intl, lists, current) }} />
        </Typography>
      )}
      {(group.userSelectableRange || filter.dateInterval) && (
        <>
          <Button variant="outlined" size="small" onClick={() => setDialog(true)} sx={{ alignSelf: 'flex-start' }} data-testid="date-range-open">
            <FormattedMessage id="filters.dates.open" />
          </Button>
          <DateIntervalFilter key={current} current={current} onApply={onChange} />
        </>
      )}
      {dialog && (
        <DateRangeDialog
          open
          current={current}
          onClose={() => setDialog(false)}
          onSelect={(code) => {
            setDialog(false);
            onChange(code);
          }}
        />
      )}
    </Stack>
  );
}
