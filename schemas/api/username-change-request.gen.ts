/* Generated from schemas/api/username-change-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/users/changeusername/{survey} (root): the user's current address and the new one.
 */
export interface UsernameChangeRequest {
oldUsername: string
newUsername: string
}
