/* Generated from schemas/api/params/page-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/pages/page/{survey}/{pageId}?view=: the active view, by which discriminator branches are chosen for the caller.
 */
export interface PageQuery {
view?: ExtName
}
