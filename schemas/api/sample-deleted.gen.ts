/* Generated from schemas/api/sample-deleted.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/sample/delete: the sample that was deleted.
 */
export interface SampleDeleted {
sampleId: number
deleted: boolean
}
