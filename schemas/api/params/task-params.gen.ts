/* Generated from schemas/api/params/task-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One task: GET vuejs/surveys/tasks/process/{survey}/{surveyId}/{taskId} and tasks/deletesingle/{survey}/{surveyId}/{taskId}.
 */
export interface TaskParams {
survey: ExtName
surveyId: RowId
taskId: string
}
