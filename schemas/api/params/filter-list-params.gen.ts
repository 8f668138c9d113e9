/* Generated from schemas/api/params/filter-list-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { FilterName } from './path-parts.gen.ts';

/**
 * GET vuejs/filters/list/{survey}/{view}.
 */
export interface FilterListParams {
survey: FilterName
view: FilterName
}
