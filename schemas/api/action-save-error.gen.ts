/* Generated from schemas/api/action-save-error.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A refused action save: the error code, a readable message and, when the form rule refused it, the message per field (extname, periodStartDate, deadline, goal) in the caller's language.
 */
export interface ActionSaveError {
error: string
message: string
fields?: {
[k: string]: string
}
}
