/* Generated from schemas/api/username-changed.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A username changed: the new username (the sign-in name and the e-mail address).
 */
export interface UsernameChanged {
username: string
}
