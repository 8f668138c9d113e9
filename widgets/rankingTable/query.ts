import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { rankingListQuery } from '../../src/api/ranking.ts';

/** The ranking list of the page's drill path: the ranking screen's own cache entry (one resource, one key). */
export function rankingTableQuery(ctx: WidgetQueryContext, config: { rankingConfig?: string }) {
  return rankingListQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, config.rankingConfig ?? 'default', ctx.drillPath);
}
