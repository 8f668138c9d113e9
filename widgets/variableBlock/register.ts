import { defineWidget } from '../../engine/index.tsx';
import { variableBlockFixtures } from './fixtures.ts';
import { variablesQuery } from './query.ts';
import { VariableBlock } from './VariableBlock.tsx';

export const variableBlockWidget = defineWidget({
  type: 'variableBlock',
  version: 2,
  component: VariableBlock,
  fixtures: variableBlockFixtures,
  query: variablesQuery,
});
