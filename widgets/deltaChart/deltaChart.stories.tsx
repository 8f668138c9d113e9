import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the deltaChart widget (widgets/deltaChart/fixtures.ts). */
const meta: Meta = { title: 'Widgets/deltaChart' };
export default meta;

export const Fixture0 = fixtureStory('deltaChart', 0);
