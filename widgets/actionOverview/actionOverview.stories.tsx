import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the actionOverview widget (widgets/actionOverview/fixtures.ts). */
const meta: Meta = { title: 'Widgets/actionOverview' };
export default meta;

export const Fixture0 = fixtureStory('actionOverview', 0);
export const Fixture1 = fixtureStory('actionOverview', 1);
export const Fixture2 = fixtureStory('actionOverview', 2);
export const Fixture3 = fixtureStory('actionOverview', 3);
