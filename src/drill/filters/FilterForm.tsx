import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * A filter editor that applies on submit (Enter in a field, or Apply): Apply stays disabled while the input does not
 * make a filter value; Clear shows when the filter is in force.
 */
export function FilterForm({
  label,
  canApply,
  onApply,
  onClear,
  direction = 'row',
  children,
  testId,
}: {
  label: string;
  canApply: boolean;
  onApply(): void;
  onClear?: () => void;
  direction?: 'row' | 'column';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack
      component="form"
      direction={direction}
      spacing={direction === 'row' ? 1 : 1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: direction === 'row' ? 'flex-start' : 'stretch' }}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        if (canApply) onApply();
      }}
      data-testid={testId}
    >
      {children}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="outlined" size="small" disabled={!canApply} data-testid={testId ? `${testId}-apply` : undefined}>
          <FormattedMessage id="filters.apply" />
        </Button>
        {onClear && (
          <Button size="small" onClick={onClear}>
            <FormattedMessage id="filters.clear" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
