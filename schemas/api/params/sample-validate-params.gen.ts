/* Generated from schemas/api/params/sample-validate-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * POST vuejs/sample/validate/{survey}/{sampleId}/{action}: the action is checked by the handler so its message lists the actions.
 */
export interface SampleValidateParams {
survey: ExtName
sampleId: RowId
action: string
}
