/* Generated from schemas/api/client-config.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * What the SPA needs to reach the identity service (spec 1 section 3, Client configuration).
 */
export type ClientConfig = ({
mode: "embedded"
/**
 * Issuer URL of the embedded OpenID Connect provider
 */
oidcProvider: string
clientId: string
} | {
mode: "keycloak"
/**
 * Keycloak server
 */
url: string
realm: string
clientId: string
})
