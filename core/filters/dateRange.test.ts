import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimeValue } from '../drillpath/tokens';
import { addDays } from '../dates';
import { canSelect, customTimeCode, pickRange, shownRange } from './dateRange';

const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

describe('date range picker rules', () => {
  it('keeps Select disabled until a date is chosen', () => {
    expect(canSelect(null, null)).toBe(false);
    expect(canSelect('', undefined)).toBe(false);
    expect(canSelect('2026-13-01', null)).toBe(false);
    expect(canSelect('2026-03-01', null)).toBe(true);
    expect(canSelect(null, '2026-03-01')).toBe(true);
  });

  it('uses a single date as both ends, the end exclusive by one day', () => {
    expect(pickRange('2026-03-01', null)).toEqual({ start: '2026-03-01', end: '2026-03-02' });
    expect(pickRange(null, '2026-02-28')).toEqual({ start: '2026-02-28', end: '2026-03-01' });
    expect(customTimeCode('2026-12-31', null)).toBe('Ige31122026:01012027');
  });

  it('swaps a reversed range', () => {
    expect(pickRange('2026-04-30', '2026-04-01')).toEqual({ start: '2026-04-01', end: '2026-05-01' });
    expect(customTimeCode('2026-04-30', '2026-04-01')).toBe('Ige01042026:01052026');
  });

  it('always gives a range the token codec accepts and shows back the picked days', () => {
    fc.assert(
      fc.property(day, fc.option(day, { nil: null }), (a, b) => {
        const code = customTimeCode(a, b)!;
        const t = parseTimeValue(code);
        expect(t.kind).toBe('custom');
        const lo = b === null || a <= b ? a : b;
        const hi = b === null ? a : a <= b ? b : a;
        expect(shownRange(code)).toEqual({ start: lo, last: hi });
        expect(addDays(hi, 1) > lo).toBe(true);
      }),
    );
  });

  it('shows nothing for codes that are not custom ranges', () => {
    expect(shownRange('rmonths-11_0')).toBeNull();
    expect(shownRange('garbage')).toBeNull();
  });
});
