/* Generated from schemas/api/params/sample-list-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sample/list/...?deletemode=true: delete every selected sample instead of listing them (root).
 */
export interface SampleListQuery {
deletemode?: boolean
}
