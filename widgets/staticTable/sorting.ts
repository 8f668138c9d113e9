/** Sorting a static table's rows by one column: numbers by value, texts in the locale's order. */
export type Cell = string | number | Record<string, string>;

export function compareCells(a: string | number, b: string | number, locale: string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { numeric: true });
}

export function sortRows<R>(rows: R[], key: (row: R) => string | number, direction: 'asc' | 'desc', locale: string): R[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => sign * compareCells(key(x.row), key(y.row), locale) || x.i - y.i)
    .map((x) => x.row);
}
