import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the benchmarkChart widget (widgets/benchmarkChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/benchmarkChart' };
export default meta;

export const Fixture0 = fixtureStory('benchmarkChart', 0);
export const Fixture1 = fixtureStory('benchmarkChart', 1);
