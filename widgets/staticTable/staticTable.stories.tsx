import type { Meta } from '@storybook/react-vite';
import { widgetStories } from '../../stories/support/widgetStory.tsx';

/** The staticTable widget: one story per fixture (widgets/staticTable/fixtures.ts), its states, controls from its config schema. */
const stories = widgetStories('staticTable');
const meta: Meta = { ...stories.meta, title: 'Widgets/staticTable', tags: ['autodocs'] };
export default meta;

export const Fixture0 = stories.fixture(0);
export const RootOnly = stories.RootOnly;
