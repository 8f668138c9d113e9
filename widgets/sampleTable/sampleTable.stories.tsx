import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the sampleTable widget (widgets/sampleTable/fixtures.ts). */
const meta: Meta = { title: 'Widgets/sampleTable' };
export default meta;

export const Fixture0 = fixtureStory('sampleTable', 0);
export const Fixture1 = fixtureStory('sampleTable', 1);
export const Fixture2 = fixtureStory('sampleTable', 2);
