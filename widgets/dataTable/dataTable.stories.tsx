import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the dataTable widget (widgets/dataTable/fixtures.ts). */
const meta: Meta = { title: 'Widgets/dataTable' };
export default meta;

export const Fixture0 = fixtureStory('dataTable', 0);
export const Fixture1 = fixtureStory('dataTable', 1);
export const Fixture2 = fixtureStory('dataTable', 2);
