/* Generated from schemas/components/mailCampaignDetails/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignDetails } from '../../api/campaign-details.gen.ts';

/**
 * Campaign details: the answer of GET vuejs/mailcampaign/{survey}/{id}.
 */
export type MailCampaignDetailsData = CampaignDetails
