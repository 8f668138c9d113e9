// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { rankingTableFixtures } from './fixtures.ts';
import { RankingTable, type RankingTableTexts } from '../../src/ui/RankingTable.tsx';
import type { RankingData, RankingRow } from '../../schemas/api/ranking-data.gen.ts';

const registry = createRegistry(WIDGETS);

// jsdom lays nothing out: give scroll areas a window's size, as a browser would, so the virtualiser shows rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
const texts: RankingTableTexts = { label: 'Ranking', total: 'Total', details: (c) => `Details: ${c}`, targets: ['far below', 'below', 'close', 'met'] };
const [regions, leaf] = rankingTableFixtures.map((f) => f.data as RankingData) as [RankingData, RankingData];

const wide = (n: number): RankingRow[] =>
  Array.from({ length: n }, (_, i) => ({ cells: [{ value: `Store ${i}`, formattedValue: `Store ${i}` }, { value: i, formattedValue: String(i) }, { value: null, formattedValue: '–' }, { value: 1, formattedValue: '1' }], rankTarget: null, interviewId: null, sampleId: null, isComplete: true, alertId: null, accessAllowed: true, drillPath: `all,w${i}`, detailsVariables: [] }));

describe('ranking table', () => {
  it('marks the sorted column with aria-sort and hands back the next sort on a header click', () => {
    const onSort = vi.fn();
    render(<RankingTable data={regions} rows={regions.rows} sort={{ sortVar: 'nps', sortDesc: true }} onSort={onSort} virtual={false} actionable={() => true} onActivate={() => undefined} texts={texts} />);
    expect(screen.getByRole('columnheader', { name: 'NPS' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'NPS' }));
    expect(onSort).toHaveBeenLastCalledWith({ sortVar: 'nps', sortDesc: false });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ sortVar: 'name', sortDesc: false });
  });

  it('reads goal colours out and shows the drill unit as the total row', () => {
    render(<RankingTable data={regions} rows={regions.rows} sort={{ sortVar: 'nps', sortDesc: true }} onSort={() => undefined} virtual={false} actionable={() => true} onActivate={() => undefined} texts={texts} />);
    const [first, , third] = screen.getAllByTestId('ranking-row');
    expect(within(first!).getByText('met')).toBeTruthy();
    expect(within(third!).getByText('far below')).toBeTruthy();
    expect(screen.getByTestId('ranking-footer').textContent).toContain('Total: Sverige');
  });

  it('shows each unit’s place and how it moved since the previous period, read out in words', () => {
    const rank = { header: 'Rank', up: (n: number, p: number) => `up ${n} from ${p}`, down: (n: number, p: number) => `down ${n} from ${p}`, same: 'unchanged', none: 'no previous rank' };
    render(<RankingTable data={regions} rows={regions.rows} sort={{ sortVar: 'name', sortDesc: false }} onSort={() => undefined} virtual={false} actionable={() => true} onActivate={() => undefined} texts={{ ...texts, rank }} />);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('Rank');
    const places = screen.getAllByTestId('ranking-row').map((r) => r.querySelector('td')!.textContent);
    expect(places).toEqual(['1–, unchanged', '2▲1, up 1 from 3', '3▼1, down 1 from 2', '']);
    // Without the words (or at a leaf) there is no rank column.
    cleanup();
    render(<RankingTable data={leaf} rows={leaf.rows} sort={{ sortVar: 'nps', sortDesc: true }} onSort={() => undefined} virtual={false} actionable={() => true} onActivate={() => undefined} texts={{ ...texts, rank }} />);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('Name');
  });

  it('activates a row by click and by Enter, only rows that act are focusable, and details do not activate the row', () => {
    const onActivate = vi.fn();
    const onDetails = vi.fn();
    render(<RankingTable data={leaf} rows={leaf.rows} sort={{ sortVar: 'nps', sortDesc: true }} onSort={() => undefined} virtual={false} rowOffset={50} actionable={(r) => r.isComplete === true} onActivate={onActivate} onDetails={onDetails} texts={texts} />);
    const rows = screen.getAllByTestId('ranking-row');
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('52');
    fireEvent.keyDown(rows[0]!, { key: 'Enter' });
    expect(onActivate).toHaveBeenCalledWith(leaf.rows[0]);
    fireEvent.click(rows[1]!);
    expect(onActivate).toHaveBeenCalledTimes(2);
    expect(rows[2]!.getAttribute('tabindex')).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Details: NPS' }));
    expect(onDetails).toHaveBeenCalledWith(leaf.rows[0], expect.objectContaining({ extName: 'nps' }));
    expect(onActivate).toHaveBeenCalledTimes(2);
  });

  it('renders only a window of a 1,000-row ranking', () => {
    const rows = wide(1000);
    render(<RankingTable data={regions} rows={rows} sort={{ sortVar: 'nps', sortDesc: true }} onSort={() => undefined} virtual actionable={() => true} onActivate={() => undefined} texts={texts} />);
    const shown = screen.getAllByTestId('ranking-row');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1002');
  });
});

describe('rankingTable page component', () => {
  it('calls the ranking list with its configuration and the drill path, sorts on the client', async () => {
    const fetchJson = vi.fn(async () => regions);
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={{ type: 'rankingTable', id: 'r', config: { size: 12, rankingConfig: 'storeRanking' } }} /></FixtureEngine>);
    await screen.findAllByTestId('ranking-row');
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/newranking/list/demo/storeRanking/all/none', undefined);
    const names = () => screen.getAllByTestId('ranking-row').map((r) => r.querySelector('th')!.textContent);
    expect(names()).toEqual(['Mitt', 'Syd', 'Norr', 'Väst']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Name' })));
    expect(names()).toEqual(['Mitt', 'Norr', 'Syd', 'Väst']);
  });

  it('shows how many of a leaf’s rows there are, with the ranking screen’s pager (one ranking everywhere)', () => {
    render(<FixtureEngine registry={registry} data={{ r: leaf }}><ComponentSlot descriptor={{ type: 'rankingTable', id: 'r', config: { size: 12 } }} /></FixtureEngine>);
    expect(screen.getByTestId('ranking-range').textContent).toBe('Rows 1–50 of 128');
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
  });
});
