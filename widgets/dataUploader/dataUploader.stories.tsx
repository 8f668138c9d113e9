import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the dataUploader widget (widgets/dataUploader/fixtures.ts). */
const meta: Meta = { title: 'Widgets/dataUploader' };
export default meta;

export const Fixture0 = fixtureStory('dataUploader', 0);
export const Fixture1 = fixtureStory('dataUploader', 1);
export const Fixture2 = fixtureStory('dataUploader', 2);
