// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { sampleTableFixtures, storeSamples } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const descriptor = (config: object) => ({ type: 'sampleTable', id: 'samples', config: config as Record<string, unknown> });

/** The page's way to open a screen, which the fixture engine leaves out. */
function WithOpenScreen({ openScreen, children }: { openScreen: (path: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), openScreen }}>{children}</EngineProvider>;
}

function renderFixture(index: number, locale: 'en' | 'sv' = 'en') {
  const openScreen = vi.fn();
  const fixture = sampleTableFixtures[index]!;
  render(
    <FixtureEngine registry={registry} data={fixtureData('samples', fixture)} locale={locale}>
      <WithOpenScreen openScreen={openScreen}>
        <ComponentSlot descriptor={descriptor(fixture.config)} />
      </WithOpenScreen>
    </FixtureEngine>,
  );
  return openScreen;
}

const rowOf = (name: string) => screen.getAllByTestId('sample-row').find((r) => r.textContent?.includes(name))!;

describe('sample table component', () => {
  it('shows its title and the sample list’s table; a completed sample opens its interview, the others their sample page', async () => {
    const openScreen = renderFixture(0, 'sv');
    expect(screen.getByRole('heading', { name: 'Kunder att följa upp' })).toBeTruthy();
    expect(screen.getAllByTestId('sample-row').map((r) => r.getAttribute('data-sample-id'))).toEqual(['811', '810', '807']);
    // The screen's selection bar stays on the screen: no checkboxes here.
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    await act(async () => fireEvent.click(rowOf('Karin Lind')));
    expect(openScreen).toHaveBeenLastCalledWith('/interview/demo/3811');
    await act(async () => fireEvent.click(rowOf('Johan Ek')));
    expect(openScreen).toHaveBeenLastCalledWith('/sample/demo/samplelist/810');
  });

  it('links no completed sample for a role that may not view them (spec 1 section 3)', async () => {
    const openScreen = renderFixture(1);
    expect(within(rowOf('Karin Lind')).queryByRole('button')).toBeNull();
    await act(async () => fireEvent.click(rowOf('Karin Lind')));
    expect(openScreen).not.toHaveBeenCalled();
    expect(within(rowOf('Johan Ek')).getByRole('button', { name: 'Open the sample of Johan Ek' })).toBeTruthy();
  });

  it('says when there are no samples', () => {
    renderFixture(2);
    expect(screen.getByText('No samples match this selection.')).toBeTruthy();
  });

  it('asks the sample list call for its table on the page’s drill path in the configured sort and size, then in the sort the reader chose', async () => {
    const calls: string[] = [];
    const fetchJson = vi.fn(async (_m: string, path: string) => {
      calls.push(path);
      return storeSamples();
    });
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={descriptor({ id: 'followups', sortBy: 'name', sortDesc: false, rowsPerPage: 25 })} /></FixtureEngine>);
    await screen.findAllByTestId('sample-row');
    expect(calls).toEqual(['vuejs/sample/list/demo/followups/all/0/25/name/false/none']);
    await act(async () => fireEvent.click(screen.getByTestId('sort-eventdate')));
    await waitFor(() => expect(calls.at(-1)).toBe('vuejs/sample/list/demo/followups/all/0/25/eventdate/true/none'));
  });

  it('shows the configured page size in the size menu even when the table offers other sizes', async () => {
    render(<FixtureEngine registry={registry} fetchJson={async () => storeSamples()}><ComponentSlot descriptor={descriptor({ id: 'followups', rowsPerPage: 10 })} /></FixtureEngine>);
    await screen.findAllByTestId('sample-row');
    const sizeMenu = within(screen.getByTestId('sample-pagination')).getByRole('combobox');
    expect(sizeMenu.textContent).toBe('10');
  });
});
