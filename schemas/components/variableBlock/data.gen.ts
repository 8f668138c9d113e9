/* Generated from schemas/components/variableBlock/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { VariableBlock } from '../../api/variable-block.gen.ts';

/**
 * Variables (GET vuejs/variables/block/{survey}/{id}/{path}).
 */
export type VariableBlockData = VariableBlock
