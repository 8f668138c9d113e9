/* Generated from schemas/api/params/upload-mapping-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * handlemapping?update=: true (root only) replaces the interviews of the newest earlier import of the same file name instead of adding a new import set.
 */
export interface UploadMappingQuery {
update?: boolean
}
