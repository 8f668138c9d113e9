/**
 * The weekday rule of campaign schedules (spec 3 section 9): a day counts as its weekday (mon..sun), or as `hol` when
 * it is a public holiday of the campaign's country (date-holidays). The country is the first segment of the campaign's
 * drill path that names one (`all,se,north`: Sweden), else none, and then no day is a holiday.
 */
import Holidays from 'date-holidays';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const COUNTRIES = new Set(Object.keys(new Holidays().getCountries()));
const calendars = new Map<string, Holidays>();

export function countryOf(link: string): string | null {
  const path = link.split(';')[0] ?? '';
  return path.split(',').map((s) => s.toUpperCase()).find((s) => s.length === 2 && COUNTRIES.has(s)) ?? null;
}

export function isPublicHoliday(country: string | null, day: Date): boolean {
  if (!country) return false;
  let calendar = calendars.get(country);
  if (!calendar) calendars.set(country, (calendar = new Holidays(country, { types: ['public'] })));
  // Noon UTC of the day, so the country's time zone cannot move it to the day before or after.
  const holidays = calendar.isHoliday(new Date(`${day.toISOString().slice(0, 10)}T12:00:00Z`));
  return Array.isArray(holidays) && holidays.some((h) => h.type === 'public');
}

/** Whether a schedule with these weekdays runs on `day`: a public holiday runs only with `hol`, another day with its weekday. */
export function runsOn(weekdays: readonly string[] | null, link: string, day: Date): boolean {
  if (!weekdays?.length) return true;
  if (isPublicHoliday(countryOf(link), day)) return weekdays.includes('hol');
  return weekdays.includes(WEEKDAYS[day.getUTCDay()]!);
}
