import { registerWidget } from '../../engine/index.tsx';
import { variablesQuery } from './query.ts';
import { variableBlockFixtures } from './fixtures.ts';
import { VariableBlock } from './VariableBlock.tsx';

registerWidget({ type: 'variableBlock', version: 2, component: VariableBlock, fixtures: variableBlockFixtures, query: variablesQuery });
