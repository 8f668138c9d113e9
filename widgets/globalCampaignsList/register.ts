import { defineWidget } from '../../engine/index.tsx';
import { globalCampaignsListFixtures } from './fixtures.ts';
import { GlobalCampaignsList } from './GlobalCampaignsList.tsx';
import { globalCampaignsListQuery } from './query.ts';

export const globalCampaignsListWidget = defineWidget({
  type: 'globalCampaignsList',
  version: 1,
  component: GlobalCampaignsList,
  fixtures: globalCampaignsListFixtures,
  query: globalCampaignsListQuery,
});
