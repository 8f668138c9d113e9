/* Generated from schemas/api/params/campaign-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * One campaign of the survey's universe: vuejs/mailcampaign/{survey}/{id} and the commands start, stop, pause, resume, sendmail, trackings, deleteduplicates, name, campaignconfiguration.
 */
export interface CampaignParams {
survey: ExtName
id: RowId
}
