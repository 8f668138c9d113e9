/* Generated from schemas/api/email-availability.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/checkemailavailability/{survey}/{email}: whether no user has this address as username or e-mail.
 */
export interface EmailAvailability {
available: boolean
}
