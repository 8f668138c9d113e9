import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the globalOverview widget (widgets/globalOverview/fixtures.ts). */
const meta: Meta = { title: 'Widgets/globalOverview' };
export default meta;

export const Fixture0 = fixtureStory('globalOverview', 0);
export const Fixture1 = fixtureStory('globalOverview', 1);
