import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the variableBlock widget (widgets/variableBlock/fixtures.ts). */
const meta: Meta = { title: 'Widgets/variableBlock' };
export default meta;

export const Fixture0 = fixtureStory('variableBlock', 0);
export const Fixture1 = fixtureStory('variableBlock', 1);
export const Fixture2 = fixtureStory('variableBlock', 2);
