/* Generated from schemas/api/params/action-item-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/actions/getaction with id 0: `item` opens a suggestion of that actionable item (its extname) instead of an empty form.
 */
export interface ActionItemQuery {
item?: ExtName
}
