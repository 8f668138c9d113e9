/* Generated from schemas/api/sample-mail-execute-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './params/path-parts.gen.ts';

/**
 * POST vuejs/sampleactions/executemailaction/{survey}/{config}/{action}: the selected samples the mail action sends its template to.
 */
export interface SampleMailExecuteRequest {
/**
 * @minItems 1
 * @maxItems 1000
 */
sampleIds: RowId[]
}
