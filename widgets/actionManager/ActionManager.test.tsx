// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { actionManagerFixtures, managerData } from './fixtures.ts';

// The edit dialog is its own unit (widgets/shared/actions, with its tests): here only what the manager hands it.
vi.mock('../shared/actions/ActionDialog.tsx', () => ({
  ActionDialog: (p: { actionId: number; item?: string; drillPath: string; onClose(changed: boolean): void }) => (
    <div role="dialog" aria-label={`action ${p.actionId}${p.item ? ` item ${p.item}` : ''} at ${p.drillPath}`}>
      <button onClick={() => p.onClose(true)}>Saved</button>
    </div>
  ),
}));

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const [full, empty, notAnchorable] = actionManagerFixtures as [(typeof actionManagerFixtures)[0], (typeof actionManagerFixtures)[0], (typeof actionManagerFixtures)[0]];
const descriptor = (config: object) => ({ type: 'actionManager', id: 'am', config: config as Record<string, unknown> });
const NORTH = { username: 'user', role: 'north', isRoot: false, locale: 'en' as const };

function show(fixture: typeof full, user?: typeof NORTH) {
  return render(<FixtureEngine registry={registry} data={fixtureData('am', fixture)} {...(user ? { user } : {})}><ComponentSlot descriptor={descriptor(fixture.config)} /></FixtureEngine>);
}

describe('action manager', () => {
  it('lists the open and suggested actions with goal, value and deadline; the closed ones collapsed, with their verdicts', async () => {
    show(full);
    const open = screen.getByRole('list', { name: 'Open actions' });
    expect(within(open).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Friendly and helpful staff \(top marks\).*Goal 40\.00.*Now 33\.50.*Deadline 30\/06-2026/),
      expect.stringMatching(/^Assortment/),
      expect.stringMatching(/^Checkout and queues/),
    ]);
    expect(within(screen.getByRole('list', { name: 'Suggested actions' })).getAllByRole('button')).toHaveLength(2);
    const closedToggle = screen.getByRole('button', { name: 'Closed actions (2)' });
    expect(closedToggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Closed actions' })).toBeNull();
    await act(async () => fireEvent.click(closedToggle));
    const closed = within(screen.getByRole('list', { name: 'Closed actions' })).getAllByRole('button');
    expect(closed[0]!.textContent).toMatch(/Overall satisfaction.*Completed.*Goal 2\.00.*Value 4\.12/);
    expect(closed[1]!.textContent).toMatch(/Checkout and queues.*Failed.*Goal 4\.90.*Value 3\.70/);
  });

  it('says there are no open actions and no suggestions, and offers no "Add action" without canEdit', () => {
    show(empty);
    expect(screen.getByText('No open actions.')).toBeTruthy();
    expect(screen.getByText('No action suggestions.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add action' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Closed actions/ })).toBeNull();
  });

  it('shows "no data" where actions cannot be written', () => {
    show(notAnchorable);
    expect(screen.getByText('No data for this selection.')).toBeTruthy();
    expect(screen.queryByText('No open actions.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add action' })).toBeNull();
  });

  it('opens the dialog with the action’s id, with id 0 and the item for a suggestion, and with id 0 for "Add action"', async () => {
    show(full);
    await act(async () => fireEvent.click(within(screen.getByRole('list', { name: 'Open actions' })).getByRole('button', { name: /^Assortment/ })));
    expect(screen.getByRole('dialog', { name: 'action 42 at all' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Saved' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(within(screen.getByRole('list', { name: 'Suggested actions' })).getByRole('button', { name: /^Value for money/ })));
    expect(screen.getByRole('dialog', { name: 'action 0 item price at all' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Saved' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add action' })));
    expect(screen.getByRole('dialog', { name: 'action 0 at all' })).toBeTruthy();
  });

  it('offers "Evaluate" only to the root user', () => {
    show(full);
    expect(screen.getByRole('button', { name: 'Evaluate' })).toBeTruthy();
    cleanup();
    show({ ...full, data: managerData({ canEvaluate: false }) }, NORTH);
    expect(screen.queryByRole('button', { name: 'Evaluate' })).toBeNull();
  });

  it('evaluates, reads the actions again and says how many were closed', async () => {
    let evaluated = false;
    const fetchJson = vi.fn(async (_method: string, path: string) => {
      if (path === 'vuejs/actions/evaluate/demo') {
        evaluated = true;
        return { evaluated: 3, completed: 2, failed: 1 };
      }
      return evaluated ? managerData({ canEvaluate: true, openActions: [] }) : managerData({ canEvaluate: true });
    });
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={descriptor({ size: 12 })} /></FixtureEngine>);
    await screen.findByRole('list', { name: 'Open actions' });
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/actions/actionmanager/demo/am/all', undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Evaluate' })));
    expect((await screen.findByRole('status')).textContent).toBe('3 actions evaluated: 2 completed, 1 failed.');
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/actions/evaluate/demo', undefined);
    expect(await screen.findByText('No open actions.')).toBeTruthy();
  });

  it('shows a readable error when the manager cannot be read', async () => {
    render(<FixtureEngine registry={registry} fetchJson={async () => Promise.reject(new Error('Server down'))}><ComponentSlot descriptor={descriptor({ size: 12 })} /></FixtureEngine>);
    expect((await screen.findByRole('alert')).textContent).toContain('Server down');
  });
});
