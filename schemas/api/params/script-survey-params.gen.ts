/* Generated from schemas/api/params/script-survey-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * A survey of the universe by its id: GET vuejs/scripts/{survey}/{surveyId} and GET vuejs/scripts/create/{survey}/{surveyId}.
 */
export interface ScriptSurveyParams {
survey: ExtName
surveyId: RowId
}
