import type { Meta } from '@storybook/react-vite';
import { widgetStories } from '../../stories/support/widgetStory.tsx';

/** The selectionBlock widget: one story per fixture (widgets/selectionBlock/fixtures.ts), its states, controls from its config schema. */
const stories = widgetStories('selectionBlock');
const meta: Meta = { ...stories.meta, title: 'Widgets/selectionBlock', tags: ['autodocs'] };
export default meta;

export const Fixture0 = stories.fixture(0);
export const Loading = stories.Loading;
export const Error = stories.Error;
export const RootOnly = stories.RootOnly;
