/* Generated from schemas/api/sample-answers.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Answers keyed by questionId: text, a choice extname or a YYYY-MM-DD date; a list for a multiple choice; null when empty.
 */
export interface SampleAnswers {
[k: string]: string | string[] | null
}
