/* Generated from schemas/api/params/report-task-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/reports/status and download/{survey}/{uuid}: the task id a report call answered.
 */
export interface ReportTaskParams {
survey: ExtName
uuid: string
}
