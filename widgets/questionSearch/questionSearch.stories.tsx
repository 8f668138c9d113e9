import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the questionSearch widget (widgets/questionSearch/fixtures.ts). */
const meta: Meta = { title: 'Widgets/questionSearch' };
export default meta;

export const Fixture0 = fixtureStory('questionSearch', 0);
export const Fixture1 = fixtureStory('questionSearch', 1);
