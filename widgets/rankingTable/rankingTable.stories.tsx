import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the rankingTable widget (widgets/rankingTable/fixtures.ts). */
const meta: Meta = { title: 'Widgets/rankingTable' };
export default meta;

export const Fixture0 = fixtureStory('rankingTable', 0);
export const Fixture1 = fixtureStory('rankingTable', 1);
