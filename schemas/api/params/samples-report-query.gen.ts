/* Generated from schemas/api/params/samples-report-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/reports/samplesreport/{survey}/{path}?sampleId=: the report of one sample.
 */
export interface SamplesReportQuery {
sampleId?: RowId
}
