/** The task types (spec 3 section 9): the server maps each job to one (server/admin/tasks.ts), the tasks screen filters by them. */
import type { TaskType } from '../schemas/api/task-type.gen';

/** Every task type, in the order the type filter offers them (spec 3 section 9). */
const ALL_TYPES: Record<TaskType, true> = {
  OVERVIEW: true,
  SAMPLES: true,
  CORE: true,
  ALERTS: true,
  ACTIONS: true,
  RANKING: true,
  INTERVIEWS: true,
  RANKINGLIST: true,
  BULK_MAIL: true,
  BULK_SMS: true,
  BULK_CALL: true,
  MAIL_MERGE: true,
  ALERT_MAIL: true,
  NOTIFICATION_MAIL: true,
  ACTION_MAIL: true,
  STATUS_MAIL: true,
  IMPORT_INTERVIEWS: true,
  TEXT_ANALYSIS: true,
  EVALUATE_ACTIONS: true,
  ANONYMIZE_DATA: true,
  AUTOFLOWS_EVENT: true,
  TEST: true,
};
export const TASK_TYPES = Object.keys(ALL_TYPES) as TaskType[];
