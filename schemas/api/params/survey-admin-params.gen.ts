/* Generated from schemas/api/params/survey-admin-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * A survey of the universe administered from the survey list: GET and POST vuejs/surveys/metainterviewdata/{survey}/{surveyId}, vuejs/surveys/effectblocks/{survey}/{surveyId}, vuejs/surveys/tasks/{survey}/{surveyId}. The first survey places the call; the id names the survey administered.
 */
export interface SurveyAdminParams {
survey: ExtName
surveyId: RowId
}
