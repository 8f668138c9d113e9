/* Generated from schemas/api/params/sample-mail-execute-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * POST vuejs/sampleactions/executemailaction/{survey}/{config}/{action}: the sample table configuration and its mail action (the samples are in the body).
 */
export interface SampleMailExecuteParams {
survey: ExtName
config: ExtName
action: ExtName
}
