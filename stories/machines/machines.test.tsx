// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/models';
import { tokenRefreshMachine } from '../../machines/token-refresh.machine';
import { machineGraph } from '../../machines/testing/transitionCoverage';
import * as stories from '../Machines.stories';
import { layoutColumns } from './MachineDiagram';
import { MachinePlayer } from './MachinePlayer';

afterEach(cleanup);
const entry = (file: string) => MACHINES.find((m) => m.file === file)!;

describe('the Machines section', () => {
  it('has a story for every machine', () => {
    const names = Object.entries(stories)
      .filter(([key]) => key !== 'default')
      .map(([, story]) => (story as { name: string }).name);
    expect(names.sort()).toEqual(MACHINES.map((m) => m.machine.id).sort());
  });

  it('reads the states and transitions from the machine, guards and targets included', () => {
    const graph = machineGraph(tokenRefreshMachine);
    expect(graph.states.map((s) => s.id)).toEqual(['tokenRefresh', 'tokenRefresh.idle', 'tokenRefresh.waiting', 'tokenRefresh.refreshing', 'tokenRefresh.cleared']);
    expect(graph.states.find((s) => s.id === 'tokenRefresh.idle')).toMatchObject({ initial: true, parent: 'tokenRefresh' });
    expect(graph.transitions.find((t) => t.source === 'tokenRefresh.idle')).toMatchObject({ eventType: 'START', targets: ['tokenRefresh.waiting'] });
    expect(graph.transitions.some((t) => t.eventType === 'xstate.error.actor.refresh' && t.targets[0] === 'tokenRefresh.cleared')).toBe(true);
    // Columns by distance from the start: idle, then waiting, then refreshing.
    const columns = layoutColumns(graph.states, graph.transitions);
    expect([columns.get('tokenRefresh.idle'), columns.get('tokenRefresh.waiting'), columns.get('tokenRefresh.refreshing')]).toEqual([0, 1, 2]);
  });

  it('plays a machine: an accepted event moves it, a fake actor answers, the diagram and context follow', async () => {
    render(<MachinePlayer entry={entry('token-refresh')} />);
    expect(await screen.findByText('"idle"')).toBeTruthy();
    const events = screen.getByTestId('machine-events');
    expect(within(events).getAllByRole('button').map((b) => b.textContent)).toEqual(['START']);
    fireEvent.click(within(events).getByRole('button', { name: 'START' }));
    expect(await screen.findByText('"waiting"')).toBeTruthy();
    expect(document.querySelector('[data-state="tokenRefresh.waiting"]')?.getAttribute('data-active')).toBe('true');
    // The delay ends on the simulated clock; the refresh is a fake that fails when asked.
    fireEvent.click(await within(events).findByRole('button', { name: /^after/ }));
    expect(await screen.findByText('"refreshing"')).toBeTruthy();
    fireEvent.click(await within(events).findByRole('button', { name: 'refresh failed: refresh token expired' }));
    expect(await screen.findByText('"cleared"')).toBeTruthy();
    expect(screen.getByText(/Side-effect actions run: .*clearToken/)).toBeTruthy();
    expect(screen.getByTestId('machine-context').textContent).toContain('refresh token expired');
  });

  it('lists every declared transition with the test cases that take it', () => {
    render(<MachinePlayer entry={entry('token-refresh')} />);
    const rows = within(screen.getByTestId('machine-coverage')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(machineGraph(tokenRefreshMachine).transitions.length);
    expect(rows.every((r) => r.getAttribute('data-covered') === 'true')).toBe(true);
    expect(screen.getByText(/^\d+ of \d+ declared transitions/).textContent).toMatch(/^(\d+) of \1 /);
  });
});
