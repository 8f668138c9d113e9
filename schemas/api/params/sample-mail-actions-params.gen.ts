/* Generated from schemas/api/params/sample-mail-actions-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/sampleactions/mailaction/{survey}/{config}: the sample table configuration whose mail actions are asked for.
 */
export interface SampleMailActionsParams {
survey: ExtName
config: ExtName
}
