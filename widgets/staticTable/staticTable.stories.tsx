import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the staticTable widget (widgets/staticTable/fixtures.ts). */
const meta: Meta = { title: 'Widgets/staticTable' };
export default meta;

export const Fixture0 = fixtureStory('staticTable', 0);
