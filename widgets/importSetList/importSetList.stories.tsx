import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the importSetList widget (widgets/importSetList/fixtures.ts). */
const meta: Meta = { title: 'Widgets/importSetList' };
export default meta;

export const Fixture0 = fixtureStory('importSetList', 0);
export const Fixture1 = fixtureStory('importSetList', 1);
