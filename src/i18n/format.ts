import { formatDate, type DateInput } from '../../core/dates.ts';

/** Dates show as day/month-year (`22/11-2026`), or `N/A` when missing or unreadable (spec 1 section 9), in local time. */
export function formatDayMonthYear(value: DateInput): string {
  return formatDate(value);
}

/** A moment as the app shows it: day/month-year and the 24-hour clock (`22/11-2026 14:05`), in local time. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, { time: true });
}
