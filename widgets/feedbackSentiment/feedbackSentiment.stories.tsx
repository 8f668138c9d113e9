import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the feedbackSentiment widget (widgets/feedbackSentiment/fixtures.ts). */
const meta: Meta = { title: 'Widgets/feedbackSentiment' };
export default meta;

export const Fixture0 = fixtureStory('feedbackSentiment', 0);
export const Fixture1 = fixtureStory('feedbackSentiment', 1);
