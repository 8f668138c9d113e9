/* Generated from schemas/api/params/campaign-link-data-query.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText } from './path-parts.gen.ts';

/**
 * The drill path (with its filters) the campaign's recipients come from; the survey's top without it.
 */
export interface CampaignLinkDataQuery {
path?: DrillText
}
