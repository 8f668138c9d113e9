/* Generated from schemas/components/variableActionBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { VariableBlock } from '../../api/variable-block.gen.ts';

/**
 * Variables.
 */
export type VariableActionBlockData = VariableBlock
