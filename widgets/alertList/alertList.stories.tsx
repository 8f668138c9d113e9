import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the alertList widget (widgets/alertList/fixtures.ts). */
const meta: Meta = { title: 'Widgets/alertList' };
export default meta;

export const Fixture0 = fixtureStory('alertList', 0);
export const Fixture1 = fixtureStory('alertList', 1);
