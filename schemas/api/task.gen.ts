/* Generated from schemas/api/task.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { TaskState } from './task-state.gen.ts';
import type { TaskType } from './task-type.gen.ts';

/**
 * A piece of background work of the universe (spec 3 section 3, Task): a job of the job queue. state: OPEN waiting, PROCESSING running, CLOSED done, FAILED gave up, RETRY failed and waiting to run again, PAUSED held (cancelled) until reopened. type names the work (TaskType); reason is the failure or the result; description what the job was given.
 */
export interface Task {
id: string
type: TaskType
state: TaskState
priority: number
created: string
updated: (string | null)
scheduled: (string | null)
reason: string
description: string
}
