import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the resultsBlock widget (widgets/resultsBlock/fixtures.ts). */
const meta: Meta = { title: 'Widgets/resultsBlock' };
export default meta;

export const Fixture0 = fixtureStory('resultsBlock', 0);
