import type { WidgetQueryContext } from '../../engine/index.tsx';
import { parseRoute } from '../../core/drillpath/tokens.ts';
import { callerOf } from '../../src/api/client.ts';
import { DEFAULT_SORT, FIRST_PAGE_SIZE, sampleListQuery } from '../../src/api/sampleList.ts';
import type { SampleTableConfig } from '../../schemas/components/sampleTable/config.gen.ts';

export interface SampleTablePage {
  page: number;
  size?: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/**
 * The sample list screen's call for the component's table configuration (`config.id`, the default one without) on the
 * page's drill path: the first page in the configured sort and size (what the page loader prefetches), or the page,
 * size and sort the reader chose.
 */
export function sampleTableWidgetQuery(ctx: WidgetQueryContext, config: SampleTableConfig, chosen: SampleTablePage = { page: 1 }) {
  const size = chosen.size ?? config.rowsPerPage ?? FIRST_PAGE_SIZE;
  const from = (chosen.page - 1) * size;
  return sampleListQuery(callerOf(ctx.fetchJson), {
    surveyExtName: ctx.surveyExtName,
    ...(config.id ? { table: config.id } : {}),
    drill: parseRoute(ctx.drillPath),
    from,
    to: from + size,
    sortBy: chosen.sortBy ?? config.sortBy ?? DEFAULT_SORT.sortBy,
    sortDesc: chosen.sortDesc ?? config.sortDesc ?? DEFAULT_SORT.sortDesc,
  });
}
