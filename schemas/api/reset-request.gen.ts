/* Generated from schemas/api/reset-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Set a new password with the token from a reset mail.
 */
export interface ResetRequest {
token: string
password: string
}
