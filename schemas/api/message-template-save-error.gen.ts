/* Generated from schemas/api/message-template-save-error.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A refused template save: the error code, a readable message and, when a field rule refused it, the message per field (name, contents, fromEmail, locale) in the caller's language.
 */
export interface MessageTemplateSaveError {
error: string
message: string
fields?: {
[k: string]: string
}
}
