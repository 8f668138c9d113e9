/* Generated from schemas/api/configuration-check.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The result of checking a CONFIGURATION script: each error with the JSON pointer it concerns and, when known, its YAML line; and, in the same form, warnings that do not refuse the script.
 */
export interface ConfigurationCheck {
valid: boolean
error?: string
message?: string
issues: ConfigurationIssue[]
/**
 * Problems the author should fix that do not refuse the script, such as a text missing in one of the survey's locales (those of its title).
 */
warnings?: ConfigurationIssue[]
}
/**
 * This interface was referenced by `ConfigurationCheck`'s JSON-Schema
 * via the `definition` "issue".
 */
export interface ConfigurationIssue {
path: string
message: string
line?: number
}
