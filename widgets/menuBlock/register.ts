import { defineWidget } from '../../engine/index.tsx';
import { menuBlockFixtures } from './fixtures.ts';
import { MenuBlock } from './MenuBlock.tsx';

export const menuBlockWidget = defineWidget({
  type: 'menuBlock',
  version: 2,
  component: MenuBlock,
  fixtures: menuBlockFixtures,
});
