/**
 * The date range picker's rules (spec 1 section 5): a single date is used as both ends, a reversed range is
 * swapped, the end is made exclusive by adding one day, and Select stays disabled until a date is chosen.
 * Dates are ISO `yyyy-mm-dd` strings (what `<input type="date">` gives), compared as text.
 */
import { addDays, isIsoDate } from '../dates';
import { formatTimeValue, parseTimeValue } from '../drillpath/tokens';

/** Select is enabled once at least one valid date is chosen. */
export function canSelect(first: string | null | undefined, second: string | null | undefined): boolean {
  return isIsoDate(first) || isIsoDate(second);
}

/** The chosen dates as a range with an exclusive end; null while nothing valid is chosen. */
export function pickRange(first: string | null | undefined, second: string | null | undefined): { start: string; end: string } | null {
  const dates = [first, second].filter(isIsoDate);
  if (dates.length === 0) return null;
  const [a, b = a] = dates as [string, string?];
  const [start, last] = a <= b! ? [a, b!] : [b!, a];
  return { start, end: addDays(last, 1) };
}

/** The `ftime` value of the chosen dates: `Ige{ddmmyyyy}:{ddmmyyyy}`, end exclusive. */
export function customTimeCode(first: string | null | undefined, second: string | null | undefined): string | null {
  const range = pickRange(first, second);
  return range ? formatTimeValue({ kind: 'custom', ...range }) : null;
}

/** The dates to show for a custom time code (inclusive end, as the user picked them), or null when it is not one. */
export function shownRange(code: string): { start: string; last: string } | null {
  try {
    const t = parseTimeValue(code);
    return t.kind === 'custom' ? { start: t.start, last: addDays(t.end, -1) } : null;
  } catch {
    return null;
  }
}
