import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the developmentLineChart widget (widgets/developmentLineChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/developmentLineChart' };
export default meta;

export const Fixture0 = fixtureStory('developmentLineChart', 0);
export const Fixture1 = fixtureStory('developmentLineChart', 1);
export const Fixture2 = fixtureStory('developmentLineChart', 2);
export const Fixture3 = fixtureStory('developmentLineChart', 3);
