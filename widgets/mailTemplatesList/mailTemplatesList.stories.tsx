import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the mailTemplatesList widget (widgets/mailTemplatesList/fixtures.ts). */
const meta: Meta = { title: 'Widgets/mailTemplatesList' };
export default meta;

export const Fixture0 = fixtureStory('mailTemplatesList', 0);
export const Fixture1 = fixtureStory('mailTemplatesList', 1);
export const Fixture2 = fixtureStory('mailTemplatesList', 2);
