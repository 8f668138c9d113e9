import { describe, expect, it } from 'vitest';
import { parseTimeValue } from '../drillpath/tokens';
import { buckets, describePeriod, isoWeekLabel, resolvePeriod, trendPeriod } from './periods';

const resolve = (code: string, today: string) => resolvePeriod(parseTimeValue(code), today, { first: '2024-03-05', last: '2026-11-20' });

describe('periods', () => {
  it('resolves relative intervals, months and years around a year end', () => {
    expect(resolve('rmonths-11_0', '2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-02-01' });
    expect(resolve('rmonths-1_-1', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(resolve('ryears-1_-1', '2026-01-15')).toEqual({ from: '2025-01-01', to: '2026-01-01' });
    expect(resolve('rdays-29_0', '2026-01-15')).toEqual({ from: '2025-12-17', to: '2026-01-16' });
    expect(resolve('today', '2026-01-15')).toEqual({ from: '2026-01-15', to: '2026-01-16' });
    expect(resolve('today_md', '2026-01-15')).toMatchObject({ monthDay: '01-15' });
    expect(resolve('Ige01122025:01012026', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(resolve('rdatee1mb', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(resolve('rdateb1yb', '2026-03-31')).toEqual({ from: '2000-01-01', to: '2025-01-01' });
    expect(resolve('last', '2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(resolve('first', '2026-12-01')).toEqual({ from: '2024-03-01', to: '2024-04-01' });
  });

  it('the trend period is the same length just before', () => {
    expect(trendPeriod({ from: '2025-02-01', to: '2026-02-01' })).toEqual({ from: '2024-02-01', to: '2025-02-01' });
    expect(trendPeriod({ from: '2025-12-17', to: '2026-01-16' })).toEqual({ from: '2025-11-17', to: '2025-12-17' });
    expect(trendPeriod({ from: '2024-03-01', to: '2024-03-02' })).toEqual({ from: '2024-02-29', to: '2024-03-01' });
  });

  it('ISO week 53 and weeks across year ends', () => {
    expect(isoWeekLabel('2020-12-31')).toBe('2020-W53');
    expect(isoWeekLabel('2021-01-03')).toBe('2020-W53');
    expect(isoWeekLabel('2021-01-04')).toBe('2021-W01');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
    expect(buckets({ from: '2020-12-25', to: '2021-01-12' }, 'weeks').map((b) => b.label)).toEqual(['2020-W52', '2020-W53', '2021-W01', '2021-W02']);
  });

  it('buckets by month, quarter and year', () => {
    expect(buckets({ from: '2025-11-10', to: '2026-02-01' }, 'months').map((b) => b.label)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(buckets({ from: '2025-11-10', to: '2026-04-01' }, 'quarters').map((b) => b.label)).toEqual(['2025-Q4', '2026-Q1']);
    expect(buckets({ from: '2024-06-01', to: '2026-01-01' }, 'years').map((b) => b.start)).toEqual(['2024-01-01', '2025-01-01']);
  });
});

describe('a period in words (tiles, results block, segment headers)', () => {
  it('is day/month-year like every other date, its end inclusive', () => {
    expect(describePeriod({ from: '2024-12-01', to: '2025-12-01' }, 'all time')).toBe('01/12-2024 – 30/11-2025');
    expect(describePeriod({ from: '2026-11-22', to: '2026-11-23' }, 'all time')).toBe('22/11-2026');
  });
});
