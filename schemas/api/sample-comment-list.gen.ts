/* Generated from schemas/api/sample-comment-list.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET and POST vuejs/sampleeditor/comments/{survey}/{sampleId}: the sample's comments, newest first (spec 2 section 3, Comment: updated is an ISO timestamp).
 */
export type SampleCommentList = SampleComment[]

export interface SampleComment {
updated: string
user: string
comments: string
}
