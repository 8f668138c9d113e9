// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, EngineProvider, fixtureData, FixtureEngine, useEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { actionOverviewFixtures } from './fixtures.ts';

vi.mock('../shared/actions/ActionDialog.tsx', () => ({
  ActionDialog: (p: { actionId: number; item?: string; onClose(changed: boolean): void }) => (
    <div role="dialog" aria-label={`action ${p.actionId}${p.item ? ` item ${p.item}` : ''}`}>
      <button onClick={() => p.onClose(false)}>Close</button>
    </div>
  ),
}));

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

type Fixture = (typeof actionOverviewFixtures)[0];
const [many, two, notConfigured, rootOnly] = actionOverviewFixtures as [Fixture, Fixture, Fixture, Fixture];
const NORTH = { username: 'user', role: 'north', isRoot: false, locale: 'en' as const };

/** The app's page navigation, as the page screen gives it to the engine. */
function WithPages({ openPage, children }: { openPage: (page: string) => void; children: ReactNode }) {
  return <EngineProvider value={{ ...useEngine(), openPage }}>{children}</EngineProvider>;
}

function show(fixture: Fixture, options: { user?: typeof NORTH; openPage?: (page: string) => void } = {}) {
  const slot = <ComponentSlot descriptor={{ type: 'actionOverview', id: 'ao', config: fixture.config as Record<string, unknown> }} />;
  return render(
    <FixtureEngine registry={registry} data={fixtureData('ao', fixture)} {...(options.user ? { user: options.user } : {})}>
      {options.openPage ? <WithPages openPage={options.openPage}>{slot}</WithPages> : slot}
    </FixtureEngine>,
  );
}

const rows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('button').map((b) => b.textContent);

describe('action overview', () => {
  it('shows two open and two suggested actions, each list with "view all" to the configured page when there are more', async () => {
    const openPage = vi.fn();
    show(many, { openPage });
    expect(rows('Open actions')).toEqual([expect.stringMatching(/^Friendly and helpful staff/), expect.stringMatching(/^Assortment/)]);
    expect(rows('Suggested actions')).toEqual([expect.stringMatching(/^Clean and tidy store/), expect.stringMatching(/^Value for money/)]);
    const viewAll = screen.getAllByRole('button', { name: 'View all (3)' });
    expect(viewAll).toHaveLength(2);
    await act(async () => fireEvent.click(viewAll[0]!));
    expect(openPage).toHaveBeenCalledWith('actions');
  });

  it('has no "view all" with two or fewer', () => {
    show(two);
    expect(rows('Open actions')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^View all/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Our actions' })).toBeTruthy();
  });

  it('without a page to go to, "view all" shows the whole list in place', async () => {
    show({ ...many, config: { size: 6 } });
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'View all (3)' })[0]!));
    expect(rows('Open actions')).toHaveLength(3);
    expect(rows('Suggested actions')).toHaveLength(2);
  });

  it('shows its fallback component when actions are not configured for the survey', () => {
    show(notConfigured);
    expect(screen.getByRole('heading', { name: 'Key figures' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Open actions' })).toBeNull();
  });

  it('is shown only to root users when root-only, marked so', () => {
    show(rootOnly);
    expect(screen.getByText('root only')).toBeTruthy();
    expect(rows('Open actions')).toHaveLength(1);
    expect(screen.getByText('No action suggestions.')).toBeTruthy();
    cleanup();
    const { container } = show(rootOnly, { user: NORTH });
    expect(container.textContent).toBe('');
  });

  it('opens a suggestion in the dialog as a new action of its item, an open action by its id', async () => {
    show(many);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Value for money/ })));
    expect(screen.getByRole('dialog', { name: 'action 0 item price' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Assortment/ })));
    expect(screen.getByRole('dialog', { name: 'action 42' })).toBeTruthy();
  });

  it('reads the action manager call', async () => {
    const fetchJson = vi.fn(async () => two.data);
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={{ type: 'actionOverview', id: 'ao', config: { size: 6 } }} /></FixtureEngine>);
    await screen.findByRole('list', { name: 'Open actions' });
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/actions/actionmanager/demo/ao/all', undefined);
  });
});
