/* Generated from schemas/api/params/forgot-password-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/auth/forgot/{user}: a username or an e-mail address.
 */
export interface ForgotPasswordParams {
user: string
}
