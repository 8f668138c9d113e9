import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { dataTableQuery } from '../../src/api/dataTables.ts';

/** The table's first page (what the page loader prefetches); the widget reads later pages under the same key. */
export function dataTableWidgetQuery(ctx: WidgetQueryContext, page = 1) {
  return dataTableQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, page);
}
