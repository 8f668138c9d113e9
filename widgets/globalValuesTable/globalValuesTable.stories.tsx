import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the globalValuesTable widget (widgets/globalValuesTable/fixtures.ts). */
const meta: Meta = { title: 'Widgets/globalValuesTable' };
export default meta;

export const Fixture0 = fixtureStory('globalValuesTable', 0);
export const Fixture1 = fixtureStory('globalValuesTable', 1);
export const Fixture2 = fixtureStory('globalValuesTable', 2);
