/* Generated from schemas/api/params/sample-table-report-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/reports/sampletablereport/...?filterterm=: the sample table filter text.
 */
export interface SampleTableReportQuery {
filterterm?: string
}
