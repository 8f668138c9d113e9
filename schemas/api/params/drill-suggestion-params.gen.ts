/* Generated from schemas/api/params/drill-suggestion-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, SearchTerm } from './path-parts.gen.ts';

/**
 * The results block's drill search: GET vuejs/results/drillsuggestions/{survey}/{id}/{term}, units of the whole hierarchy the caller may open whose name contains the term.
 */
export interface DrillSuggestionParams {
survey: ExtName
id: ExtName
term: SearchTerm
}
