import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the effectChart widget (widgets/effectChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/effectChart' };
export default meta;

export const Fixture0 = fixtureStory('effectChart', 0);
