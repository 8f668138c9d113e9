/* Generated from schemas/api/params/big-screen-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/bigscreen/data/{key}: the API key token, the call's only credential.
 */
export interface BigScreenParams {
key: string
}
