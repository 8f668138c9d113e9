import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the globalCampaignsList widget (widgets/globalCampaignsList/fixtures.ts). */
const meta: Meta = { title: 'Widgets/globalCampaignsList' };
export default meta;

export const Fixture0 = fixtureStory('globalCampaignsList', 0);
export const Fixture1 = fixtureStory('globalCampaignsList', 1);
