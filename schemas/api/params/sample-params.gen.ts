/* Generated from schemas/api/params/sample-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One sample: vuejs/sample/details/{survey}/{sampleId} and vuejs/sample/delete/{survey}/{sampleId}.
 */
export interface SampleParams {
survey: ExtName
sampleId: RowId
}
