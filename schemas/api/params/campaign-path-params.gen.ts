/* Generated from schemas/api/params/campaign-path-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { DrillText, ExtName } from './path-parts.gen.ts';

/**
 * A new campaign's recipients: the survey, the mail action and the drill path (createcampaigndata, newtrackings, startcampaignnow, rendermail).
 */
export interface CampaignPathParams {
survey: ExtName
mailAction: ExtName
path: DrillText
}
