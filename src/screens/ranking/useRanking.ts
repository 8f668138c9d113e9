import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { needsPageCall, resolveSort, sortRankingRows, type SortState } from '../../../widgets/rankingTable/sorting.ts';
import { PAGE_SIZE } from '../../../widgets/rankingTable/types.ts';
import type { RankingData, RankingRow } from '../../../schemas/api/ranking-data.gen.ts';
import { RANKING_CONFIG } from './config.ts';
import { rankingListQuery, rankingPageQuery } from '../../api/ranking.ts';

export interface RankingView {
  data: RankingData;
  /** The rows the table shows: a leaf's page, or a non-leaf's whole ranking in the chosen order. */
  rows: RankingRow[];
  sort: SortState;
  total: number;
  /** Position of the first row shown in the whole ranking. */
  firstRow: number;
  /** A leaf page is on its way (the previous one stays on screen meanwhile). */
  fetchingPage: boolean;
}

/**
 * The ranking of a drill path in the address's sort and page. A non-leaf ranking arrives whole and is sorted
 * here, so a header click repaints without a call; a leaf asks the server for each page of 50.
 */
export function useRanking(api: ApiClient, surveyExtName: string, drillPath: string, search: { page: number; sortBy?: string; sortDesc?: boolean }, locale: string) {
  const list = useQuery(rankingListQuery(api, surveyExtName, RANKING_CONFIG, drillPath));
  const sort = list.data ? resolveSort(list.data, search.sortBy, search.sortDesc) : null;
  const pageCall = list.data && sort ? needsPageCall(list.data, search.page, sort) : false;
  const from = (search.page - 1) * PAGE_SIZE;
  const page = useQuery({
    ...rankingPageQuery(api, surveyExtName, RANKING_CONFIG, drillPath, { from, to: from + PAGE_SIZE, sortVar: sort?.sortVar ?? '', sortDesc: sort?.sortDesc ?? true }),
    enabled: pageCall,
    placeholderData: keepPreviousData,
  });

  const sortVar = sort?.sortVar;
  const sortDesc = sort?.sortDesc ?? true;
  const view = useMemo<RankingView | null>(() => {
    if (!list.data || sortVar === undefined) return null;
    const sort = { sortVar, sortDesc };
    if (list.data.leafRows) {
      // Until a page call has answered once, the first page stays on screen.
      const source = (pageCall && page.data) || { ...list.data, firstRow: 0 };
      return { data: source, rows: source.rows, sort, total: source.totalNumberRows, firstRow: source.firstRow, fetchingPage: pageCall && page.isFetching };
    }
    const column = list.data.headers.findIndex((h) => h.extName === sort.sortVar);
    const rows = column < 0 ? list.data.rows : sortRankingRows(list.data.rows, column, sort.sortDesc, locale);
    return { data: list.data, rows, sort, total: list.data.totalNumberRows, firstRow: 0, fetchingPage: false };
  }, [list.data, page.data, page.isFetching, pageCall, sortVar, sortDesc, locale]);

  // While a failed call is asked again, the spinner shows rather than the old failure.
  const error = (list.isFetching ? null : list.error) ?? (pageCall && !page.data && !page.isFetching ? page.error : null);
  const retry = () => void (list.error ? list.refetch() : page.refetch());
  return { view, error, retry, pending: !view && !error };
}
