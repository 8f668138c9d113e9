import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the gamificationOverview widget (widgets/gamificationOverview/fixtures.ts). */
const meta: Meta = { title: 'Widgets/gamificationOverview' };
export default meta;

export const Fixture0 = fixtureStory('gamificationOverview', 0);
export const Fixture1 = fixtureStory('gamificationOverview', 1);
