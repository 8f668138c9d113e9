import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { gamificationOverviewQuery } from '../../src/api/gamification.ts';

export function gamificationOverviewWidgetQuery(ctx: WidgetQueryContext) {
  return gamificationOverviewQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath);
}
