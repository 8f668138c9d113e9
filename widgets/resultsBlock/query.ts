import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { resultsDrillSuggestionsQuery, resultsSummaryQuery } from '../../src/api/components.ts';

/** Results summary of the block on the page's drill path. */
export function resultsQuery(ctx: WidgetQueryContext) {
  return resultsSummaryQuery(readerOf(ctx.fetchJson), ctx);
}

/** The block's drill search for a term. */
export function drillSuggestionsQuery(ctx: WidgetQueryContext, term: string) {
  return resultsDrillSuggestionsQuery(readerOf(ctx.fetchJson), { ...ctx, term });
}
