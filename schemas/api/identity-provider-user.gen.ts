/* Generated from schemas/api/identity-provider-user.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/keycloakdata/{survey}/{userId} (root): the user as the identity provider's user store holds it (spec 3 keyCloakData); error says why it could not be read.
 */
export interface IdentityProviderUser {
userId: string
email: string
firstName: string
lastName: string
enabled: boolean
error: string
}
