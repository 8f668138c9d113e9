/* Generated from schemas/api/error.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Every error answer: a short machine code and a message a person can read.
 */
export interface ApiError {
error: string
message: string
}
