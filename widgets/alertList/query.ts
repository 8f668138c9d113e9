import type { WidgetQueryContext } from '../../engine/index.tsx';
import { parseRoute } from '../../core/drillpath/tokens.ts';
import { readerOf } from '../../src/api/client.ts';
import { ALERT_PAGE_SIZE, alertListQuery, type AlertListRequest } from '../../src/api/alerts.ts';
import type { AlertListConfig } from '../../schemas/components/alertList/config.gen.ts';

/**
 * The alert list screen's call on the page's drill path (one cache entry with the screen): the first page in the
 * component's configured sort and size (what the page loader prefetches), or the page and sort the reader chose.
 */
export function alertListWidgetQuery(ctx: WidgetQueryContext, config: AlertListConfig, chosen: Partial<Pick<AlertListRequest, 'page' | 'sortBy' | 'sortDesc'>> = {}) {
  return alertListQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, parseRoute(ctx.drillPath), {
    page: chosen.page ?? 1,
    rowsPerPage: config.rowsPerPage ?? ALERT_PAGE_SIZE,
    sortBy: chosen.sortBy ?? config.sortBy,
    sortDesc: chosen.sortDesc ?? config.sortDesc,
  });
}
