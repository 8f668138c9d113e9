/* Generated from schemas/api/params/filter-options-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { FilterName } from './path-parts.gen.ts';

/**
 * GET vuejs/filters/query/{survey}/{filter}.
 */
export interface FilterOptionsParams {
survey: FilterName
filter: FilterName
}
