/* Generated from schemas/api/task-state.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A task's state (spec 3 section 4, Tasks), mapped from the job queue's: created OPEN, active PROCESSING, completed CLOSED, failed FAILED, retry RETRY, cancelled PAUSED.
 */
export type TaskState = ("OPEN" | "PROCESSING" | "CLOSED" | "FAILED" | "RETRY" | "PAUSED")
