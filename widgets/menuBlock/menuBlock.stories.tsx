import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the menuBlock widget (widgets/menuBlock/fixtures.ts). */
const meta: Meta = { title: 'Widgets/menuBlock' };
export default meta;

export const Fixture0 = fixtureStory('menuBlock', 0);
