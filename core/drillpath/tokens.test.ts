import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DrillPathError,
  formatFilters,
  formatPath,
  formatRoute,
  formatTimeValue,
  parseFilters,
  parsePath,
  parseRoute,
  parseTimeValue,
  parentPath,
  type FilterToken,
  type TimeValue,
} from './tokens';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_.+-]{0,11}$/);
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,9}$/).filter((n) => n !== 'ftime');
const plainValue = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9.:+ -]{0,11}$/);
const filterValue = fc.record({ value: plainValue, exclude: fc.boolean(), contains: fc.boolean() });
const isoDate = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

const timeValue: fc.Arbitrary<TimeValue> = fc.oneof(
  fc.record({
    kind: fc.constant('rdate' as const),
    mode: fc.constantFrom('e' as const, 'b' as const, 'a' as const),
    count: fc.integer({ min: 0, max: 9999 }),
    unit: fc.constantFrom('d' as const, 'm' as const, 'y' as const),
    direction: fc.constantFrom('b' as const, 'f' as const),
  }),
  fc
    .tuple(fc.constantFrom('days' as const, 'months' as const, 'years' as const), fc.integer({ min: -999, max: 999 }), fc.integer({ min: -999, max: 999 }))
    .map(([unit, a, b]) => ({ kind: 'interval' as const, unit, from: Math.min(a, b), to: Math.max(a, b) })),
  fc.constantFrom('today' as const, 'today_ymd' as const, 'today_md' as const).map((variant) => ({ kind: 'today' as const, variant })),
  fc.constantFrom('none' as const, 'first' as const, 'last' as const).map((which) => ({ kind: 'table' as const, which })),
  fc
    .tuple(isoDate, isoDate)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ kind: 'custom' as const, start: a < b ? a : b, end: a < b ? b : a })),
);

const tokens: fc.Arbitrary<FilterToken[]> = fc
  .tuple(
    fc.option(timeValue, { nil: undefined }),
    fc.uniqueArray(fc.record({ name, values: fc.array(filterValue, { minLength: 1, maxLength: 4 }) }), { selector: (t) => t.name, maxLength: 5 }),
  )
  .map(([time, rest]) => [
    ...(time ? [{ name: 'ftime', values: [{ value: formatTimeValue(time), exclude: false, contains: false }] }] : []),
    ...rest,
  ]);

describe('drill path and filter codec', () => {
  it('parse(format(x)) = x for drill paths', () => {
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 8 }), (path) => {
        expect(parsePath(formatPath(path))).toEqual(path);
      }),
    );
  });

  it('parse(format(x)) = x for time codes', () => {
    fc.assert(fc.property(timeValue, (t) => {
        expect(parseTimeValue(formatTimeValue(t))).toEqual(t);
      }),
    );
  });

  it('parse(format(x)) = x for filter tokens and whole routes', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), tokens, (path, filters) => {
        expect(parseFilters(formatFilters(filters))).toEqual(filters);
        expect(parseRoute(formatRoute({ path, filters }))).toEqual({ path, filters });
      }),
    );
  });

  it('reads the spec examples', () => {
    expect(parseRoute('all,se,north;ftime=rmonths-11_0;gender=female*male;channel=_web;comment=queue~')).toEqual({
      path: ['all', 'se', 'north'],
      filters: [
        { name: 'ftime', values: [{ value: 'rmonths-11_0', exclude: false, contains: false }] },
        { name: 'gender', values: [{ value: 'female', exclude: false, contains: false }, { value: 'male', exclude: false, contains: false }] },
        { name: 'channel', values: [{ value: 'web', exclude: true, contains: false }] },
        { name: 'comment', values: [{ value: 'queue', exclude: false, contains: true }] },
      ],
    });
    expect(parseFilters('none')).toEqual([]);
    expect(formatFilters([])).toBe('none');
    expect(parseTimeValue('rdateb3mb')).toEqual({ kind: 'rdate', mode: 'b', count: 3, unit: 'm', direction: 'b' });
    expect(parseTimeValue('rdays-30_0')).toEqual({ kind: 'interval', unit: 'days', from: -30, to: 0 });
    expect(parseTimeValue('Ige01122025:01012026')).toEqual({ kind: 'custom', start: '2025-12-01', end: '2026-01-01' });
    expect(parseTimeValue('today_md')).toEqual({ kind: 'today', variant: 'today_md' });
    expect(parseTimeValue('last')).toEqual({ kind: 'table', which: 'last' });
  });

  it('moving up keeps at least two segments', () => {
    expect(parentPath(['all', 'se', 'north'])).toEqual(['all', 'se']);
    expect(parentPath(['all', 'se'])).toEqual(['all', 'se']);
  });

  const refuses = (fn: () => unknown, token: string) => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(DrillPathError);
      expect((err as DrillPathError).token).toBe(token);
      expect((err as Error).message).toContain(token);
      return;
    }
    throw new Error('accepted');
  };

  it('names the bad piece of a malformed path or token', () => {
    refuses(() => parsePath('all,,se'), 'all,,se');
    refuses(() => parseRoute("all';drop table unit;--"), "all'");
    refuses(() => parseRoute('all,se;gender'), 'gender');
    refuses(() => parseFilters('gender=female;;age=1'), 'gender=female;;age=1');
    refuses(() => parseFilters('gender=fe"male'), 'gender=fe"male');
    refuses(() => parseFilters('1x=a'), '1x=a');
    refuses(() => parseFilters('gender=a;gender=b'), 'gender=b');
    refuses(() => parseFilters('ftime=rweeks-1_0'), 'rweeks-1_0');
    refuses(() => parseFilters('ftime=rdays5_-5'), 'rdays5_-5');
    refuses(() => parseFilters('ftime=Ige31022025:01032025'), 'Ige31022025:01032025');
    refuses(() => parseFilters('ftime=Ige01032025:01022025'), 'Ige01032025:01022025');
    refuses(() => parseFilters('gender=_~'), 'gender=_~');
  });
});
