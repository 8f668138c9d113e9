import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFilters, formatRoute, parseFilters, parseRoute } from '../../../core/drillpath/tokens';
import { removeValue, setValues, timeCodeOf, toggleOption, withFilters } from './selection';
import { matchOptions, searchKeys, usesTypeahead } from './typeahead';

describe('editing filter tokens', () => {
  it('checks and unchecks options, one value for single selections', () => {
    let f = parseFilters('ftime=rmonths-11_0');
    f = toggleOption(f, 'segment', 'member', true);
    f = toggleOption(f, 'segment', 'regular', true);
    expect(formatFilters(f)).toBe('ftime=rmonths-11_0;segment=member*regular');
    f = toggleOption(f, 'segment', 'member', true);
    expect(formatFilters(f)).toBe('ftime=rmonths-11_0;segment=regular');
    f = toggleOption(f, 'ftime', 'rmonths-2_0', false);
    expect(formatFilters(f)).toBe('ftime=rmonths-2_0;segment=regular');
    f = toggleOption(f, 'segment', 'regular', true);
    expect(formatFilters(f)).toBe('ftime=rmonths-2_0');
  });

  it('removes one chip value or the whole token', () => {
    const f = parseFilters('segment=member*_regular;city=Sto~');
    expect(formatFilters(removeValue(f, 'segment', { value: 'regular', exclude: true, contains: false }))).toBe('segment=member;city=Sto~');
    expect(formatFilters(removeValue(f, 'city'))).toBe('segment=member*_regular');
    expect(formatFilters(setValues(f, 'segment', []))).toBe('city=Sto~');
  });

  it('toggling an option twice gives back the same selection', () => {
    const chosen = (f: ReturnType<typeof parseFilters>) => (f[0]?.values.map((v) => v.value) ?? []).sort();
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c', 'd']), fc.constantFrom('a', 'b', 'c', 'd', 'e'), (start, opt) => {
        const f = start.length ? parseFilters(`x=${start.join('*')}`) : [];
        const once = toggleOption(f, 'x', opt, true);
        expect(chosen(once).includes(opt)).toBe(!start.includes(opt));
        expect(chosen(toggleOption(once, 'x', opt, true))).toEqual([...start].sort());
      }),
    );
  });

  it('writes filters into the route parameter and reads broken ones safely', () => {
    const r = parseRoute('all,se;ftime=today');
    expect(formatRoute(withFilters(r, parseFilters('segment=member')))).toBe('all,se;segment=member');
    expect(formatRoute(withFilters(r, []))).toBe('all,se');
    expect(timeCodeOf(r.filters, 'x')).toBe('today');
    expect(timeCodeOf([], 'rmonths-11_0')).toBe('rmonths-11_0');
  });
});

describe('typeahead', () => {
  it('is used from 10 options on, or when the server answers the options', () => {
    expect(usesTypeahead(9)).toBe(false);
    expect(usesTypeahead(10)).toBe(true);
    expect(usesTypeahead(0, true)).toBe(true);
  });

  it('lists unchecked matches only, at most the limit, in order', () => {
    const options = Array.from({ length: 60_000 }, (_, i) => ({ extName: `c${i}`, title: `Customer ${i}` }));
    const keys = searchKeys(options);
    const all = matchOptions(options, keys, '', new Set(['c0']));
    expect(all).toHaveLength(50_000);
    expect(all[0]!.extName).toBe('c1');
    expect(matchOptions(options, keys, 'customer 5999', new Set()).map((o) => o.extName)).toEqual(['c5999', ...Array.from({ length: 10 }, (_, i) => `c5999${i}`)]);
    expect(matchOptions(options, keys, 'C12', new Set(['c12']), 3).map((o) => o.extName)).toEqual(['c120', 'c121', 'c122']);
  });
});
