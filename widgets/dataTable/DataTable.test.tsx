// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentSlot, createRegistry, fixtureData, FixtureEngine } from '../../engine/index.tsx';
import { ApiError } from '../../src/api/client.ts';
import { WIDGETS } from '../index.ts';
import { dataTableFixtures, planData, PLAN_CONFIG } from './fixtures.ts';
import type { DataTable } from '../../schemas/api/data-table.gen.ts';

const registry = createRegistry(WIDGETS);
afterEach(cleanup);

const descriptor = { type: 'dataTable', id: 'plan', config: PLAN_CONFIG as unknown as Record<string, unknown> };
const [editable, readOnly, oneRow] = dataTableFixtures as [(typeof dataTableFixtures)[0], (typeof dataTableFixtures)[0], (typeof dataTableFixtures)[0]];

function showFixture(fixture: typeof editable) {
  return render(<FixtureEngine registry={registry} data={fixtureData('plan', fixture)}><ComponentSlot descriptor={descriptor} /></FixtureEngine>);
}

/** A server whose writes wait until the test lets them answer (`answer`) or refuse (`refuse`). */
function fakeServer(pages: Record<number, DataTable>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let pending: { resolve(v: unknown): void; reject(e: unknown): void } | null = null;
  let holding = false;
  const fetchJson = vi.fn(async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    calls.push({ method, path, body });
    // Held reads never answer: what the table shows after a refusal is then the rollback's doing, not a re-read.
    if (method === 'GET' && holding) return new Promise(() => {});
    if (method === 'GET') return pages[Number(/[?&]page=(\d+)/.exec(path)?.[1] ?? 1)];
    return new Promise((resolve, reject) => (pending = { resolve, reject }));
  });
  return {
    fetchJson,
    calls,
    holdReads: () => (holding = true),
    answer: (v: unknown) => act(async () => pending!.resolve(v)),
    refuse: (e: unknown) => act(async () => pending!.reject(e)),
  };
}

function showLive(server: ReturnType<typeof fakeServer>) {
  return render(<FixtureEngine registry={registry} fetchJson={server.fetchJson}><ComponentSlot descriptor={descriptor} /></FixtureEngine>);
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const rows = () => screen.getAllByTestId('data-table-row');

describe('data table', () => {
  it('shows the columns from the configuration, a page of rows in the reader\'s formats and the paging', () => {
    showFixture(editable);
    expect(screen.getByRole('heading', { name: 'Campaign plan' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Campaign', 'Store', 'Start date', 'Budget (EUR)', 'Approved', 'Row actions']);
    expect(cellsOf(rows()[0]!).slice(0, 5)).toEqual(['Spring kitchen week', 'Luleå', '2026-03-02', '12,000', 'Yes']);
    expect(cellsOf(rows()[3]!).slice(3, 5)).toEqual(['', 'No']);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Delete row' }).every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Add row' })).toBeTruthy();
  });

  it('offers no editing to a reader who may not edit', () => {
    showFixture(readOnly);
    expect(screen.queryByRole('button', { name: 'Edit row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
  });

  it('disables delete when one row or none remains', () => {
    showFixture(oneRow);
    expect((screen.getByRole('button', { name: 'Delete row' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks each cell against its column as it is typed and saves only a valid row', async () => {
    const server = fakeServer({ 1: planData() });
    showLive(server);
    await screen.findAllByTestId('data-table-row');
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit row' })[0]!);
    const editor = screen.getByTestId('data-table-editor');
    const save = within(editor).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.change(within(editor).getByLabelText('Budget (EUR)'), { target: { value: '12.5' } });
    expect(within(editor).getByText('Enter a whole number')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Budget (EUR)'), { target: { value: '2000000' } });
    expect(within(editor).getByText('Value must be between 0 and 1000000')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Store'), { target: { value: '' } });
    expect(within(editor).getByText('This field is mandatory.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Store'), { target: { value: 'Luleå C' } });
    fireEvent.change(within(editor).getByLabelText('Budget (EUR)'), { target: { value: '13000' } });
    expect(save.disabled).toBe(false);
    await act(async () => fireEvent.click(save));
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: 'vuejs/datatables/datatablerow/demo/plan', body: { id: 1, cells: { campaign: 'Spring kitchen week', store: 'Luleå C', startDate: '2026-03-02', budget: '13000', approved: true } } },
    ]);
  });

  it('shows a saved change at once and takes it back when the server refuses, with its message', async () => {
    const server = fakeServer({ 1: planData() });
    showLive(server);
    await screen.findAllByTestId('data-table-row');
    server.holdReads();
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit row' })[0]!);
    fireEvent.change(screen.getByLabelText('Budget (EUR)'), { target: { value: '13000' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(cellsOf(rows()[0]!)[3]).toBe('13,000'));
    await server.refuse(new ApiError(400, 'invalid_row', 'Row 1 was not saved: Budget (EUR): Enter a whole number'));
    await waitFor(() => expect(cellsOf(rows()[0]!)[3]).toBe('12,000'));
    expect(screen.getByRole('alert').textContent).toContain('The row was not saved: Row 1 was not saved: Budget (EUR): Enter a whole number');
  });

  it('adds a row at the end of the page while the server saves it', async () => {
    const server = fakeServer({ 1: planData({ rows: planData().rows.slice(0, 2), total: 2 }) });
    showLive(server);
    await screen.findAllByTestId('data-table-row');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const editor = screen.getByTestId('data-table-editor');
    expect((within(editor).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Campaign'), { target: { value: 'Winter sale' } });
    fireEvent.change(within(editor).getByLabelText('Store'), { target: { value: 'Kiruna' } });
    fireEvent.change(within(editor).getByLabelText('Start date'), { target: { value: '2026-12-01' } });
    await act(async () => fireEvent.click(within(editor).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(cellsOf(rows()[2]!).slice(0, 5)).toEqual(['Winter sale', 'Kiruna', '2026-12-01', '', 'No']);
    expect(server.calls.at(-1)).toMatchObject({ method: 'PUT', body: { id: 0, cells: { campaign: 'Winter sale', budget: '', approved: false } } });
  });

  it('deletes a row only after confirming, at once, and puts it back when the server refuses', async () => {
    const server = fakeServer({ 1: planData() });
    showLive(server);
    await screen.findAllByTestId('data-table-row');
    server.holdReads();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete row' })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Delete the row?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete row' })[1]!);
    await act(async () => fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete the row?' })).getByRole('button', { name: 'Delete row' })));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['vuejs/datatables/datatablerow/demo/plan/2']);
    await server.refuse(new ApiError(409, 'last_row', 'The last row of table "campaignPlan" cannot be deleted.'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect((await screen.findByRole('alert')).textContent).toContain('The row was not deleted: The last row of table "campaignPlan" cannot be deleted.');
  });

  it('reads the next page from the server', async () => {
    const second = planData({ page: 2, rows: [{ id: 6, cells: ['Textile days', 'Oslo', '2026-05-04', 9000, false] }] });
    const server = fakeServer({ 1: planData(), 2: second });
    showLive(server);
    await screen.findAllByTestId('data-table-row');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.calls.at(-1)!.path).toBe('/rest/vuejs/datatables/datatable/demo/plan?page=2');
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
  });
});
