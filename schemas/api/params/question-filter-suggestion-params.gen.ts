/* Generated from schemas/api/params/question-filter-suggestion-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, SearchTerm } from './path-parts.gen.ts';

/**
 * GET vuejs/users/questionfiltersuggestions/{survey}/{question}/{text}: answers of one question of the survey that start with the typed text.
 */
export interface QuestionFilterSuggestionParams {
survey: ExtName
question: ExtName
text: SearchTerm
}
