import type { Meta } from '@storybook/react-vite';
import { widgetStories } from '../../stories/support/widgetStory.tsx';

/** The gamificationOverview widget: one story per fixture (widgets/gamificationOverview/fixtures.ts), its states, controls from its config schema. */
const stories = widgetStories('gamificationOverview');
const meta: Meta = { ...stories.meta, title: 'Widgets/gamificationOverview', tags: ['autodocs'] };
export default meta;

export const Fixture0 = stories.fixture(0);
export const Fixture1 = stories.fixture(1);
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const RootOnly = stories.RootOnly;
