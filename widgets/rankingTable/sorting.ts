/**
 * A non-leaf ranking comes whole (up to 1,000 rows), so the client sorts it, in the order the server ranks by
 * (core/ranking/order.ts). Here: what the table's address and header clicks make of that sort.
 */
import { requestedSort, sortRanked, type RankingSort } from '../../core/ranking/order';
import type { RankingData, RankingRow } from '../../schemas/api/ranking-data.gen.ts';

export type SortState = RankingSort;

/** The sort a ranking shows: the address's choice (a sortable column it has), else its ranking variable, descending. */
export function resolveSort(data: Pick<RankingData, 'rankingVar' | 'headers'>, sortBy?: string, sortDesc?: boolean): SortState {
  const known = sortBy !== undefined && data.headers.some((h) => h.extName === sortBy && h.sortable !== false);
  return requestedSort(data.rankingVar, { sortVar: known ? sortBy : undefined, sortDesc });
}

/** A header click: the same column turns around; another starts descending, or ascending for texts and dates. */
export function nextSort(current: SortState, header: { extName: string; type?: string }): SortState {
  if (current.sortVar === header.extName) return { sortVar: header.extName, sortDesc: !current.sortDesc };
  const ascending = header.extName === 'name' || header.type === 'text' || header.type === 'date';
  return { sortVar: header.extName, sortDesc: !ascending };
}

export function sortRankingRows(rows: readonly RankingRow[], column: number, desc: boolean, locale: string): RankingRow[] {
  return sortRanked(rows, (row) => row.cells[column]?.value ?? null, desc, locale);
}

/** Whether a leaf's rows for this page and sort need their own call (the list call answers page 1 by its ranking variable). */
export function needsPageCall(data: Pick<RankingData, 'leafRows' | 'rankingVar'>, page: number, sort: SortState): boolean {
  return data.leafRows && (page > 1 || sort.sortVar !== data.rankingVar || !sort.sortDesc);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
