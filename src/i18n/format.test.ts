import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './format.ts';

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
