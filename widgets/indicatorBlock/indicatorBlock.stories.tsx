import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the indicatorBlock widget (widgets/indicatorBlock/fixtures.ts). */
const meta: Meta = { title: 'Widgets/indicatorBlock' };
export default meta;

export const Fixture0 = fixtureStory('indicatorBlock', 0);
export const Fixture1 = fixtureStory('indicatorBlock', 1);
