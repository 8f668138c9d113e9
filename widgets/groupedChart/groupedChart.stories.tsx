import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the groupedChart widget (widgets/groupedChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/groupedChart' };
export default meta;

export const Fixture0 = fixtureStory('groupedChart', 0);
