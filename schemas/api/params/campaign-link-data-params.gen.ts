/* Generated from schemas/api/params/campaign-link-data-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName } from './path-parts.gen.ts';

/**
 * A campaign the survey's configuration offers (campaigns.links): vuejs/campaign/link/{survey}/{campaign}.
 */
export interface CampaignLinkDataParams {
survey: ExtName
campaign: ExtName
}
