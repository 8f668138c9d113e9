import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CAMPAIGN_FILTER, type DrillRoute } from '../../core/drillpath/tokens';
import { chipsOf, type ChipModel } from '../../core/filters/chips';
import { removeValue, withFilters } from '../../core/filters/selection';
import { useSession } from '../auth/context.ts';
import { useNavigationState } from '../session/store.tsx';
import { filterListsQuery } from './queries.ts';
import { timeLabel } from './timeLabel.ts';
import { useFilterTitles } from './useFilterTitles.ts';

const CHIP_MESSAGE = { is: 'filters.chip.is', contains: 'filters.chip.contains', not: 'filters.chip.not', notContains: 'filters.chip.notContains' } as const;

/** The filters in force as chips (spec 1 section 5, Filter chips); deleting a chip removes that value from the route. */
export function FilterBar({ surveyExtName, route, onDrillPathChange, count }: { surveyExtName: string; route: DrillRoute; onDrillPathChange(next: string): void; count?: ReactNode }) {
  const { api } = useSession();
  const { nav } = useNavigationState();
  const intl = useIntl();
  const lists = useQuery(filterListsQuery(api, surveyExtName, nav.view ?? 'default'));
  const titles = useFilterTitles(lists.data);
  const chips = chipsOf(route.filters, titles, (code) => timeLabel(intl, lists.data, code));
  const label = (c: ChipModel) => {
    const filter = c.name === CAMPAIGN_FILTER ? intl.formatMessage({ id: 'filters.campaign.title' }) : c.filterTitle;
    return intl.formatMessage({ id: CHIP_MESSAGE[c.mode] }, { filter, value: c.valueTitle });
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 32 }}
      component="ul"
      aria-label={intl.formatMessage({ id: 'filters.bar' })}
      data-testid="filter-bar"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {chips.map((c) => {
        const text = label(c);
        return (
          <li key={c.key}>
            <Chip
              size="small"
              label={text}
              onDelete={() => onDrillPathChange(withFilters(route, removeValue(route.filters, c.name, c.value)))}
              // MUI removes a focused deletable chip on Delete or Backspace; the hint says so to screen readers.
              aria-description={intl.formatMessage({ id: 'filters.chip.remove' })}
              data-testid="filter-chip"
            />
          </li>
        );
      })}
      {count !== undefined && <li style={{ marginLeft: 'auto' }}>{count}</li>}
    </Stack>
  );
}
