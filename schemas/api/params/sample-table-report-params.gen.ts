/* Generated from schemas/api/params/sample-table-report-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * POST vuejs/reports/sampletablereport/{survey}/{config}/{path}.
 */
export interface SampleTableReportParams {
survey: ExtName
config: ExtName
path: DrillText
}
