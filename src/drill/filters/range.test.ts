import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTimeValue } from '../../../core/drillpath/tokens';
import { decodeInterval, decodeRange, DEFAULT_INTERVAL, encodeInterval, encodeRange, intervalValid } from './range';

describe('range filter', () => {
  it('applies only when both ends are filled, encoded from_to', () => {
    expect(encodeRange({ from: '18', to: '' })).toBeNull();
    expect(encodeRange({ from: '', to: '65' })).toBeNull();
    expect(encodeRange({ from: 'a', to: '65' })).toBeNull();
    expect(encodeRange({ from: ' 18 ', to: '65' })).toBe('18_65');
    expect(encodeRange({ from: '-5', to: '2.5' })).toBe('-5_2.5');
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        const v = encodeRange({ from: String(a), to: String(b) })!;
        expect(decodeRange(v)).toEqual({ from: String(a), to: String(b) });
      }),
    );
    expect(decodeRange(undefined)).toEqual({ from: '', to: '' });
  });
});

describe('date interval filter', () => {
  it('defaults to -30 and 0 days', () => {
    expect(DEFAULT_INTERVAL).toEqual({ unit: 'days', from: -30, to: 0 });
    expect(encodeInterval(DEFAULT_INTERVAL)).toBe('rdays-30_0');
    expect(decodeInterval('today')).toEqual(DEFAULT_INTERVAL);
  });

  it('needs from < to', () => {
    expect(intervalValid({ unit: 'days', from: 0, to: 0 })).toBe(false);
    expect(encodeInterval({ unit: 'months', from: 2, to: -1 })).toBeNull();
    expect(encodeInterval({ unit: 'months', from: -12, to: 3 })).toBe('rmonths-12_+3');
  });

  it('gives codes the server codec accepts, and reads them back', () => {
    fc.assert(
      fc.property(fc.constantFrom('days', 'months', 'years' as const), fc.integer({ min: -9999, max: 9998 }), fc.integer({ min: 1, max: 500 }), (unit, from, span) => {
        const i = { unit, from, to: from + span } as const;
        const code = encodeInterval(i)!;
        expect(parseTimeValue(code)).toEqual({ kind: 'interval', ...i });
        expect(decodeInterval(code)).toEqual(i);
      }),
    );
  });
});
