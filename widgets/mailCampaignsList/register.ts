import { defineWidget } from '../../engine/index.tsx';
import { mailCampaignsListFixtures } from './fixtures.ts';
import { MailCampaignsList } from './MailCampaignsList.tsx';
import { mailCampaignsListQuery } from './query.ts';

export const mailCampaignsListWidget = defineWidget({
  type: 'mailCampaignsList',
  version: 1,
  component: MailCampaignsList,
  fixtures: mailCampaignsListFixtures,
  query: mailCampaignsListQuery,
});
