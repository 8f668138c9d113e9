import type { WidgetQueryContext } from '../../engine/index.tsx';
import type { IndicatorTimeSpan } from '../../schemas/api/global-overview.gen.ts';
import { readerOf } from '../../src/api/client.ts';
import { indicatorBlockQuery } from '../../src/api/indicators.ts';

/** The block for its configured time span (what the page loader prefetches). */
export function indicatorBlockWidgetQuery(ctx: WidgetQueryContext, timeSpan: IndicatorTimeSpan | null = null) {
  return indicatorBlockQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, timeSpan);
}
