/* Generated from schemas/components/variableActionBlock/config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { VariableBlockConfig } from '../variableBlock/config.gen.ts';

/**
 * KPI tiles with actions. The same settings as the variable block.
 */
export type VariableActionBlockConfig = VariableBlockConfig
