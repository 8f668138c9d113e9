import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankComparator, requestedSort, sortRanked, type RankValue } from './order';

const unit = (name: string, value: RankValue) => ({ name, value });
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('ranking order', () => {
  const units = [unit('Örebro', 10), unit('Borås', null), unit('Alingsås', 30), unit('Umeå', 10), unit('Kiruna', null)];

  it('ranks by value with units without data last both ways, ties and the valueless kept as they came', () => {
    expect(names(sortRanked(units, (u) => u.value, true, 'sv'))).toEqual(['Alingsås', 'Örebro', 'Umeå', 'Borås', 'Kiruna']);
    expect(names(sortRanked(units, (u) => u.value, false, 'sv'))).toEqual(['Örebro', 'Umeå', 'Alingsås', 'Borås', 'Kiruna']);
  });

  it('orders texts in the locale’s order: Swedish Ö after U, German Ö beside O', () => {
    expect(names(sortRanked(units, (u) => u.name, false, 'sv'))).toEqual(['Alingsås', 'Borås', 'Kiruna', 'Umeå', 'Örebro']);
    expect(names(sortRanked(units, (u) => u.name, false, 'de'))).toEqual(['Alingsås', 'Borås', 'Kiruna', 'Örebro', 'Umeå']);
  });

  it('compares numbers by size, not as text', () => {
    expect(sortRanked([9, 10, 100, -1], (v) => v, false, 'en')).toEqual([-1, 9, 10, 100]);
  });

  it('leaves the rows it was given untouched', () => {
    const before = [...units];
    sortRanked(units, (u) => u.value, true, 'sv');
    expect(units).toEqual(before);
  });

  it('is one order for any column: nulls last, sorted, and descending the reverse of ascending', () => {
    const column = fc.oneof(
      fc.uniqueArray(fc.integer({ min: -50, max: 50 }), { maxLength: 20 }),
      fc.uniqueArray(fc.constantFrom('a', 'B', 'å', 'ä', 'ö', 'o', 'z', 'Z'), { maxLength: 8 }),
    );
    fc.assert(
      fc.property(column, fc.nat(5), fc.boolean(), (present: (number | string)[], nulls, desc) => {
        const values: RankValue[] = [...present, ...Array<null>(nulls).fill(null)].reverse();
        const sorted = sortRanked(values, (v) => v, desc, 'sv');
        expect(sorted.slice(present.length)).toEqual(Array(nulls).fill(null));
        const compare = rankComparator(desc, 'sv');
        for (let i = 1; i < present.length; i++) expect(compare(sorted[i - 1]!, sorted[i]!)).toBeLessThan(0);
        expect(sortRanked(present, (v) => v, !desc, 'sv').reverse()).toEqual(sorted.slice(0, present.length));
      }),
    );
  });

  it('starts on the ranking variable, descending, unless a sort is asked for', () => {
    expect(requestedSort('nps')).toEqual({ sortVar: 'nps', sortDesc: true });
    expect(requestedSort('nps', { sortDesc: false })).toEqual({ sortVar: 'nps', sortDesc: false });
    expect(requestedSort('nps', { sortVar: 'name', sortDesc: false })).toEqual({ sortVar: 'name', sortDesc: false });
    expect(requestedSort('nps', { sortVar: 'csat' })).toEqual({ sortVar: 'csat', sortDesc: true });
  });
});
