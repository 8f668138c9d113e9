/* Generated from schemas/api/params/campaign-tracking-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * GET vuejs/mailcampaign/trackings/{survey}/{id}/{config}: the campaign and the component that shows its rows.
 */
export interface CampaignTrackingParams {
survey: ExtName
id: RowId
config: ExtName
}
