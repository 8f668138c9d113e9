/* Generated from schemas/api/params/filter-options-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
/**
 * GET vuejs/filters/query/{survey}/{filter}?query=: the typeahead text.
 */
export interface FilterOptionsQuery {
query?: string
}
