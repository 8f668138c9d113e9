/* Generated from schemas/api/effect-block-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { EffectBlock } from './effect-block.gen.ts';

/**
 * GET vuejs/surveys/effectblocks/{survey}/{surveyId}, and the answer of its POST and DELETE: the survey's effect blocks, oldest first.
 */
export interface EffectBlockList {
effectBlocks: EffectBlock[]
}
