import type { TaskFilter, TaskState } from '../../api/surveyDetails.ts';

/** Spec 3 section 4: the task states, in the order the filter lists them. */
export const TASK_STATES: readonly TaskState[] = ['OPEN', 'PROCESSING', 'CLOSED', 'FAILED', 'RETRY', 'PAUSED'];

/** The survey details' address keeps the task filters (`?taskState=FAILED&taskType=REPORT_BUILD`); anything else is dropped. */
export function validateTaskSearch(search: Record<string, unknown>): {
  taskState?: TaskState;
  taskType?: string;
} {
  const state = TASK_STATES.find((s) => s === search.taskState);
  const type = typeof search.taskType === 'string' && /^[A-Za-z0-9_.-]{1,100}$/.test(search.taskType) ? search.taskType : undefined;
  return {
    ...(state ? { taskState: state } : {}),
    ...(type ? { taskType: type } : {}),
  };
}

export const taskFilterOf = (search: { taskState?: TaskState; taskType?: string }): TaskFilter => ({ state: search.taskState, type: search.taskType });
