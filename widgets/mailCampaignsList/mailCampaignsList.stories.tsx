import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the mailCampaignsList widget (widgets/mailCampaignsList/fixtures.ts). */
const meta: Meta = { title: 'Widgets/mailCampaignsList' };
export default meta;

export const Fixture0 = fixtureStory('mailCampaignsList', 0);
export const Fixture1 = fixtureStory('mailCampaignsList', 1);
