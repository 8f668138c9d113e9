import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the actionManager widget (widgets/actionManager/fixtures.ts). */
const meta: Meta = { title: 'Widgets/actionManager' };
export default meta;

export const Fixture0 = fixtureStory('actionManager', 0);
export const Fixture1 = fixtureStory('actionManager', 1);
export const Fixture2 = fixtureStory('actionManager', 2);
