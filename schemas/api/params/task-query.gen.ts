/* Generated from schemas/api/params/task-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TaskState } from '../task-state.gen.ts';
import type { TaskType } from '../task-type.gen.ts';

/**
 * The task filters of GET vuejs/surveys/tasks, tasks/assignstate and tasks/delete: a state and a type (none: every one); assignstate also takes newstate, the state the filtered tasks get.
 */
export interface TaskQuery {
state?: TaskState
type?: TaskType
newstate?: TaskState
}
