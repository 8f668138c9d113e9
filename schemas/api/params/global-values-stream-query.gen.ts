/* Generated from schemas/api/params/global-values-stream-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The global values stream's query: the session token as `authtoken` (an event stream cannot send headers); checked exactly like the Authorization header, which is also accepted.
 */
export interface GlobalValuesStreamQuery {
authtoken?: string
}
