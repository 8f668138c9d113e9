import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FilterForm } from './FilterForm.tsx';
import { decodeInterval, encodeInterval, intervalValid, type IntervalUnit } from './range.ts';

const UNITS: IntervalUnit[] = ['days', 'months', 'years'];

/** A date interval relative to today (spec 1 section 5): from must be less than to; -30 and 0 days to start with. */
export function DateIntervalFilter({ current, onApply }: { current: string; onApply(code: string): void }) {
  const intl = useIntl();
  const start = decodeInterval(current);
  const [unit, setUnit] = useState<IntervalUnit>(start.unit);
  const [from, setFrom] = useState(String(start.from));
  const [to, setTo] = useState(String(start.to));
  const interval = { unit, from: Number(from), to: Number(to) };
  const filled = from.trim() !== '' && to.trim() !== '';
  const valid = filled && intervalValid(interval);
  const code = valid ? encodeInterval(interval) : null;
  return (
    <FilterForm label={intl.formatMessage({ id: 'filters.interval.title' })} canApply={code !== null} onApply={() => code && onApply(code)} testId="interval">
      <TextField
        size="small"
        type="number"
        label={intl.formatMessage({ id: 'filters.interval.from' })}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        error={filled && !valid}
        helperText={filled && !valid ? intl.formatMessage({ id: 'filters.interval.order' }) : ' '}
        sx={{ width: 96 }}
      />
      <TextField size="small" type="number" label={intl.formatMessage({ id: 'filters.interval.to' })} value={to} onChange={(e) => setTo(e.target.value)} sx={{ width: 96 }} />
      <TextField select size="small" label={intl.formatMessage({ id: 'filters.interval.unit' })} value={unit} onChange={(e) => setUnit(e.target.value as IntervalUnit)} sx={{ width: 120 }}>
        {UNITS.map((u) => (
          <MenuItem key={u} value={u}>
            <FormattedMessage id="filters.interval.units" values={{ unit: u }} />
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}
