/* Generated from schemas/api/bug-report.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A client-side error the app reports (shown to root users in the bug list).
 */
export interface BugReport {
message: string
}
