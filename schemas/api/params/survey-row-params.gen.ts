/* Generated from schemas/api/params/survey-row-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One row of a survey by its id: an alert (vuejs/alert/details, update) or an interview (vuejs/interview, addcomment, share).
 */
export interface SurveyRowParams {
survey: ExtName
id: RowId
}
