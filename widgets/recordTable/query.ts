import type { WidgetQueryContext } from '../../engine/index.tsx';
import { readerOf } from '../../src/api/client.ts';
import { recordTableQuery, type RecordSort } from '../../src/api/records.ts';

/** The records in the component's configured sort (what the page loader prefetches), or in the sort the reader chose. */
export function recordTableWidgetQuery(ctx: WidgetQueryContext, sort: RecordSort | null = null) {
  return recordTableQuery(readerOf(ctx.fetchJson), ctx.surveyExtName, ctx.componentId, ctx.drillPath, sort);
}
