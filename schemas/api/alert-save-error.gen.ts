/* Generated from schemas/api/alert-save-error.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A refused alert save: the error code, a readable message and, when the save rule refused it, a message per field (newComment or a question id).
 */
export interface AlertSaveError {
error: string
message: string
fields?: {
[k: string]: string
}
}
