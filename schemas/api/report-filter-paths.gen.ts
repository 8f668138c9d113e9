/* Generated from schemas/api/report-filter-paths.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Extra drill paths that narrow a sample table report to those units (each must be in the caller's scope).
 * 
 * @maxItems 100
 */
export type ReportFilterPaths = string[]
