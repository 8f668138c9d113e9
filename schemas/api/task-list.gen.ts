/* Generated from schemas/api/task-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TaskType } from './task-type.gen.ts';
import type { Task } from './task.gen.ts';

/**
 * GET vuejs/surveys/tasks/{survey}/{surveyId}, and the answer of deletesingle, assignstate and delete: the universe's tasks that pass the state and type filters, newest first (at most 500), and every task type, in the order the type filter offers them.
 */
export interface TaskList {
tasks: Task[]
types: TaskType[]
}
