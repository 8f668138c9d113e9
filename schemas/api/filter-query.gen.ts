/* Generated from schemas/api/filter-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { FilterOption } from './filter-list.gen.ts';

/**
 * Options of one filter matching a search term (typeahead; at most 50000).
 */
export interface FilterQuery {
extName: string
options: FilterOption[]
}
