/* Generated from schemas/api/report-task.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A queued report (spec 1 section 3, Report task): poll its status with the taskUUID.
 */
export interface ReportTask {
taskUUID: string
}
