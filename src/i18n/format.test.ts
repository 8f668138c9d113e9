import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locales.ts';
import { timeLabel } from '../drill/timeLabel.ts';
import { formatDateTime, formatDayMonthYear } from './format.ts';
import { STATIC_CATALOGUES } from './staticCatalogues.ts';

describe('dates', () => {
  it('show as day/month-year', () => {
    expect(formatDayMonthYear(new Date(2026, 10, 2, 13, 5))).toBe('02/11-2026');
    expect(formatDayMonthYear('2025-01-31T12:00:00')).toBe('31/01-2025');
  });
  it('show N/A when missing or unreadable', () => {
    expect(formatDayMonthYear(null)).toBe('N/A');
    expect(formatDayMonthYear(undefined)).toBe('N/A');
    expect(formatDayMonthYear('')).toBe('N/A');
    expect(formatDayMonthYear('not a date')).toBe('N/A');
  });
});

/** Locale number formats group with a no-break space (U+00A0 or U+202F); tests read it as a plain space. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe.each(LOCALES)('in %s: one date format family, numbers by locale', (locale) => {
  const intl = createIntl({ locale, messages: STATIC_CATALOGUES[locale] });

  it('a moment is day/month-year on the 24-hour clock, never a 12-hour one', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5))).toBe('22/11-2026 14:05');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 7))).toBe('02/01-2026 00:07');
  });

  it('a custom period in the filter chips is day/month-year, not a month name', () => {
    expect(timeLabel(intl, undefined, 'Ige01112026:01122026')).toBe('01/11-2026 – 30/11-2026');
    expect(timeLabel(intl, undefined, 'Ige22112026:23112026')).toBe('22/11-2026');
  });

  it('numbers follow the locale', () => {
    const expected = { en: '12,345.5', sv: '12 345,5', da: '12.345,5', nb: '12 345,5', fi: '12 345,5' }[locale];
    expect(plain(intl.formatNumber(12345.5))).toBe(expected);
  });
});
