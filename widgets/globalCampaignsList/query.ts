import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { globalCampaignListQuery } from '../../src/api/campaigns.ts';

/** Every campaign of the universe's surveys: the global list call with this component. */
export function globalCampaignsListQuery(ctx: WidgetQueryContext) {
  return globalCampaignListQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId);
}
