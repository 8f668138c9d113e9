/**
 * What the campaign screens and lists share (spec 3 sections 4 and 9): a campaign's state as a chip (ERROR red), its
 * sending type and a rate in words. Rendered only by chunks that load the `campaigns` message area.
 */
import { useIntl, type IntlShape } from 'react-intl';
import Chip from '@mui/material/Chip';
import type { CampaignSendingType, CampaignStatus } from '../../../schemas/api/campaign-details.gen.ts';
import type { TrackingStatus } from '../../../schemas/api/campaign-trackings.gen.ts';
import type { MessageId } from '../../i18n/index.ts';

const STATE: Record<CampaignStatus, MessageId> = {
  CREATED: 'campaign.state.CREATED',
  STARTED: 'campaign.state.STARTED',
  PAUSED: 'campaign.state.PAUSED',
  STOPPED: 'campaign.state.STOPPED',
  ERROR: 'campaign.state.ERROR',
};
const SENDING: Record<CampaignSendingType, MessageId> = {
  EMAIL: 'campaign.sendingType.EMAIL',
  SMS: 'campaign.sendingType.SMS',
  LETTER: 'campaign.sendingType.LETTER',
  PHONE: 'campaign.sendingType.PHONE',
};
const TRACKING: Record<TrackingStatus, MessageId> = {
  PENDING: 'campaign.tracking.PENDING',
  SENDING: 'campaign.tracking.SENDING',
  SENT: 'campaign.tracking.SENT',
  FAILED: 'campaign.tracking.FAILED',
  UNSUB: 'campaign.tracking.UNSUB',
};

export const sendingTypeText = (intl: IntlShape, type: CampaignSendingType) => intl.formatMessage({ id: SENDING[type] });
export const trackingStatusText = (intl: IntlShape, status: TrackingStatus) => intl.formatMessage({ id: TRACKING[status] });

/** A rate in percent of sent, with one decimal and a percent sign (spec 3 section 9): 66.66 → 66.7%. */
export function rateText(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The campaign's state; ERROR as a red chip (spec 3 section 4). */
export function CampaignStateChip({ state }: { state: CampaignStatus }) {
  const intl = useIntl();
  return <Chip size="small" label={intl.formatMessage({ id: STATE[state] })} color={state === 'ERROR' ? 'error' : 'default'} variant={state === 'ERROR' ? 'filled' : 'outlined'} />;
}

/** The details screen of a campaign, back to `fromPage` afterwards. */
export function campaignScreenPath(surveyExtName: string, campaignId: number, fromPage: string | undefined): string {
  const path = `/mailcampaign/${encodeURIComponent(surveyExtName)}/${campaignId}`;
  return fromPage ? `${path}?${new URLSearchParams({ fromPage })}` : path;
}
