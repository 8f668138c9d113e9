/**
 * Which sorted page of a leaf the address asks for (the route's loader and the screen ask the same one, so the
 * loader's call is the screen's cache entry): none when the list call's own first 50 rows are that page.
 */
import { needsPageCall, resolveSort } from '../../../widgets/rankingTable/sorting.ts';
import { PAGE_SIZE } from '../../../widgets/rankingTable/types.ts';
import type { RankingData } from '../../../schemas/api/ranking-data.gen.ts';
import type { ListSearch } from '../../routing/search.ts';

export interface LeafPage {
  from: number;
  to: number;
  sortVar: string;
  sortDesc: boolean;
}

export function leafPageOf(list: Pick<RankingData, 'leafRows' | 'rankingVar' | 'headers'>, search: ListSearch): LeafPage | null {
  const sort = resolveSort(list, search.sortBy, search.sortDesc);
  if (!needsPageCall(list, search.page, sort)) return null;
  const from = (search.page - 1) * PAGE_SIZE;
  return { from, to: from + PAGE_SIZE, sortVar: sort.sortVar, sortDesc: sort.sortDesc };
}
