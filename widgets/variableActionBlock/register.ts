import { defineWidget } from '../../engine/index.tsx';
import { variablesQuery } from '../variableBlock/query.ts';
import { VariableBlock } from '../variableBlock/VariableBlock.tsx';
import { variableActionBlockFixtures } from './fixtures.ts';

// Same tiles and call as the variable block; the spec names the type but not what its actions add.
export const variableActionBlockWidget = defineWidget({
  type: 'variableActionBlock',
  version: 2,
  component: VariableBlock,
  fixtures: variableActionBlockFixtures,
  query: variablesQuery,
});
