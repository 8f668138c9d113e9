/* Generated from schemas/api/sample-comment-request.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * POST vuejs/sampleeditor/comments/{survey}/{sampleId}: the comment's text (the survey and the sample are the path's); refused when blank after trimming.
 */
export interface SampleCommentRequest {
text: string
}
