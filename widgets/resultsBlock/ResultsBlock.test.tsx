// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { ComponentSlot, createRegistry, EngineProvider, FixtureEngine, useEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { resultsBlockFixtures } from './fixtures.ts';
import { targetFrom as targetLevel } from '../../core/metrics/variables.ts';

const registry = createRegistry(WIDGETS);

afterEach(cleanup);
const fixture = resultsBlockFixtures[0]!;
const { palette } = createTheme();
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('results block', () => {
  it('calls vuejs/results/summary and lists the sections: drivers, loyalty, one per result group', async () => {
    const fetchJson = vi.fn(async () => fixture.data);
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { ...fixture.config } }} /></FixtureEngine>);
    const nav = await screen.findByRole('navigation', { name: 'Result groups' });
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/results/summary/demo/results/all', undefined);
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Business drivers', 'Satisfaction and loyalty', 'Checkout']);
  });

  it('shows the first group open with value, trend, development, goal and status, and switches sections', async () => {
    render(<FixtureEngine registry={registry} data={{ results: fixture.data }}><ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { ...fixture.config } }} /></FixtureEngine>);
    const rows = screen.getAllByTestId('result-row');
    expect(rows).toHaveLength(3);
    expect([...rows[1]!.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Short queues', '3.42', '3.61', '-0.19', '4.00', '']);
    expect(within(rows[1]!).getByRole('img', { name: 'Far below the goal' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('img', { name: 'Goal reached' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Business drivers', expanded: true }).click());
    expect(screen.queryAllByTestId('result-row')).toHaveLength(0);
    await act(async () => screen.getByRole('button', { name: 'Checkout' }).click());
    expect(screen.getAllByTestId('result-row').map((r) => r.firstElementChild!.textContent)).toEqual(['Easy payment']);
  });

  it('colours the development by better or worse: a rise is red and a fall green when lower is better', () => {
    const row = (extName: string, title: string, value: number, valueTrend: number, inverse?: boolean) => ({ extName, title, value, valueTrend, diff: value - valueTrend, goal: null, goalStatus: null, ...(inverse ? { inverse } : {}) });
    const data = { ...fixture.data, loyaltySatisfactionGroups: [{ title: 'Satisfaction and loyalty', questionAnswers: [row('nps', 'NPS', 30, 20), row('csat', 'Satisfaction', 4.5, 4), row('effort2', 'Effort to pay', 2, 2.5, true), row('effort3', 'Effort to return', 2.5, 2, true)], numericQuestionAnswers: [] }] };
    render(<FixtureEngine registry={registry} data={{ results: data }}><ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { ...fixture.config } }} /></FixtureEngine>);
    act(() => within(screen.getByRole('navigation')).getByRole('button', { name: 'Satisfaction and loyalty' }).click());
    const development = screen.getAllByTestId('result-row').map((r) => getComputedStyle(r.querySelectorAll('td')[3]!).color);
    expect(development).toEqual([rgb(palette.success.main), rgb(palette.success.main), rgb(palette.success.main), rgb(palette.error.main)]);
  });

  it('names the trend column as the previous period with its dates, and explains the goal colours', () => {
    render(<FixtureEngine registry={registry} data={{ results: fixture.data }}><ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { ...fixture.config } }} /></FixtureEngine>);
    expect(screen.getAllByRole('columnheader')[2]!.textContent).toBe('Previous period2024-12-01 – 2025-11-30');
    expect(within(screen.getByRole('list', { name: 'Goal colours' })).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Goal reached', 'Close to the goal', 'Below the goal', 'Far below the goal']);
  });

  it('reads goal statuses 0–3 and TARGET names; anything else has no goal', () => {
    expect([0, 1, 2, 3, 'TARGET2', null, 7].map(targetLevel)).toEqual([0, 1, 2, 3, 2, null, null]);
  });
});

/** The page around the block: its id, its drill path with a filter, and its way to open a page. */
function OnPage({ openPage, children }: { openPage: (page: string, drillPath?: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), pageId: 'drivers', drillPath: 'all,se;ftime=rmonths-12_0', openPage }}>{children}</EngineProvider>;
}

describe('results block drill search', () => {
  it('asks the drillsuggestions call and opens the page at the chosen unit, keeping the filters', async () => {
    const openPage = vi.fn();
    const fetchJson = vi.fn(async (_m: string, path: string) =>
      path.startsWith('vuejs/results/drillsuggestions/')
        ? { viewResults: [{ header: 'Site', paths: [{ text: 'Luleå', value: 'all,se,north,lulea', context: 'Sverige › Norr' }] }] }
        : fixture.data,
    );
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><OnPage openPage={openPage}><ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { ...fixture.config } }} /></OnPage></FixtureEngine>);
    const search = await screen.findByTestId('results-drill-search');
    await act(async () => fireEvent.change(search, { target: { value: 'lule' } }));
    const option = await screen.findByRole('option', { name: /Luleå/ }, { timeout: 3000 });
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/results/drillsuggestions/demo/results/lule', undefined);
    await act(async () => fireEvent.click(option));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('drivers', 'all,se,north,lulea;ftime=rmonths-12_0'));
  });

  it('offers no search where there is no page to open (stories, fixtures)', () => {
    render(<FixtureEngine registry={registry} data={{ results: fixture.data }}><ComponentSlot descriptor={{ type: 'resultsBlock', id: 'results', config: { ...fixture.config } }} /></FixtureEngine>);
    expect(screen.queryByTestId('results-drill-search')).toBeNull();
  });
});
