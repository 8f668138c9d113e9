/* Generated from schemas/api/interview-comment.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A comment on an interview (spec 1 section 3, Comment). created is an ISO timestamp.
 */
export interface InterviewComment {
id: number
created: string
username: string
message: string
}
