/* Generated from schemas/components/questionSearch/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * Question search (POST vuejs/textanalytics/searchquestions/{survey}/{id}/{path}).
 */
export interface QuestionSearchData {
headers: unknown[]
rows: unknown[]
}
