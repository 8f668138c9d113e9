/* Generated from schemas/api/params/campaign-list-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * GET vuejs/mailcampaign/list/{survey}/{config}/{path} and globalcampaignslist/{survey}/{config} (path absent).
 */
export interface CampaignListParams {
survey: ExtName
config: ExtName
path?: DrillText
}
