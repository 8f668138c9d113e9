import type { WidgetQueryContext } from "../../engine/index.tsx";
import type { MailCampaignDetailsConfig } from "../../schemas/components/mailCampaignDetails/config.gen.ts";
import { readerOf } from "../../src/api/client.ts";
import { campaignDetailsQuery } from "../../src/api/campaigns.ts";

/**
 * One campaign: the details call, under the key the details screen and the campaign machine read. The page's
 * `?campaignId=` names it when the config does not (the widget passes it); without either there is nothing to read.
 */
export function mailCampaignDetailsQuery(
  ctx: WidgetQueryContext,
  config: MailCampaignDetailsConfig,
  pageCampaignId?: number,
) {
  const campaignId = config.campaignId ?? pageCampaignId;
  return campaignId === undefined
    ? null
    : campaignDetailsQuery(
        readerOf(ctx.fetchJson),
        ctx.surveyExtName,
        campaignId,
      );
}
