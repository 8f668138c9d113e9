import type { Meta } from '@storybook/react-vite';
import { widgetStories } from '../../stories/support/widgetStory.tsx';

/** The actionManager widget: one story per fixture (widgets/actionManager/fixtures.ts), its states, controls from its config schema. */
const stories = widgetStories('actionManager');
const meta: Meta = { ...stories.meta, title: 'Widgets/actionManager', tags: ['autodocs'] };
export default meta;

export const Fixture0 = stories.fixture(0);
export const Fixture1 = stories.fixture(1);
export const Fixture2 = stories.fixture(2);
export const Loading = stories.Loading;
export const Empty = stories.Empty;
export const Error = stories.Error;
export const RootOnly = stories.RootOnly;
