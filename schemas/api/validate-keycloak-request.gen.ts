/* Generated from schemas/api/validate-keycloak-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface ValidateKeycloakRequest {
accessToken: string
idToken?: (string | null)
universeName?: (string | null)
allowIndicators?: boolean
}
