import type { DrillRoute } from '../../../core/drillpath/tokens.ts';
import { DEFAULT_SORT, FIRST_PAGE_SIZE, type SampleListRequest } from '../../api/sampleList.ts';
import type { ListSearch } from '../../routing/search.ts';
import { rememberedPageSize } from './pageSize.ts';

/** The page size the list opens with: the user's remembered choice, else the first fetch's (the configured one comes with it). */
export function openingPageSize(surveyExtName: string): number {
  return rememberedPageSize(surveyExtName) ?? FIRST_PAGE_SIZE;
}

/** The list call of an address: its page at this size, its sort or the default (newest first). */
export function listRequest(surveyExtName: string, drill: DrillRoute, search: ListSearch, size: number): SampleListRequest {
  const from = (search.page - 1) * size;
  const sortBy = search.sortBy ?? DEFAULT_SORT.sortBy;
  const sortDesc = search.sortDesc ?? (search.sortBy ? false : DEFAULT_SORT.sortDesc);
  return { surveyExtName, drill, from, to: from + size, sortBy, sortDesc };
}
