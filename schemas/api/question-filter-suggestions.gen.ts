/* Generated from schemas/api/question-filter-suggestions.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/users/questionfiltersuggestions/{survey}/{question}/{text}: at most 10 answers of the question starting with the text.
 */
export interface QuestionFilterSuggestions {
data: string[]
}
