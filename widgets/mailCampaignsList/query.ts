import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { campaignListQuery } from '../../src/api/campaigns.ts';

/** The survey's campaigns: the list call with this component and the page's drill path, under the key a command invalidates. */
export function mailCampaignsListQuery(ctx: WidgetQueryContext) {
  return campaignListQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath);
}
