// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { WIDGETS } from '../index.ts';
import { ACTION_CHARTS, actionPlanFixtures } from './fixtures.ts';

vi.mock('../shared/actions/ActionDialog.tsx', () => ({
  ActionDialog: (p: { actionId: number; item?: string; onClose(changed: boolean): void }) => (
    <div role="dialog" aria-label={`action ${p.actionId}${p.item ? ` item ${p.item}` : ''}`}>
      <button onClick={() => p.onClose(false)}>Close</button>
    </div>
  ),
}));

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

type Fixture = (typeof actionPlanFixtures)[0];
const [plan, notAnchorable] = actionPlanFixtures as [Fixture, Fixture];
const show = (fixture: Fixture) =>
  render(<FixtureEngine registry={registry} data={fixtureData('ap', fixture)}><ComponentSlot descriptor={{ type: 'actionPlan', id: 'ap', config: fixture.config as Record<string, unknown> }} /></FixtureEngine>);

describe('action plan', () => {
  it('lists the unit’s open actions, each with its chart', () => {
    show(plan);
    expect(screen.getByRole('heading', { name: 'Our action plan' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Goal .*Deadline/ }).map((b) => b.textContent)).toEqual([expect.stringMatching(/^Friendly and helpful staff/), expect.stringMatching(/^Assortment/)]);
    expect(screen.getByRole('heading', { name: 'Development of Friendly and helpful staff (top marks)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Development of Assortment' })).toBeTruthy();
  });

  it('opens an action by its id, and "Add action" as a new one', async () => {
    show(plan);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Assortment/ })));
    expect(screen.getByRole('dialog', { name: 'action 42' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add action' })));
    expect(screen.getByRole('dialog', { name: 'action 0' })).toBeTruthy();
  });

  it('shows "no data" where actions cannot be written', () => {
    show(notAnchorable);
    expect(screen.getByText('No data for this selection.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add action' })).toBeNull();
  });

  it('reads the plan and posts for each action’s chart', async () => {
    const fetchJson = vi.fn(async (_method: string, path: string) => (path.startsWith('vuejs/charts/actionchart/') ? ACTION_CHARTS[`actionChart/${path.split('/').at(-1)}`] : plan.data));
    render(<FixtureEngine registry={registry} fetchJson={fetchJson}><ComponentSlot descriptor={{ type: 'actionPlan', id: 'ap', config: { size: 12 } }} /></FixtureEngine>);
    await screen.findByRole('heading', { name: 'Development of Assortment' });
    expect(screen.getByRole('heading', { name: 'Action plan' })).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledWith('GET', 'vuejs/actions/actionplan/demo/ap/all', undefined);
    expect(fetchJson).toHaveBeenCalledWith('POST', 'vuejs/charts/actionchart/demo/41', {});
    expect(fetchJson).toHaveBeenCalledWith('POST', 'vuejs/charts/actionchart/demo/42', {});
  });
});
