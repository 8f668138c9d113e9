/* Generated from schemas/api/copy-action-result.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sampleactions/executecopyaction/...: the new sample and the one it was copied from.
 */
export interface CopyActionResult {
sampleId: number
copiedFrom: number
}
