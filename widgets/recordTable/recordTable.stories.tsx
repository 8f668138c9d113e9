import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the recordTable widget (widgets/recordTable/fixtures.ts). */
const meta: Meta = { title: 'Widgets/recordTable' };
export default meta;

export const Fixture0 = fixtureStory('recordTable', 0);
export const Fixture1 = fixtureStory('recordTable', 1);
