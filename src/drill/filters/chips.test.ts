import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../../core/drillpath/tokens';
import { chipsOf, parseChipTitle } from './chips';

const titles = {
  filters: new Map([
    ['segment', 'Customer segment'],
    ['ftime', 'Period'],
    ['city', 'City'],
  ]),
  options: new Map([
    ['segment/member', 'Club member'],
    ['ftime/rmonths-11_0', 'Last 12 months'],
  ]),
};

describe('filter chips', () => {
  it('reads a trailing ~ as contains and a leading _ as not', () => {
    expect(parseChipTitle('Stockholm~')).toEqual({ text: 'Stockholm', mode: 'contains' });
    expect(parseChipTitle('_Stockholm')).toEqual({ text: 'Stockholm', mode: 'not' });
    expect(parseChipTitle('_Stock~')).toEqual({ text: 'Stock', mode: 'notContains' });
    expect(parseChipTitle('Plain')).toEqual({ text: 'Plain', mode: 'is' });
  });

  it('makes one chip per value with the titles of the filter sets', () => {
    const chips = chipsOf(parseFilters('ftime=rmonths-11_0;segment=member*_regular;city=Stock~'), titles, () => undefined);
    expect(chips.map((c) => [c.filterTitle, c.valueTitle, c.mode])).toEqual([
      ['Period', 'Last 12 months', 'is'],
      ['Customer segment', 'Club member', 'is'],
      ['Customer segment', 'regular', 'not'],
      ['City', 'Stock', 'contains'],
    ]);
    expect(new Set(chips.map((c) => c.key)).size).toBe(4);
  });

  it('reads range values as from–to', () => {
    const chips = chipsOf(parseFilters('age=20_29'), { ...titles, filters: new Map([['age', 'Age']]), ranges: new Set(['age']) }, () => undefined);
    expect(chips.map((c) => [c.filterTitle, c.valueTitle, c.mode])).toEqual([['Age', '20–29', 'is']]);
  });

  it('describes time codes the sets do not list, and falls back to raw names', () => {
    const chips = chipsOf(parseFilters('ftime=Ige01012026:01022026;age=18_65'), titles, (code) => (code.startsWith('Ige') ? '1 Jan–31 Jan 2026' : undefined));
    expect(chips.map((c) => [c.filterTitle, c.valueTitle])).toEqual([
      ['Period', '1 Jan–31 Jan 2026'],
      ['age', '18_65'],
    ]);
  });
});
