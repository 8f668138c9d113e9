import { defineWidget } from '../../engine/index.tsx';
import { selectionBlockFixtures } from './fixtures.ts';
import { SelectionBlock } from './SelectionBlock.tsx';

export const selectionBlockWidget = defineWidget({
  type: 'selectionBlock',
  version: 2,
  component: SelectionBlock,
  fixtures: selectionBlockFixtures,
});
