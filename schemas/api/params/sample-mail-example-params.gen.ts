/* Generated from schemas/api/params/sample-mail-example-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/sampleactions/templateexample/{survey}/{config}/{action}/{sampleId}: the mail action's template rendered for this sample.
 */
export interface SampleMailExampleParams {
survey: ExtName
config: ExtName
action: ExtName
sampleId: RowId
}
