/* Generated from schemas/api/impersonate-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A universe admin asks to act as another user of a universe they administer.
 */
export interface ImpersonateRequest {
accessToken: string
idToken?: (string | null)
universeName: string
userName: string
}
