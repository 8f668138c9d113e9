import { describe, expect, it } from 'vitest';
import { needsPageCall, nextSort, pageCount, resolveSort, sortRankingRows } from './sorting.ts';
import type { RankingRow } from '../../schemas/api/ranking-data.gen.ts';

const row = (name: string, v: number | null): RankingRow => ({ cells: [{ value: name, formattedValue: name }, { value: v, formattedValue: String(v) }], rankTarget: null, interviewId: null, sampleId: null, isComplete: true, alertId: null, accessAllowed: true, drillPath: name, detailsVariables: [] });

describe('ranking order on the client', () => {
  const rows = [row('Örebro', 10), row('Borås', null), row('Alingsås', 30), row('Umeå', 10)];

  it('puts rows without a value last both ways and keeps ties in order', () => {
    expect(sortRankingRows(rows, 1, true, 'sv').map((r) => r.drillPath)).toEqual(['Alingsås', 'Örebro', 'Umeå', 'Borås']);
    expect(sortRankingRows(rows, 1, false, 'sv').map((r) => r.drillPath)).toEqual(['Örebro', 'Umeå', 'Alingsås', 'Borås']);
  });

  it('sorts names in the locale’s order (Swedish Ö after U)', () => {
    expect(sortRankingRows(rows, 0, false, 'sv').map((r) => r.drillPath)).toEqual(['Alingsås', 'Borås', 'Umeå', 'Örebro']);
  });

  it('starts from the ranking variable, descending, and ignores a column it does not have', () => {
    const data = { rankingVar: 'nps', headers: [{ extName: 'name', title: 'Name', type: 'text', sortable: true }, { extName: 'nps', title: 'NPS', type: 'nps', sortable: true }] };
    expect(resolveSort(data)).toEqual({ sortVar: 'nps', sortDesc: true });
    expect(resolveSort(data, 'name', false)).toEqual({ sortVar: 'name', sortDesc: false });
    expect(resolveSort(data, 'bogus', false)).toEqual({ sortVar: 'nps', sortDesc: false });
  });

  it('turns the active column around; a new text column starts ascending, a number descending', () => {
    expect(nextSort({ sortVar: 'nps', sortDesc: true }, { extName: 'nps' })).toEqual({ sortVar: 'nps', sortDesc: false });
    expect(nextSort({ sortVar: 'nps', sortDesc: true }, { extName: 'name', type: 'text' })).toEqual({ sortVar: 'name', sortDesc: false });
    expect(nextSort({ sortVar: 'name', sortDesc: false }, { extName: 'csat', type: 'mean' })).toEqual({ sortVar: 'csat', sortDesc: true });
  });

  it('asks the server again only for a leaf off its first default page', () => {
    const sort = { sortVar: 'nps', sortDesc: true };
    expect(needsPageCall({ leafRows: false, rankingVar: 'nps' }, 3, { sortVar: 'name', sortDesc: false })).toBe(false);
    expect(needsPageCall({ leafRows: true, rankingVar: 'nps' }, 1, sort)).toBe(false);
    expect(needsPageCall({ leafRows: true, rankingVar: 'nps' }, 2, sort)).toBe(true);
    expect(needsPageCall({ leafRows: true, rankingVar: 'nps' }, 1, { sortVar: 'nps', sortDesc: false })).toBe(true);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });
});
