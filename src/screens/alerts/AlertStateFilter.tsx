import { useIntl } from 'react-intl';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { AlertStateCount } from '../../../core/alerts/types.ts';
import { FILTER_STATES, type FilterState } from './search.ts';
import { stateMessageId } from '../../ui/alerts/stateColors.ts';

/** The alert list's state filter: every state, or one, each with its count in the selection (the server counts). */
export function AlertStateFilter({ counts, value, onChange }: { counts: AlertStateCount[]; value: FilterState | undefined; onChange(state: FilterState | undefined): void }) {
  const intl = useIntl();
  const countOf = (state: number) => counts.find((c) => c.state === state)?.n ?? 0;
  const option = (label: string, count: number) => intl.formatMessage({ id: 'alerts.filter.option' }, { label, count });
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value ?? 'all'}
      onChange={(_e, next: FilterState | 'all' | null) => next !== null && onChange(next === 'all' ? undefined : next)}
      aria-label={intl.formatMessage({ id: 'alerts.filter.label' })}
      data-testid="alert-state-filter"
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="all">
        {option(
          intl.formatMessage({ id: 'alerts.filter.all' }),
          counts.reduce((sum, c) => sum + c.n, 0),
        )}
      </ToggleButton>
      {FILTER_STATES.map((state) => (
        <ToggleButton key={state} value={state} data-state={state}>
          {option(intl.formatMessage({ id: stateMessageId(state) }), countOf(state))}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
