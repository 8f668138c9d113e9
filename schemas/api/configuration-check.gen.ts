/* Generated from schemas/api/configuration-check.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The result of checking a CONFIGURATION script: each error with the JSON pointer it concerns and, when known, its YAML line.
 */
export interface ConfigurationCheck {
valid: boolean
error?: string
message?: string
issues: {
path: string
message: string
line?: number
}[]
}
