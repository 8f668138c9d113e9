/* Generated from schemas/api/report-status.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A report's status (spec 1 section 3): position is its 1-based place among the waiting reports, 0 once it runs or is done.
 */
export interface ReportStatus {
status: ("QUEUED" | "RUNNING" | "FINISHED" | "FAILED")
position: number
/**
 * Why the report failed (FAILED only).
 */
error?: string
/**
 * The file's name (FINISHED only).
 */
fileName?: string
}
