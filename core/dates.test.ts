import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, formatDate, formatPeriodLabel, isIsoDate, isoDayOf, monthStart, todayUtc, yearStart } from './dates';

const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map(isoDayOf);

describe('calendar days', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(['2024-02-29', '2026-12-31', '2000-01-01'].every(isIsoDate)).toBe(true);
    expect(['2023-02-29', '2024-13-01', '2024-04-31', '24-1-1', '2024-1-01', '2024-01-01T00:00', ' 2024-01-01', '', null, undefined].some(isIsoDate)).toBe(false);
  });

  it('adds days across month, year and daylight-saving ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('adds months kept to the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-15', -14)).toBe('2025-01-15');
    expect([monthStart('2026-11-22'), yearStart('2026-11-22')]).toEqual(['2026-11-01', '2026-01-01']);
  });

  it('counts days between, the inverse of adding them', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -800, max: 800 }), (d, n) => {
        const later = addDays(d, n);
        expect(isIsoDate(later)).toBe(true);
        expect(daysBetween(d, later)).toBe(n);
        expect(addDays(later, -n)).toBe(d);
        expect(later > d).toBe(n > 0);
      }),
    );
  });

  it('reads today in UTC, whatever the local clock says', () => {
    expect(todayUtc(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });
});

describe('period labels as a reader sees them', () => {
  it('writes ISO weeks as "W49 2026" in every locale, and quarters as "Q4 2026"', () => {
    for (const locale of ['en', 'sv', 'fi', 'da', 'nb']) {
      expect(formatPeriodLabel('2026-W49', locale)).toBe('W49 2026');
      expect(formatPeriodLabel('2020-W53', locale)).toBe('W53 2020');
      expect(formatPeriodLabel('2026-Q4', locale)).toBe('Q4 2026');
      expect(formatPeriodLabel('2026', locale)).toBe('2026');
    }
  });

  it('names months in the locale and writes days in the one date format', () => {
    expect(formatPeriodLabel('2026-12', 'en')).toBe('Dec 2026');
    expect(formatPeriodLabel('2026-12', 'sv')).toMatch(/^dec\.? 2026$/);
    expect(formatPeriodLabel('2026-12', 'fi')).toMatch(/joulu.* 2026/);
    expect(formatPeriodLabel('2026-12-07', 'en')).toBe('07/12-2026');
    expect(formatPeriodLabel('2026-12-07', 'sv')).toBe('07/12-2026');
  });

  it('leaves other labels (units, custom periods) as they are', () => {
    expect(formatPeriodLabel('Shop A', 'en')).toBe('Shop A');
    expect(formatPeriodLabel('2026-13', 'en')).toBe('2026-13');
  });
});

describe('the one date format (spec 1 section 9: day/month-year, N/A when missing)', () => {
  it('writes a day as dd/mm-yyyy and a moment on the 24-hour clock', () => {
    expect(formatDate('2026-11-22')).toBe('22/11-2026');
    expect(formatDate('2026-11-22T14:05:00Z', { timeZone: 'UTC' })).toBe('22/11-2026');
    expect(formatDate('2026-11-22T14:05:00Z', { time: true, timeZone: 'UTC' })).toBe('22/11-2026 14:05');
    expect(formatDate(new Date('2026-01-02T00:07:00Z'), { time: true, timeZone: 'UTC' })).toBe('02/01-2026 00:07');
    expect(formatDate(Date.UTC(2026, 11, 31, 23, 59), { time: true, timeZone: 'UTC' })).toBe('31/12-2026 23:59');
  });

  it('shows a moment in the time zone asked for, and a calendar day as it is in every zone', () => {
    expect(formatDate('2026-11-22T23:30:00Z', { time: true, timeZone: 'Europe/Stockholm' })).toBe('23/11-2026 00:30');
    expect(formatDate('2026-11-22T05:00:00Z', { time: true, timeZone: 'America/Los_Angeles' })).toBe('21/11-2026 21:00');
    expect(formatDate('2026-11-22', { timeZone: 'America/Los_Angeles' })).toBe('22/11-2026');
  });

  it('says N/A for a missing or unreadable value, an impossible day included', () => {
    expect([null, undefined, '', 'not a date', '2026-02-30'].map((v) => formatDate(v))).toEqual(['N/A', 'N/A', 'N/A', 'N/A', 'N/A']);
  });
});
