/* Generated from schemas/api/validate-cookie-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Resume a session: sessionId is the session token (or leave it out to use the session cookie).
 */
export interface ValidateCookieRequest {
sessionId?: (string | null)
}
