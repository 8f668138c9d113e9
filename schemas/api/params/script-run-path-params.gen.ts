/* Generated from schemas/api/params/script-run-path-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ActionId, ExtName, RowId } from './path-parts.gen.ts';

/**
 * POST vuejs/scripts/run/{survey}/{surveyId}/{scriptId}: the script and the survey it runs for; surveyId 0 is the survey named by {survey} (a global or the universe script).
 */
export interface ScriptRunPathParams {
survey: ExtName
surveyId: ActionId
scriptId: RowId
}
