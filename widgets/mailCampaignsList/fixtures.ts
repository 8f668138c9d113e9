import type { WidgetFixture } from '../../engine/index.tsx';
import type { CampaignList, CampaignListRow } from '../../src/api/campaigns.ts';

const row = (r: Partial<CampaignListRow> & Pick<CampaignListRow, 'id' | 'title' | 'state'>): CampaignListRow => ({
  sendingType: 'EMAIL',
  autoAddTitle: 'one-shot',
  scheduled: null,
  rateOpened: 0,
  rateClicked: 0,
  nPending: 0,
  nSent: 0,
  nFailed: 0,
  filters: 'all',
  numberOfTrackingRows: 0,
  ...r,
});

/** The store-visit demo's campaigns as the list call answers them, and one that failed. */
export const CAMPAIGN_ROWS: CampaignListRow[] = [
  row({ id: 4, title: 'Autumn follow-up', state: 'CREATED', scheduled: '2026-12-02T08:00:00.000Z', filters: 'all,se,south' }),
  row({ id: 3, title: 'New visitors (daily)', state: 'STARTED', autoAddTitle: 'auto-add', rateOpened: 40, rateClicked: 20, nSent: 25, filters: 'all,se', numberOfTrackingRows: 25 }),
  row({ id: 2, title: 'Reminder to answer', state: 'PAUSED', rateOpened: 50, rateClicked: 16.7, nPending: 6, nSent: 18, nFailed: 6, filters: 'all,se,north', numberOfTrackingRows: 30 }),
  row({ id: 1, title: 'Spring invitation', state: 'STOPPED', rateOpened: 66.66, rateClicked: 33.33, nSent: 54, nFailed: 6, numberOfTrackingRows: 60 }),
  row({ id: 5, title: 'SMS reminder', sendingType: 'SMS', state: 'ERROR', nFailed: 12, numberOfTrackingRows: 12 }),
];

export const campaignList = (rows: CampaignListRow[] = CAMPAIGN_ROWS): CampaignList => ({ rows });

export const mailCampaignsListFixtures: WidgetFixture<'mailCampaignsList'>[] = [
  { name: "The survey's campaigns in every state, one in error", config: { size: 12, title: { en: 'Outreach', sv: 'Utskick' } }, data: campaignList() },
  { name: 'No campaigns yet', config: { size: 12 }, data: campaignList([]) },
];
