import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the variableActionBlock widget (widgets/variableActionBlock/fixtures.ts). */
const meta: Meta = { title: 'Widgets/variableActionBlock' };
export default meta;

export const Fixture0 = fixtureStory('variableActionBlock', 0);
export const Fixture1 = fixtureStory('variableActionBlock', 1);
