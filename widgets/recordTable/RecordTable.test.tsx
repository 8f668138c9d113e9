// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { ApiError } from '../../src/api/client.ts';
import { WIDGETS } from '../index.ts';
import { recordTableFixtures, visitsData, VISITS_CONFIG } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const descriptor = { type: 'recordTable', id: 'visits', config: VISITS_CONFIG as unknown as Record<string, unknown> };

function serve(report: () => Promise<unknown> = async () => ({ taskUUID: 'b3c1a7e0-0000-4000-8000-000000000001' })) {
  const calls: string[] = [];
  const fetchJson = vi.fn(async (_method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) => {
    calls.push(path);
    if (path.includes('recordtablereport')) return report();
    const sortBy = /sortby=(\w+)/.exec(path)?.[1];
    const sortDesc = /sortdesc=(\w+)/.exec(path)?.[1];
    return visitsData(sortBy ? { sortBy, sortDesc: sortDesc === 'true', rows: visitsData().rows.slice(0, 1) } : {});
  });
  const openReport = vi.fn();
  render(<FixtureEngine registry={registry} fetchJson={fetchJson} openReport={openReport}><ComponentSlot descriptor={descriptor} /></FixtureEngine>);
  return { calls, openReport };
}

describe('record table', () => {
  it('shows its title by locale, the records and which column they are sorted by', () => {
    render(<FixtureEngine registry={registry} data={fixtureData('visits', recordTableFixtures[0]!)} locale="sv"><ComponentSlot descriptor={descriptor} /></FixtureEngine>);
    expect(screen.getByRole('heading', { name: 'Senaste butiksbesöken' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Date/ }).getAttribute('aria-sort')).toBe('descending');
    const first = within(screen.getAllByTestId('record-row')[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first).toEqual(['2026-11-20', 'Luleå', '9', '5', 'Friendly staff at the checkout.', 'Female']);
    expect(screen.getByRole('button', { name: 'Ladda ner som Excel' })).toBeTruthy();
  });

  it('says when there are no records', () => {
    render(<FixtureEngine registry={registry} data={fixtureData('visits', recordTableFixtures[1]!)}><ComponentSlot descriptor={descriptor} /></FixtureEngine>);
    expect(screen.getByText('No records for this selection')).toBeTruthy();
  });

  it('asks the server for the records sorted by the clicked column, turning the sorted one around', async () => {
    const { calls } = serve();
    await screen.findAllByTestId('record-row');
    expect(calls).toEqual(['vuejs/records/table/demo/visits/all']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Likelihood to recommend' })));
    await waitFor(() => expect(calls.at(-1)).toBe('/rest/vuejs/records/table/demo/visits/all?sortby=nps&sortdesc=true'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Likelihood/ }).getAttribute('aria-sort')).toBe('descending'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Likelihood to recommend' })));
    await waitFor(() => expect(calls.at(-1)).toBe('/rest/vuejs/records/table/demo/visits/all?sortby=nps&sortdesc=false'));
  });

  it('queues the download in the sort shown and follows it to the download screen', async () => {
    const { calls, openReport } = serve();
    await screen.findAllByTestId('record-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unit' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download as Excel' })));
    await waitFor(() => expect(openReport).toHaveBeenCalledWith('b3c1a7e0-0000-4000-8000-000000000001'));
    expect(calls.at(-1)).toBe('/rest/vuejs/records/recordtablereport/demo/visits/all?sortby=unit&sortdesc=true');
  });

  it('says why a download could not start', async () => {
    serve(async () => {
      throw new ApiError(429, 'too_many_reports', 'You already have 3 reports waiting.');
    });
    await screen.findAllByTestId('record-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download as Excel' })));
    expect((await screen.findByRole('alert')).textContent).toContain('The download could not start: You already have 3 reports waiting.');
  });
});
