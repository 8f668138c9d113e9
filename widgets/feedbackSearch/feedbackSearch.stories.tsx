import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the feedbackSearch widget (widgets/feedbackSearch/fixtures.ts). */
const meta: Meta = { title: 'Widgets/feedbackSearch' };
export default meta;

export const Fixture0 = fixtureStory('feedbackSearch', 0);
export const Fixture1 = fixtureStory('feedbackSearch', 1);
