import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the feedbackOverview widget (widgets/feedbackOverview/fixtures.ts). */
const meta: Meta = { title: 'Widgets/feedbackOverview' };
export default meta;

export const Fixture0 = fixtureStory('feedbackOverview', 0);
export const Fixture1 = fixtureStory('feedbackOverview', 1);
