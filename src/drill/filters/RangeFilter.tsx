import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { decodeRange, encodeRange } from '../../../core/filters/range';

/** A numeric range filter (spec 1 section 5): applies only with both ends filled, written `from_to`. */
export function RangeFilter({ title, current, onApply, onClear }: { title: string; current: string | undefined; onApply(value: string): void; onClear(): void }) {
  const intl = useIntl();
  const [range, setRange] = useState(() => decodeRange(current));
  const value = encodeRange(range);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onApply(value);
      }}
    >
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'filters.range.from' })}
        value={range.from}
        onChange={(e) => setRange({ ...range, from: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 96 }}
      />
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'filters.range.to' })}
        value={range.to}
        onChange={(e) => setRange({ ...range, to: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ width: 96 }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={!value}>
        <FormattedMessage id="filters.apply" />
      </Button>
      {current && (
        <Button size="small" onClick={onClear}>
          <FormattedMessage id="filters.clear" />
        </Button>
      )}
    </Stack>
  );
}
