/**
 * The order of a ranking's rows (spec 1 section 2.5, "sortable"), written once: the server ranks a unit's
 * children with it before it answers, and the browser re-sorts the whole (non-leaf) ranking with it on a header
 * click, without a call, so both show the same order. Rows without a value go last whichever way, texts follow
 * the locale's order (Swedish Ö after U), numbers their size, and ties keep the order they came in.
 */

/** A cell's value as the ranking carries it. */
export type RankValue = number | string | null;

export interface RankingSort {
  sortVar: string;
  sortDesc: boolean;
}

/** A ranking shows its best first: descending unless asked otherwise. */
export const DEFAULT_SORT_DESC = true;

/** The sort asked for, else the ranking variable, descending. */
export function requestedSort(rankingVar: string, asked: { sortVar?: string; sortDesc?: boolean } = {}): RankingSort {
  return { sortVar: asked.sortVar ?? rankingVar, sortDesc: asked.sortDesc ?? DEFAULT_SORT_DESC };
}

/** Compares two values in the ranking's order; 0 for ties, so a stable sort keeps them as they came. */
export function rankComparator(desc: boolean, locale: string): (a: RankValue, b: RankValue) => number {
  const collator = new Intl.Collator(locale);
  return (a, b) => {
    // Without a value is last both ways, so it is not turned around with the rest.
    if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
    const cmp = typeof a === 'string' || typeof b === 'string' ? collator.compare(String(a), String(b)) : a - b;
    return desc ? -cmp : cmp;
  };
}

/** The rows in the ranking's order by the value `valueOf` reads from each (a new array; ties keep their order). */
export function sortRanked<T>(rows: readonly T[], valueOf: (row: T) => RankValue, desc: boolean, locale: string): T[] {
  const compare = rankComparator(desc, locale);
  return rows
    .map((row) => ({ row, value: valueOf(row) }))
    .sort((a, b) => compare(a.value, b.value))
    .map((x) => x.row);
}
