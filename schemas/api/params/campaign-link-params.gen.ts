/* Generated from schemas/api/params/campaign-link-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { RowId } from './path-parts.gen.ts';

/**
 * A signed campaign link (open pixel, click, unsubscribe): the universe, the tracking row and the signature.
 */
export interface CampaignLinkParams {
universe: number
tracking: RowId
sig: string
}
