import type { Meta } from '@storybook/react-vite';
import { widgetStories } from '../../stories/support/widgetStory.tsx';

/** The menuBlock widget: one story per fixture (widgets/menuBlock/fixtures.ts), its states, controls from its config schema. */
const stories = widgetStories('menuBlock');
const meta: Meta = { ...stories.meta, title: 'Widgets/menuBlock', tags: ['autodocs'] };
export default meta;

export const Fixture0 = stories.fixture(0);
export const RootOnly = stories.RootOnly;
