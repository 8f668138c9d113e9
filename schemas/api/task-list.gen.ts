/* Generated from schemas/api/task-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { Task } from './task.gen.ts';

/**
 * GET vuejs/surveys/tasks/{survey}/{surveyId}, and the answer of deletesingle, assignstate and delete: the universe's tasks that pass the state and type filters, newest first (at most 500), and every type there is for the type filter.
 */
export interface TaskList {
tasks: Task[]
types: string[]
}
