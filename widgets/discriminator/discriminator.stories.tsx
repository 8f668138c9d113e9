import type { Meta } from '@storybook/react-vite';
import { fixtureStory } from '../../stories/support/widgetStory.tsx';

/** One story per fixture of the discriminator widget (widgets/discriminator/fixtures.ts). */
const meta: Meta = { title: 'Widgets/discriminator' };
export default meta;

export const Fixture0 = fixtureStory('discriminator', 0);
