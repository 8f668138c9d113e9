/* Generated from schemas/api/params/call-recording-params.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { ExtName, RowId } from './path-parts.gen.ts';

/**
 * /rest/vuejs/mailcampaign/callrecording/{survey}/{campaignId}/{trackingId}: the recording of one tracking row of a campaign of the survey.
 */
export interface CallRecordingParams {
survey: ExtName
campaignId: RowId
trackingId: RowId
}
