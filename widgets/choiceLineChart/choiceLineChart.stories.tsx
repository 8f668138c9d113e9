import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the choiceLineChart widget (widgets/choiceLineChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/choiceLineChart' };
export default meta;

export const Fixture0 = fixtureStory('choiceLineChart', 0);
