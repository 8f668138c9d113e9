/* Generated from schemas/api/metadata-choice-save.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { MetaChoice } from './meta-choice.gen.ts';

/**
 * POST vuejs/metadata/choice/{survey}: creates or saves the choice with this extname of the question with this variable.
 */
export interface MetadataChoiceSave {
questionVariable: string
choice: MetaChoice
}
