import { registerWidget } from '../../engine/index.tsx';
import { menuBlockFixtures } from './fixtures.ts';
import { MenuBlock } from './MenuBlock.tsx';

registerWidget({ type: 'menuBlock', version: 2, component: MenuBlock, fixtures: menuBlockFixtures });
