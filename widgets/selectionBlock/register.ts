import { registerWidget } from '../../engine/index.tsx';
import { selectionBlockFixtures } from './fixtures.ts';
import { SelectionBlock } from './SelectionBlock.tsx';

registerWidget({ type: 'selectionBlock', version: 2, component: SelectionBlock, fixtures: selectionBlockFixtures });
