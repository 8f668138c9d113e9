import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CAMPAIGN_FILTER, type DrillRoute } from '../../core/drillpath/tokens';
import { decodeCampaign } from './filters/campaign.ts';
import { chipsOf } from './filters/chips.ts';
import { removeValue, tokenOf, withFilters } from './filters/selection.ts';
import { useSession } from '../auth/context.ts';
import { useNavigationState } from '../session/store.tsx';
import { filterListsQuery } from '../api/drill.ts';
import { timeLabel } from './timeLabel.ts';
import { useFilterTitles } from './useFilterTitles.ts';

const CHIP_MESSAGE = { is: 'filters.chip.is', contains: 'filters.chip.contains', not: 'filters.chip.not', notContains: 'filters.chip.notContains' } as const;

/** The filters in force as chips (spec 1 section 5, Filter chips); deleting a chip removes that value from the route. */
export function FilterBar({ surveyExtName, route, onDrillPathChange, count }: { surveyExtName: string; route: DrillRoute; onDrillPathChange(next: DrillRoute): void; count?: ReactNode }) {
  const { api } = useSession();
  const { nav } = useNavigationState();
  const intl = useIntl();
  const lists = useQuery(filterListsQuery(api, surveyExtName, nav.view ?? 'default'));
  const titles = useFilterTitles(lists.data);
  const chips = chipsOf(
    route.filters.filter((t) => t.name !== CAMPAIGN_FILTER),
    titles,
    (code) => timeLabel(intl, lists.data, code),
  ).map((c) => ({ key: c.key, text: intl.formatMessage({ id: CHIP_MESSAGE[c.mode] }, { filter: c.filterTitle, value: c.valueTitle }), remove: () => removeValue(route.filters, c.name, c.value) }));
  // The campaign filter's values make one choice, so one chip.
  const campaign = tokenOf(route.filters, CAMPAIGN_FILTER);
  if (campaign) {
    const c = decodeCampaign(campaign);
    const title = lists.data?.campaigns?.find((x) => x.id === c.campaignId)?.title ?? c.campaignId;
    chips.push({ key: CAMPAIGN_FILTER, text: intl.formatMessage({ id: 'filters.chip.campaign' }, { campaign: title, state: c.state, opened: c.opened, clicked: c.clicked }), remove: () => removeValue(route.filters, CAMPAIGN_FILTER) });
  }
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
      {chips.map((c) => (
        <li key={c.key}>
          <Chip
            size="small"
            label={c.text}
            onDelete={() => onDrillPathChange(withFilters(route, c.remove()))}
            // MUI removes a focused deletable chip on Delete or Backspace; the hint says so to screen readers.
            aria-description={intl.formatMessage({ id: 'filters.chip.remove' })}
            data-testid="filter-chip"
          />
        </li>
      ))}
      {count !== undefined && <li style={{ marginLeft: 'auto' }}>{count}</li>}
    </Stack>
  );
}
