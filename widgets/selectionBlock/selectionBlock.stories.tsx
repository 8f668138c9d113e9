import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the selectionBlock widget (widgets/selectionBlock/fixtures.ts). */
const meta: Meta = { title: 'Widgets/selectionBlock' };
export default meta;

export const Fixture0 = fixtureStory('selectionBlock', 0);
