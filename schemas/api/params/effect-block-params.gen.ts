/* Generated from schemas/api/params/effect-block-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One effect block of a survey: DELETE vuejs/surveys/effectblocks/{survey}/{surveyId}/{id}.
 */
export interface EffectBlockParams {
survey: ExtName
surveyId: RowId
id: RowId
}
