/* Generated from schemas/api/params/client-config-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET config/client?domain=: the host the SPA was loaded from.
 */
export interface ClientConfigQuery {
domain?: string
}
