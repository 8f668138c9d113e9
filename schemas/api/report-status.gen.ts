/* Generated from schemas/api/report-status.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * This interface was referenced by `ReportStatus`'s JSON-Schema
 * via the `definition` "reportState".
 */
export type ReportState = ("QUEUED" | "RUNNING" | "FINISHED" | "FAILED")

/**
 * A report's status (spec 1 section 3): position is its 1-based place among the waiting reports, 0 once it runs or is done.
 */
export interface ReportStatus {
status: ReportState
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
