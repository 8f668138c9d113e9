import type { Meta } from '@storybook/react-vite';
import { widgetStories } from '../../stories/support/widgetStory.tsx';

/** The discriminator widget: one story per fixture (widgets/discriminator/fixtures.ts), its states, controls from its config schema. */
const stories = widgetStories('discriminator');
const meta: Meta = { ...stories.meta, title: 'Widgets/discriminator', tags: ['autodocs'] };
export default meta;

export const Fixture0 = stories.fixture(0);
export const RootOnly = stories.RootOnly;
