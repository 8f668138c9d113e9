/* Generated from schemas/api/password-reset-done.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/auth/reset: the user whose password was set.
 */
export interface PasswordResetDone {
username: string
}
