/**
 * Calendar days, the one home for their arithmetic on both sides: a day is an ISO `YYYY-MM-DD` string read in UTC
 * (so daylight saving never moves it), and such strings compare in time order as text.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day's midnight, UTC. */
export function dateOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The UTC day of a moment. */
export function isoDayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (not 2023-02-29, not 2024-13-01). */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !ISO_DAY.test(text)) return false;
  const d = dateOf(text);
  return !Number.isNaN(d.getTime()) && isoDayOf(d) === text;
}

export function addDays(iso: string, n: number): string {
  const d = dateOf(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDayOf(d);
}

/** `n` months on, kept to the month's last day (January 31st plus one month is February 28th or 29th). */
export function addMonths(iso: string, n: number): string {
  const d = dateOf(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return isoDayOf(d);
}

export function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function yearStart(iso: string): string {
  return `${iso.slice(0, 4)}-01-01`;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000);
}

export function todayUtc(now: Date = new Date()): string {
  return isoDayOf(now);
}

/**
 * A period bucket's label as a reader sees it (chart axes, exports). The server names buckets `2026-W49`,
 * `2026-12`, `2026-Q4`, `2026` or `2026-12-07` (core/metrics/periods `bucketLabel`); ISO weeks read "W49 2026"
 * in every locale, months follow the locale, days take the one date format (`formatDate`), quarters "Q4 2026".
 * Any other label (a unit, a custom period) is returned as it is.
 */
export function formatPeriodLabel(label: string, locale: string): string {
  const week = /^(\d{4})-W(\d{2})$/.exec(label);
  if (week) return `W${week[2]} ${week[1]}`;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(label);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(label)) {
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(dateOf(`${label}-01`));
  }
  if (isIsoDate(label)) return formatDate(label);
  return label;
}

/** A value shown as a date: an ISO day (`2026-11-22`), an ISO timestamp, epoch milliseconds or a Date. */
export type DateInput = string | number | Date | null | undefined;

const dateParts = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = dateParts.get(key);
  if (!f) {
    // en-GB only supplies the digits (two-digit day, month, hour on the 24-hour clock); the layout is ours.
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    dateParts.set(key, f);
  }
  return f;
}

/**
 * The one date format of the app, the server's texts and its reports, in every locale (spec 1 section 9): day/month-
 * year, `22/11-2026`, and with `time` on the 24-hour clock, `22/11-2026 14:05`. An ISO day is a calendar day and
 * never moves with the time zone; a moment shows in `timeZone` (the runtime's own when left out: the browser's, so a
 * user reads their local time; the server passes 'UTC' and says so). `N/A` when missing or unreadable.
 */
export function formatDate(value: DateInput, opts: { time?: boolean; timeZone?: string } = {}): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'string' && ISO_DAY.test(value)) {
    if (!isIsoDate(value)) return 'N/A';
    const [y, m, d] = value.split('-');
    return `${d}/${m}-${y}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const parts = Object.fromEntries(partsIn(opts.timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  const day = `${parts.day}/${parts.month}-${parts.year}`;
  return opts.time ? `${day} ${parts.hour}:${parts.minute}` : day;
}
