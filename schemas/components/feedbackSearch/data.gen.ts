/* Generated from schemas/components/feedbackSearch/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Search answer rows (POST vuejs/textanalytics/search/{survey}/{id}).
 */
export type FeedbackSearchData = {
comment: string
positive?: boolean
negative?: boolean
indicator?: unknown
var0?: unknown
}[]
