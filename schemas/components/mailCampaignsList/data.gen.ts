/* Generated from schemas/components/mailCampaignsList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { CampaignList } from '../../api/campaign-list.gen.ts';

/**
 * Campaign list: the answer of GET vuejs/mailcampaign/list/{survey}/{config}/{path}.
 */
export type MailCampaignsListData = CampaignList
