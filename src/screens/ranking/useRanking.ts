import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiReader } from '../../api/client.ts';
import { resolveSort, sortRankingRows, type SortState } from '../../../widgets/rankingTable/sorting.ts';
import type { RankingData, RankingRow } from '../../../schemas/api/ranking-data.gen.ts';
import type { ListSearch } from '../../routing/search.ts';
import { rankingListQuery, rankingPageQuery } from '../../api/ranking.ts';
import { leafPageOf } from './leafPage.ts';

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
 * here, so a header click repaints without a call; a leaf asks the server for each page of 50 (the route's
 * loader asked already on a direct load). Only the address's rows are ever painted first: while a leaf's page
 * is on its way, the page shown before stays, and on an opening nothing but the spinner shows (issue 12 bug 8).
 */
export function useRanking(
  api: ApiReader,
  surveyExtName: string,
  config: string,
  drillPath: string,
  search: ListSearch,
  locale: string,
  /** The list call's answer when the caller holds it (a page component's checked data, a fixture): not asked again. */
  given?: RankingData,
  /** Fixtures only: no page calls. */
  offline = false,
) {
  const asked = useQuery({ ...rankingListQuery(api, surveyExtName, config, drillPath), enabled: given === undefined });
  const list = given ? { data: given, error: null, isFetching: false, refetch: asked.refetch } : asked;
  const leafPage = list.data ? leafPageOf(list.data, search) : null;
  const page = useQuery({
    ...rankingPageQuery(api, surveyExtName, config, drillPath, leafPage ?? { from: 0, to: 0, sortVar: '', sortDesc: true }),
    enabled: leafPage !== null && !offline,
    // The previous page of the same drill path stays while the next one loads; never another path's rows.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === drillPath ? previous : undefined),
  });
  const sort = list.data ? resolveSort(list.data, search.sortBy, search.sortDesc) : null;

  // A leaf's rows: its page call's, or the list call's own when that is the page asked for.
  const listPage = useMemo(() => (list.data?.leafRows ? { ...list.data, firstRow: 0 } : undefined), [list.data]);
  const leafRows = leafPage ? page.data : listPage;
  // The leaf rows last shown on this drill path, kept on screen while the next page is on its way.
  const [shown, setShown] = useState<{ drillPath: string; data: RankingData & { firstRow: number } } | null>(null);
  if (leafRows && (shown?.data !== leafRows || shown.drillPath !== drillPath)) setShown({ drillPath, data: leafRows });
  const leafSource = leafRows ?? (shown?.drillPath === drillPath ? shown.data : undefined);

  const sortVar = sort?.sortVar;
  const sortDesc = sort?.sortDesc ?? true;
  const fetchingPage = leafPage !== null && page.isFetching;
  const view = useMemo<RankingView | null>(() => {
    if (!list.data || sortVar === undefined) return null;
    const sort = { sortVar, sortDesc };
    if (list.data.leafRows) {
      if (!leafSource) return null;
      return { data: leafSource, rows: leafSource.rows, sort, total: leafSource.totalNumberRows, firstRow: leafSource.firstRow, fetchingPage };
    }
    const column = list.data.headers.findIndex((h) => h.extName === sort.sortVar);
    const rows = column < 0 ? list.data.rows : sortRankingRows(list.data.rows, column, sort.sortDesc, locale);
    return { data: list.data, rows, sort, total: list.data.totalNumberRows, firstRow: 0, fetchingPage: false };
  }, [list.data, leafSource, fetchingPage, sortVar, sortDesc, locale]);

  // While a failed call is asked again, the spinner shows rather than the old failure.
  const error = (list.isFetching ? null : list.error) ?? (leafPage && !page.data && !page.isFetching ? page.error : null);
  const retry = () => void (list.error ? list.refetch() : page.refetch());
  return { view, error, retry, pending: !view && !error };
}
