import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FilterToken } from '../../../core/drillpath/tokens';
import { FilterForm } from './FilterForm.tsx';
import { CAMPAIGN_STATES, decodeCampaign, encodeCampaign, YES_NO, type CampaignChoice } from './campaign.ts';

/**
 * The campaign filter (spec 1 section 5): a campaign first, then its delivery state and whether the mail was opened
 * and clicked. The survey's campaigns come with the filter lists; without any the filter says so and stays disabled.
 */
export function CampaignFilter({ campaigns, current, onApply, onClear }: { campaigns: { id: string; title: string }[]; current: FilterToken | undefined; onApply(token: FilterToken): void; onClear(): void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<CampaignChoice>(() => decodeCampaign(current));
  const token = encodeCampaign(choice);
  const none = campaigns.length === 0;
  const pick = (key: keyof CampaignChoice, values: readonly string[], labelId: 'filters.campaign.state' | 'filters.campaign.opened' | 'filters.campaign.clicked') => (
    <TextField select size="small" label={intl.formatMessage({ id: labelId })} value={choice[key]} disabled={none} onChange={(e) => setChoice({ ...choice, [key]: e.target.value })}>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          <FormattedMessage id="filters.campaign.choice" values={{ choice: v }} />
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FilterForm
      direction="column"
      label={intl.formatMessage({ id: 'filters.campaign.title' })}
      canApply={token !== null}
      onApply={() => token && onApply(token)}
      onClear={current ? onClear : undefined}
      testId="campaign-filter"
    >
      {/* Not a helper text: under a disabled field it would be greyed out beyond readable contrast. */}
      {none && (
        <Typography variant="body2">
          <FormattedMessage id="filters.campaign.none" />
        </Typography>
      )}
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'filters.campaign.campaign' })}
        value={choice.campaignId}
        disabled={none}
        helperText={none ? undefined : intl.formatMessage({ id: 'filters.campaign.needed' })}
        onChange={(e) => setChoice({ ...choice, campaignId: e.target.value })}
      >
        {campaigns.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
      {pick('state', CAMPAIGN_STATES, 'filters.campaign.state')}
      {pick('opened', YES_NO, 'filters.campaign.opened')}
      {pick('clicked', YES_NO, 'filters.campaign.clicked')}
    </FilterForm>
  );
}
