import type { WidgetFixture } from '../../engine/index.tsx';
import type { GlobalCampaignList, GlobalCampaignRow } from '../../src/api/campaigns.ts';

const row = (r: Partial<GlobalCampaignRow> & Pick<GlobalCampaignRow, 'id' | 'title' | 'state'>): GlobalCampaignRow => ({
  universeName: 'Demo',
  surveyExtName: 'demo',
  sendingType: 'EMAIL',
  templateTitle: 'Standardinbjudan',
  templateContents: '',
  nTotalMessages: 0,
  totalPending: 0,
  totalSent: 0,
  totalFailed: 0,
  rateOpened: 0,
  rateClicked: 0,
  filters: 'all',
  ...r,
});

/** Campaigns of the demo universe's surveys, one of them failed. */
export const GLOBAL_ROWS: GlobalCampaignRow[] = [
  row({ id: 2, title: 'Reminder to answer', state: 'PAUSED', nTotalMessages: 30, totalPending: 6, totalSent: 18, totalFailed: 6, rateOpened: 50, rateClicked: 16.66 }),
  row({ id: 6, title: 'Relationship survey invitation', surveyExtName: 'storevisit', state: 'STOPPED', nTotalMessages: 20, totalSent: 16, totalFailed: 4, rateOpened: 62.5, rateClicked: 25 }),
  row({ id: 7, title: 'Letters to the north', sendingType: 'LETTER', templateTitle: 'Brev till kund', state: 'ERROR', nTotalMessages: 3, totalFailed: 3 }),
];

export const globalCampaignList = (rows: GlobalCampaignRow[] = GLOBAL_ROWS): GlobalCampaignList => ({ rows });

export const globalCampaignsListFixtures: WidgetFixture<'globalCampaignsList'>[] = [
  { name: "Every campaign of the universe's surveys, one in error", config: { size: 12 }, data: globalCampaignList() },
  { name: 'No campaigns anywhere', config: { size: 12, title: { en: 'Campaigns everywhere' } }, data: globalCampaignList([]) },
];
