import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the priorityChart widget (widgets/priorityChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/priorityChart' };
export default meta;

export const Fixture0 = fixtureStory('priorityChart', 0);
