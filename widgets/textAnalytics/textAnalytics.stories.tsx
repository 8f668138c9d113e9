import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the textAnalytics widget (widgets/textAnalytics/fixtures.ts). */
const meta: Meta = { title: 'Widgets/textAnalytics' };
export default meta;

export const Fixture0 = fixtureStory('textAnalytics', 0);
export const Fixture1 = fixtureStory('textAnalytics', 1);
