import type { WidgetQueryContext } from '../../engine/index.tsx';
import type { IndicatorTimeSpan } from '../../schemas/api/global-overview.gen.ts';
import { readerOf } from '../../src/api/client.ts';
import { globalOverviewQuery } from '../../src/api/indicators.ts';

/** The overview for its configured time span (what the page loader prefetches), or for the one the reader chose. */
export function globalOverviewWidgetQuery(ctx: WidgetQueryContext, timeSpan: IndicatorTimeSpan | null = null) {
  return globalOverviewQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, timeSpan);
}
