import { registerWidget } from '../../engine/index.tsx';
import { Discriminator } from './Discriminator.tsx';
import { discriminatorFixtures } from './fixtures.ts';

registerWidget({ type: 'discriminator', version: 2, component: Discriminator, fixtures: discriminatorFixtures });
