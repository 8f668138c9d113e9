/* Generated from schemas/api/add-interview-comment-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * A new comment; 1 to 4000 characters after trimming.
 */
export interface AddInterviewCommentRequest {
message: string
}
