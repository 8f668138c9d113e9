/* Generated from schemas/api/params/render-mail-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './path-parts.gen.ts';

/**
 * rendermail: the campaign (mailAction is the campaign id or a template id for a new one) and optionally the tracking row whose recipient fills the merge tags.
 */
export interface RenderMailQuery {
mailAction: number
trackingId?: RowId
}
