/* Generated from schemas/api/params/no-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A call that takes no query parameters: any is refused.
 */
export interface NoQuery {

}
