import { useState } from 'react';
import { useIntl } from 'react-intl';
import TextField from '@mui/material/TextField';
import { decodeRange, encodeRange, type RangeInput } from './range.ts';
import { FilterForm } from './FilterForm.tsx';

/** A numeric range filter (spec 1 section 5): applies only with both ends filled, written `from_to`. */
export function RangeFilter({ title, current, onApply, onClear }: { title: string; current: string | undefined; onApply(value: string): void; onClear(): void }) {
  const intl = useIntl();
  const [range, setRange] = useState(() => decodeRange(current));
  const value = encodeRange(range);
  const end = (key: keyof RangeInput) => (
    <TextField
      size="small"
      label={intl.formatMessage({ id: key === 'from' ? 'filters.range.from' : 'filters.range.to' })}
      value={range[key]}
      onChange={(e) => setRange({ ...range, [key]: e.target.value })}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 96 }}
    />
  );
  return (
    <FilterForm label={title} canApply={value !== null} onApply={() => value && onApply(value)} onClear={current ? onClear : undefined}>
      {end('from')}
      {end('to')}
    </FilterForm>
  );
}
