/* Generated from schemas/api/task-type.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * What a task does (spec 3 section 9, Task types), mapped from its job's queue and data in server/admin/tasks.ts: the report types (OVERVIEW, SAMPLES, CORE, ALERTS, ACTIONS, RANKING, INTERVIEWS, RANKINGLIST) for report jobs by their kind, BULK_MAIL for campaign sending, MAIL_MERGE for letters, ALERT_MAIL, NOTIFICATION_MAIL, ACTION_MAIL and STATUS_MAIL for those mails, IMPORT_INTERVIEWS for imports, ANONYMIZE_DATA, AUTOFLOWS_EVENT and TEST.
 */
export type TaskType = ("OVERVIEW" | "SAMPLES" | "CORE" | "ALERTS" | "ACTIONS" | "RANKING" | "INTERVIEWS" | "RANKINGLIST" | "BULK_MAIL" | "MAIL_MERGE" | "ALERT_MAIL" | "NOTIFICATION_MAIL" | "ACTION_MAIL" | "STATUS_MAIL" | "IMPORT_INTERVIEWS" | "ANONYMIZE_DATA" | "AUTOFLOWS_EVENT" | "TEST")
