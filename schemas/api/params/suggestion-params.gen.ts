/* Generated from schemas/api/params/suggestion-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName, SearchTerm } from './path-parts.gen.ts';

/**
 * The typeahead of the ranking, alert and sample screens: units (and alerts or samples) below the drill unit whose name contains the term.
 */
export interface SuggestionParams {
survey: ExtName
path: DrillText
term: SearchTerm
}
