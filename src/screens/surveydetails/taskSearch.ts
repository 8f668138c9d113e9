import type { TaskFilter, TaskState, TaskType } from '../../api/surveyDetails.ts';
import { TASK_TYPES } from '../../../core/tasks.ts';

/** Spec 3 section 4: the task states, in the order the filter lists them. */
export const TASK_STATES: readonly TaskState[] = ['OPEN', 'PROCESSING', 'CLOSED', 'FAILED', 'RETRY', 'PAUSED'];

/** The survey details' address keeps the task filters (`?taskState=FAILED&taskType=RANKINGLIST`); anything else is dropped. */
export function validateTaskSearch(search: Record<string, unknown>): {
  taskState?: TaskState;
  taskType?: TaskType;
} {
  const state = TASK_STATES.find((s) => s === search.taskState);
  const type = TASK_TYPES.find((t) => t === search.taskType);
  return {
    ...(state ? { taskState: state } : {}),
    ...(type ? { taskType: type } : {}),
  };
}

export const taskFilterOf = (search: { taskState?: TaskState; taskType?: TaskType }): TaskFilter => ({ state: search.taskState, type: search.taskType });
