/**
 * Time periods: turning a time code (core/drillpath) into concrete dates, the trend period before it, and the
 * buckets of a time series. Dates are ISO `YYYY-MM-DD` strings in UTC; a period is [from, to), `to` exclusive.
 */
import { addDays, addMonths, dateOf, daysBetween, formatDate, monthStart, yearStart } from '../dates';
import type { TimeValue } from '../drillpath/tokens';

export interface Period {
  from: string;
  to: string;
  /** `today_md`: only this month and day (MM-DD), in every year of [from, to). */
  monthDay?: string;
}

export type Granularity = 'days' | 'weeks' | 'months' | 'quarters' | 'years';
export const GRANULARITIES: readonly Granularity[] = ['days', 'weeks', 'months', 'quarters', 'years'];

/** Far bounds for open-ended codes (before / after / none). */
export const EARLIEST = '2000-01-01';
export const LATEST = '2100-01-01';

/** Data bounds, for the table-date codes `first` and `last`. */
export interface DataBounds {
  first: string | null;
  last: string | null;
}

export function resolvePeriod(t: TimeValue, today: string, bounds: DataBounds = { first: null, last: null }): Period {
  switch (t.kind) {
    case 'today':
      return t.variant === 'today_md' ? { from: EARLIEST, to: addDays(today, 1), monthDay: today.slice(5) } : { from: today, to: addDays(today, 1) };
    case 'table': {
      if (t.which === 'none') return { from: EARLIEST, to: LATEST };
      const day = t.which === 'first' ? bounds.first : bounds.last;
      // No data at all: an empty period today, so the answer is "no data" rather than an error.
      if (!day) return { from: today, to: today };
      return { from: monthStart(day), to: addMonths(monthStart(day), 1) };
    }
    case 'custom':
      return { from: t.start, to: t.end };
    case 'interval': {
      if (t.unit === 'days') return { from: addDays(today, t.from), to: addDays(today, t.to + 1) };
      if (t.unit === 'months') {
        const m = monthStart(today);
        return { from: addMonths(m, t.from), to: addMonths(m, t.to + 1) };
      }
      const y = yearStart(today);
      return { from: addMonths(y, 12 * t.from), to: addMonths(y, 12 * (t.to + 1)) };
    }
    case 'rdate': {
      const n = t.direction === 'b' ? -t.count : t.count;
      const anchor = t.unit === 'd' ? addDays(today, n) : t.unit === 'm' ? addMonths(today, n) : addMonths(today, 12 * n);
      const unitStart = t.unit === 'd' ? anchor : t.unit === 'm' ? monthStart(anchor) : yearStart(anchor);
      const unitEnd = t.unit === 'd' ? addDays(anchor, 1) : t.unit === 'm' ? addMonths(unitStart, 1) : addMonths(unitStart, 12);
      if (t.mode === 'e') return { from: unitStart, to: unitEnd };
      if (t.mode === 'b') return { from: EARLIEST, to: unitStart };
      return { from: unitStart, to: LATEST };
    }
  }
}

/** The period of the same length just before `p`: whole months shift by months, anything else by days. */
export function trendPeriod(p: Period): Period {
  if (p.monthDay) return { ...p, from: addMonths(p.from, -12), to: addMonths(p.to, -12) };
  if (p.from === monthStart(p.from) && p.to === monthStart(p.to)) {
    const months = (Number(p.to.slice(0, 4)) - Number(p.from.slice(0, 4))) * 12 + Number(p.to.slice(5, 7)) - Number(p.from.slice(5, 7));
    return { from: addMonths(p.from, -months), to: p.from };
  }
  return { from: addDays(p.from, -daysBetween(p.from, p.to)), to: p.from };
}

/** Monday of the ISO week of `iso`. */
export function isoWeekStart(iso: string): string {
  const d = dateOf(iso);
  const dow = (d.getUTCDay() + 6) % 7;
  return addDays(iso, -dow);
}

/** ISO week label, e.g. `2026-W53` (the ISO year, which may differ from the calendar year at year ends). */
export function isoWeekLabel(iso: string): string {
  const thursday = addDays(isoWeekStart(iso), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function bucketStart(iso: string, g: Granularity): string {
  switch (g) {
    case 'days':
      return iso;
    case 'weeks':
      return isoWeekStart(iso);
    case 'months':
      return monthStart(iso);
    case 'quarters': {
      const q = Math.floor((Number(iso.slice(5, 7)) - 1) / 3);
      return `${iso.slice(0, 4)}-${String(q * 3 + 1).padStart(2, '0')}-01`;
    }
    case 'years':
      return yearStart(iso);
  }
}

export function nextBucket(start: string, g: Granularity): string {
  switch (g) {
    case 'days':
      return addDays(start, 1);
    case 'weeks':
      return addDays(start, 7);
    case 'months':
      return addMonths(start, 1);
    case 'quarters':
      return addMonths(start, 3);
    case 'years':
      return addMonths(start, 12);
  }
}

export function bucketLabel(start: string, g: Granularity): string {
  switch (g) {
    case 'days':
      return start;
    case 'weeks':
      return isoWeekLabel(start);
    case 'months':
      return start.slice(0, 7);
    case 'quarters':
      return `${start.slice(0, 4)}-Q${Math.floor((Number(start.slice(5, 7)) - 1) / 3) + 1}`;
    case 'years':
      return start.slice(0, 4);
  }
}

/** Every bucket touching [from, to), in order; at most `limit` (the latest ones kept). */
export function buckets(p: Period, g: Granularity, limit = 1000): { start: string; label: string }[] {
  const out: { start: string; label: string }[] = [];
  for (let s = bucketStart(p.from, g); s < p.to; s = nextBucket(s, g)) out.push({ start: s, label: bucketLabel(s, g) });
  return out.length > limit ? out.slice(out.length - limit) : out;
}

/** A custom chart period (a chart's or selection block's `customPeriods`): buckets of `months` months, the first starting in month `firstMonth` (1–12) of a year. */
export interface MonthSpan {
  months: number;
  firstMonth?: number;
}

/** Every bucket of a month span touching [from, to), each with its months' starts and a label of its first and last month ("2020-03 – 2020-05"). */
export function spanBuckets(p: Period, span: MonthSpan, limit = 1000): { start: string; label: string; months: string[] }[] {
  const first = monthStart(p.from);
  const offset = (((Number(first.slice(5, 7)) - (span.firstMonth ?? 1)) % span.months) + span.months) % span.months;
  const out: { start: string; label: string; months: string[] }[] = [];
  for (let s = addMonths(first, -offset); s < p.to; s = addMonths(s, span.months)) {
    const months = Array.from({ length: span.months }, (_, k) => addMonths(s, k));
    const last = months[months.length - 1]!.slice(0, 7);
    out.push({ start: s, label: span.months === 1 ? last : `${s.slice(0, 7)} – ${last}`, months });
  }
  return out.length > limit ? out.slice(out.length - limit) : out;
}

/** A period in the one date format; the open-ended period in the caller's words for it (core holds no messages). */
export function describePeriod(p: Period, allTime: string): string {
  if (p.from === EARLIEST && p.to === LATEST) return allTime;
  const last = addDays(p.to, -1);
  return p.from === last ? formatDate(p.from) : `${formatDate(p.from)} – ${formatDate(last)}`;
}
