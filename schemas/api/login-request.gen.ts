/* Generated from schemas/api/login-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
export interface LoginRequest {
username: string
password: string
remember?: boolean
universe?: (string | null)
surveyName?: (string | null)
actAsUser?: (string | null)
actAsUniverse?: (string | null)
}
