/* Generated from schemas/components/globalCampaignsList/data.schema.json by `npm run gen`. Do not edit: change the schema and regenerate. */
import type { GlobalCampaignList } from '../../api/global-campaign-list.gen.ts';

/**
 * Global campaign list: the answer of GET vuejs/mailcampaign/globalcampaignslist/{survey}/{config}.
 */
export type GlobalCampaignsListData = GlobalCampaignList
