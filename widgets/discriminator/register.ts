import { defineWidget } from '../../engine/index.tsx';
import { Discriminator } from './Discriminator.tsx';
import { discriminatorFixtures } from './fixtures.ts';

export const discriminatorWidget = defineWidget({
  type: 'discriminator',
  version: 2,
  component: Discriminator,
  fixtures: discriminatorFixtures,
});
