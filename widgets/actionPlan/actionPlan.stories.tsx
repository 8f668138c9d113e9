import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the actionPlan widget (widgets/actionPlan/fixtures.ts). */
const meta: Meta = { title: 'Widgets/actionPlan' };
export default meta;

export const Fixture0 = fixtureStory('actionPlan', 0);
export const Fixture1 = fixtureStory('actionPlan', 1);
