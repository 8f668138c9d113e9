// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine } from '../../engine/index.tsx';
import type { AlertList } from '../../schemas/api/alert-list.gen.ts';
import { WIDGETS } from '../index.ts';
import { alertListFixtures, northAlerts } from './fixtures.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const descriptor = (config: object) => ({ type: 'alertList', id: 'alerts', config: config as Record<string, unknown> });

/** The page's way to open a screen, which the fixture engine leaves out. */
function WithOpenScreen({ openScreen, children }: { openScreen: (path: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), openScreen }}>{children}</EngineProvider>;
}

describe('alert list component', () => {
  it('shows its title and the alert list screen’s table of the alerts, each opening its alert page', async () => {
    const openScreen = vi.fn();
    const fixture = alertListFixtures[0]!;
    render(
      <FixtureEngine registry={registry} data={fixtureData('alerts', fixture)} locale="sv">
        <WithOpenScreen openScreen={openScreen}>
          <ComponentSlot descriptor={descriptor(fixture.config)} />
        </WithOpenScreen>
      </FixtureEngine>,
    );
    expect(screen.getByRole('heading', { name: 'Larm i regionen' })).toBeTruthy();
    const rows = screen.getAllByTestId('alert-row');
    expect(rows.map((r) => r.getAttribute('data-alert-id'))).toEqual(['412', '409', '377']);
    expect(within(rows[1]!).getByText('Umeå')).toBeTruthy();
    await act(async () => fireEvent.click(rows[1]!));
    expect(openScreen).toHaveBeenCalledWith('/alert/demo/409');
  });

  it('says when there are no alerts', () => {
    render(<FixtureEngine registry={registry} data={fixtureData('alerts', alertListFixtures[1]!)}><ComponentSlot descriptor={descriptor(alertListFixtures[1]!.config)} /></FixtureEngine>);
    expect(screen.getByText('No alerts in this selection.')).toBeTruthy();
  });

  it('asks the alert list call for the page’s drill path in the configured sort and size, then in the sort the reader chose', async () => {
    const calls: string[] = [];
    const fetchJson = vi.fn(async (_m: string, path: string) => {
      calls.push(path);
      // Answers in the sort asked for, as the server does.
      const [sortBy, direction] = decodeURIComponent(path.split('/').at(-2)!).split(':') as [AlertList['sortBy'], string];
      return northAlerts({ rowsPerPage: 25, to: 25, sortBy, sortDesc: direction === 'desc' });
    });
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={descriptor({ sortBy: 'unit', sortDesc: false, rowsPerPage: 25 })} /></FixtureEngine>);
    await screen.findAllByTestId('alert-row');
    expect(calls).toEqual(['/rest/vuejs/alert/list/demo/all/0/25/unit%3Aasc/none']);
    await act(async () => fireEvent.click(screen.getByText('Created')));
    await waitFor(() => expect(calls.at(-1)).toBe('/rest/vuejs/alert/list/demo/all/0/25/createdAt%3Adesc/none'));
  });
});
