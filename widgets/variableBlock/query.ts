import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { variableBlockQuery, variableChartQuery } from '../../src/api/components.ts';

/** The block's variables on the page's drill path. */
export function variablesQuery(ctx: WidgetQueryContext) {
  return variableBlockQuery(readerOf(ctx.fetchJson), ctx);
}

/** A tile's chart (opened on request, so never prefetched). */
export function tileChartQuery(ctx: WidgetQueryContext, index: number) {
  return variableChartQuery(readerOf(ctx.fetchJson), { ...ctx, index });
}
