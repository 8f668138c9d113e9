import { registerWidget } from '../../engine/index.tsx';
import { variableBlockFixtures } from './fixtures.ts';
import { VariableBlock } from './VariableBlock.tsx';

registerWidget({ type: 'variableBlock', version: 2, component: VariableBlock, fixtures: variableBlockFixtures });
