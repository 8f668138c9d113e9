/**
 * A non-leaf ranking comes whole (up to 1,000 rows), so the client sorts it: the same order the server uses
 * (core of server/analytics/ranking.ts): rows without a value last whichever way, texts in the locale's
 * order, ties kept in their current order.
 */
import type { RankingData, RankingRow } from '../../schemas/api/ranking-data.gen.ts';

export interface SortState {
  sortVar: string;
  sortDesc: boolean;
}

/** The sort a ranking shows: the address's choice, else its ranking variable, descending. */
export function resolveSort(data: Pick<RankingData, 'rankingVar' | 'headers'>, sortBy?: string, sortDesc?: boolean): SortState {
  const known = sortBy !== undefined && data.headers.some((h) => h.extName === sortBy && h.sortable !== false);
  return { sortVar: known ? sortBy : data.rankingVar, sortDesc: sortDesc ?? true };
}

/** A header click: the same column turns around; another starts descending, or ascending for texts and dates. */
export function nextSort(current: SortState, header: { extName: string; type?: string }): SortState {
  if (current.sortVar === header.extName) return { sortVar: header.extName, sortDesc: !current.sortDesc };
  const ascending = header.extName === 'name' || header.type === 'text' || header.type === 'date';
  return { sortVar: header.extName, sortDesc: !ascending };
}

export function sortRankingRows(rows: readonly RankingRow[], column: number, desc: boolean, locale: string): RankingRow[] {
  const collator = new Intl.Collator(locale);
  return rows
    .map((row, i) => ({ row, i, v: row.cells[column]?.value ?? null }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === null ? (b.v === null ? a.i - b.i : 1) : -1;
      const cmp = typeof a.v === 'string' || typeof b.v === 'string' ? collator.compare(String(a.v), String(b.v)) : a.v - b.v;
      return (desc ? -cmp : cmp) || a.i - b.i;
    })
    .map((x) => x.row);
}

/** Whether a leaf's rows for this page and sort need their own call (the list call answers page 1 by its ranking variable). */
export function needsPageCall(data: Pick<RankingData, 'leafRows' | 'rankingVar'>, page: number, sort: SortState): boolean {
  return data.leafRows && (page > 1 || sort.sortVar !== data.rankingVar || !sort.sortDesc);
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}
