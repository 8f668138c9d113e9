/* Generated from schemas/api/sample-validation.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * The server validation answer: messages (VALIDATE_ERROR_* codes) keyed by questionId; empty when the action may proceed.
 */
export interface SampleValidation {
questionIdToMessages: {
[k: string]: string[]
}
}
