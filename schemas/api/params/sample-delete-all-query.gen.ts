/* Generated from schemas/api/params/sample-delete-all-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * DELETE vuejs/sample/deleteall/{survey}?ids=: the comma-separated sample ids.
 */
export interface SampleDeleteAllQuery {
ids?: string
}
