import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_FILTER, parseFilters, TIME_FILTER, type DrillRoute, type FilterToken } from '../../../core/drillpath/tokens';
import { plain, removeValue, setValues, timeCodeOf, toggleOption, tokenOf, withFilters } from './selection.ts';
import { useSession } from '../../auth/context.ts';
import type { MessageId } from '../../i18n/index.ts';
import { errorMessage } from '../../shell/errorMessage.ts';
import { filterListsQuery, type FilterDefinition, type FilterGroup } from '../../api/drill.ts';
import { CampaignFilter } from './CampaignFilter.tsx';
import { OptionFilter } from './OptionFilter.tsx';
import { RangeFilter } from './RangeFilter.tsx';
import { TimeFilter } from './TimeFilter.tsx';

/** What the server uses when neither the route nor the start filter names a period (server/analytics/filters.ts). */
const SERVER_DEFAULT_TIME = 'rmonths-11_0';

function Section({ id, title, children }: { id: string; title: MessageId; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="subtitle1" component="h3" gutterBottom>
        <FormattedMessage id={title} />
      </Typography>
      {children}
    </section>
  );
}

function startTokens(startFilter: string): FilterToken[] {
  try {
    return parseFilters(startFilter);
  } catch {
    return [];
  }
}

/**
 * The filter sidebar's body: the time filter set, then the standard filter set by group, then the campaign filter.
 * Every change becomes a new drill path for the current route.
 */
export function FilterPanel({ surveyExtName, view, drill: route, onDrillPathChange }: { surveyExtName: string; view: string; drill: DrillRoute; onDrillPathChange(next: DrillRoute): void }) {
  const { api } = useSession();
  const intl = useIntl();
  const lists = useQuery(filterListsQuery(api, surveyExtName, view));
  const apply = (filters: FilterToken[]) => onDrillPathChange(withFilters(route, filters));

  if (lists.isPending) return <Skeleton variant="rounded" height={240} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (lists.isError) return <Alert severity="error">{errorMessage(lists.error, intl)}</Alert>;
  const data = lists.data;
  const start = startTokens(data.startFilter);
  const timeFallback = timeCodeOf(start, SERVER_DEFAULT_TIME);

  const standard = (group: FilterGroup, f: FilterDefinition) => {
    const token = tokenOf(route.filters, f.extName);
    const checked = (token?.values ?? []).filter((v) => !v.exclude && !v.contains).map((v) => v.value);
    const body = f.range ? (
      <RangeFilter
        key={token?.values[0]?.value ?? ''}
        title={f.title}
        current={token?.values[0]?.value}
        onApply={(v) => apply(setValues(route.filters, f.extName, [plain(v)]))}
        onClear={() => apply(removeValue(route.filters, f.extName))}
      />
    ) : (
      <OptionFilter
        surveyExtName={surveyExtName}
        filter={f}
        quickSelect={group.quickSelect === true}
        checked={checked}
        onToggle={(option) => apply(toggleOption(route.filters, f.extName, option, f.multipleSelections === true))}
        onClear={() => apply(removeValue(route.filters, f.extName))}
      />
    );
    return (
      <Accordion key={f.extName} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true }, heading: { component: 'h4' } }} data-testid={`filter-${f.extName}`}>
        <AccordionSummary id={`filter-${f.extName}-summary`} aria-controls={`filter-${f.extName}-details`}>
          <Typography sx={{ flexGrow: 1 }}>{f.title}</Typography>
          {token && (
            <Typography variant="body2" color="primary">
              <FormattedMessage id="filters.selected" values={{ n: token.values.length }} />
            </Typography>
          )}
        </AccordionSummary>
        <AccordionDetails id={`filter-${f.extName}-details`}>{body}</AccordionDetails>
      </Accordion>
    );
  };

  return (
    <Stack spacing={2} data-testid="filter-panel">
      <Section id="filters-time" title="filters.time">
        <Stack spacing={2}>
          {data.timeFilterSet.filterGroups.flatMap((g, gi) =>
            g.filters.map((f) => {
              const current = f.extName === TIME_FILTER ? timeCodeOf(route.filters, timeFallback) : (tokenOf(route.filters, f.extName)?.values[0]?.value ?? '');
              return (
                <TimeFilter
                  key={`${gi}/${f.extName}/${current}`}
                  filter={f}
                  group={g}
                  lists={data}
                  current={current}
                  onChange={(code) => apply(setValues(route.filters, f.extName, [plain(code)]))}
                />
              );
            }),
          )}
        </Stack>
      </Section>
      <Divider />
      <Section id="filters-other" title="filters.other">
        <Stack spacing={1.5}>
          {data.standardFilterSet.filterGroups.map((g, gi) => (
            <Stack key={gi} role="group" aria-label={intl.formatMessage({ id: 'filters.group' }, { n: gi + 1 })}>
              {g.filters.map((f) => standard(g, f))}
            </Stack>
          ))}
        </Stack>
      </Section>
      <Divider />
      <Section id="filters-campaign" title="filters.campaign.title">
        <CampaignFilter
          key={JSON.stringify(tokenOf(route.filters, CAMPAIGN_FILTER) ?? null)}
          campaigns={data.campaigns ?? []}
          current={tokenOf(route.filters, CAMPAIGN_FILTER)}
          onApply={(token) => apply(setValues(route.filters, CAMPAIGN_FILTER, token.values))}
          onClear={() => apply(removeValue(route.filters, CAMPAIGN_FILTER))}
        />
      </Section>
      <Divider />
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => apply(start)} data-testid="filters-reset">
          <FormattedMessage id="filters.reset" />
        </Button>
        <Button size="small" onClick={() => apply([])} disabled={route.filters.length === 0} data-testid="filters-clear">
          <FormattedMessage id="filters.clearAll" />
        </Button>
      </Stack>
    </Stack>
  );
}
