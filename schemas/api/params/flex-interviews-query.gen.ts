/* Generated from schemas/api/params/flex-interviews-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/download/flexinterviews/{survey}/{path}?columns=: the question and background names to include, comma-separated (all when absent).
 */
export interface FlexInterviewsQuery {
columns?: string
}
