/* Generated from schemas/api/password-reset-sent.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/auth/forgot/{user}: where the reset mail went.
 */
export interface PasswordResetSent {
sentTo: string
}
