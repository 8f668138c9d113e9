// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRegistry, FixtureEngine } from '../../../engine/index.tsx';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { ACTION_PATH, ACTION_VALUE, actionChartData, actionEditData, savedActionData } from './fixtures.ts';

afterEach(cleanup);

const registry = createRegistry([]);
const PATH = ACTION_PATH;
const data = actionEditData;
const open = savedActionData;

type Answer = (body: unknown) => unknown;

/** The engine's JSON call answering by call name (getaction, updateaction, ...), recording every call. */
function fakeServer(answers: Record<string, Answer>) {
  const calls: { method: string; name: string; path: string; body: unknown }[] = [];
  const fetchJson = vi.fn(async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    // A call with a query string comes as the full /rest/ address (readerOf).
    const bare = path.replace(/^\/rest\//, '');
    const name = bare.split('/')[2]!.split('?')[0]!;
    calls.push({ method, name, path: bare, body });
    const answer = answers[name];
    if (!answer) throw new Error(`No fake for ${path}`);
    return answer(body);
  });
  return { fetchJson, calls, named: (name: string) => calls.filter((c) => c.name === name) };
}

// The chart and the value of a saved action: an empty chart keeps Vega (a lazy chunk) out of jsdom.
const readers: Record<string, Answer> = { actionchart: () => actionChartData([]), getactionvalue: () => ACTION_VALUE };

function show(answers: Record<string, Answer>, props: Partial<ActionDialogProps> = {}) {
  const server = fakeServer({ ...readers, ...answers });
  const onClose = vi.fn();
  const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
  render(
    <FixtureEngine registry={registry} fetchJson={server.fetchJson}>
      <ActionDialog surveyExtName="storevisit" drillPath={PATH} actionId={0} onClose={onClose} {...props} />
    </FixtureEngine>,
  );
  return { server, onClose, invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

const dialog = () => screen.getByRole('dialog', { name: /action/i });
// A required field's label ends in an asterisk: match the label's start.
const field = (name: string) => within(dialog()).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const button = (name: RegExp | string) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(() => vi.restoreAllMocks());

describe('the action edit dialog', () => {
  it('is titled Add action for a new action and puts the focus on its first field, the question', async () => {
    const { server } = show({ getaction: () => data() });
    expect(await screen.findByRole('dialog', { name: 'Add action' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Question')));
    expect(server.named('getaction')[0]!.path).toBe('vuejs/actions/getaction/storevisit/0/all%2Cse%2Cnorth%2Cs1');
    expect(field('Question').disabled).toBe(false);
    expect([...field('Question').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['', 'Recommendation (NPS)', 'Waiting time']);
    expect(field('Comment').getAttribute('rows')).toBe('6');
    // Nothing saved yet: no Delete, no value, no chart, no history.
    expect(within(dialog()).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(server.named('actionchart')).toEqual([]);
    expect(within(dialog()).queryByRole('button', { name: 'History' })).toBeNull();
  });

  it('is titled Edit action for a saved one, with its question locked, its value and its chart', async () => {
    const { server } = show({ getaction: () => open() }, { actionId: 7 });
    expect(await screen.findByRole('dialog', { name: 'Edit action' })).toBeTruthy();
    expect(field('Question').disabled).toBe(true);
    expect(field('Question').value).toBe('nps');
    expect(field('Goal').value).toBe('40');
    expect(field('Responsible').value).toBe('Anna');
    expect(await within(dialog()).findByText(/33\.3/)).toBeTruthy();
    expect(server.named('getactionvalue')[0]).toMatchObject({ method: 'POST', body: { expression: 'nps', periodStartDate: '2025-03-01', deadline: '2025-05-31' } });
    expect(server.named('actionchart')[0]).toMatchObject({ method: 'POST', path: 'vuejs/charts/actionchart/storevisit/7' });
  });

  it('locks the question of a suggestion and asks for it with the item', async () => {
    const { server } = show({ getaction: () => data({ suggestion: true, extname: 'wait', expression: 'wait', goal: 5 }) }, { item: 'wait' });
    expect(await screen.findByRole('dialog', { name: 'Add action' })).toBeTruthy();
    expect(field('Question').disabled).toBe(true);
    expect(field('Question').value).toBe('wait');
    expect(server.named('getaction')[0]!.path).toContain('?item=wait');
  });

  it('shows the mandatory and range errors with Save disabled, and no call until the form is valid', async () => {
    const { server } = show({ getaction: () => data({ periodStartDate: '', deadline: '' }) });
    await screen.findByRole('dialog', { name: 'Add action' });
    expect(button('Save').disabled).toBe(true);
    // Leaving the mandatory fields names them.
    for (const name of ['Question', 'From date', 'Deadline', 'Goal']) fireEvent.blur(field(name));
    expect(within(dialog()).getAllByText('This field is mandatory.')).toHaveLength(4);

    fireEvent.change(field('Question'), { target: { value: 'nps' } });
    type('From date', '2025-03-01');
    type('Deadline', '2025-05-31');
    type('Goal', '150');
    fireEvent.blur(field('Goal'));
    expect(within(dialog()).getByText('Value must be between -100 and 100')).toBeTruthy();
    expect(within(dialog()).queryByText('This field is mandatory.')).toBeNull();
    expect(button('Save').disabled).toBe(true);
    type('Goal', '45');
    expect(within(dialog()).queryByText('Value must be between -100 and 100')).toBeNull();
    expect(button('Save').disabled).toBe(false);
    expect(server.named('updateaction')).toEqual([]);
  });

  it('saves the payload, says the action was saved, invalidates the actions and goes on as the saved action', async () => {
    const { server, invalidated, onClose } = show({ getaction: () => data(), updateaction: () => open({ id: 12, goal: 42.5 }) });
    await screen.findByRole('dialog', { name: 'Add action' });
    fireEvent.change(field('Question'), { target: { value: 'nps' } });
    type('Goal', '42,5');
    type('Responsible', 'Anna');
    type('Comment', 'Greet every customer');
    await act(async () => button('Save').click());
    expect(await screen.findByText('The action was saved.')).toBeTruthy();
    expect(server.named('updateaction')).toEqual([
      {
        method: 'POST',
        name: 'updateaction',
        path: 'vuejs/actions/updateaction/storevisit/0',
        body: { id: 0, path: PATH, extname: 'nps', state: 0, expression: 'nps', goal: 42.5, periodStartDate: '2025-03-01', deadline: '2025-05-31', responsible: 'Anna', comments: 'Greet every customer', suggestion: false },
      },
    ]);
    expect(invalidated()).toContainEqual(['actions', 'storevisit']);
    expect(screen.getByRole('dialog', { name: 'Edit action' })).toBeTruthy();
    expect(field('Comment').value).toBe('');
    // The notice can be dismissed; the dialog then closes as changed.
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('The action was saved.')).toBeNull());
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('keeps the edits and shows the error when the save fails; Save tries again', async () => {
    let fail = true;
    const { server } = show(
      {
        getaction: () => open(),
        updateaction: () => {
          if (fail) throw new Error('Action 7 is closed and can no longer change.');
          return open({ goal: 55 });
        },
      },
      { actionId: 7 },
    );
    await screen.findByRole('dialog', { name: 'Edit action' });
    type('Goal', '55');
    type('Comment', 'More staff on Saturdays');
    await act(async () => button('Save').click());
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('Action 7 is closed and can no longer change.');
    expect(field('Goal').value).toBe('55');
    expect(field('Comment').value).toBe('More staff on Saturdays');
    fail = false;
    await act(async () => button('Save').click());
    expect(await screen.findByText('The action was saved.')).toBeTruthy();
    expect(server.named('updateaction')).toHaveLength(2);
  });

  it('is read-only when the action is closed or the user may not edit: no Save, fields disabled', async () => {
    for (const [update, deleteShown] of [
      [{ state: 1 as const }, true],
      [{ state: 2 as const }, true],
      [{ canEdit: false }, false],
    ] as const) {
      show({ getaction: () => open(update) }, { actionId: 7 });
      await screen.findByRole('dialog', { name: 'Edit action' });
      for (const name of ['Question', 'From date', 'Deadline', 'Goal', 'Responsible', 'Comment']) expect(field(name).disabled, name).toBe(true);
      expect(within(dialog()).queryByRole('button', { name: 'Save' })).toBeNull();
      expect(Boolean(within(dialog()).queryByRole('button', { name: 'Delete' }))).toBe(deleteShown);
      cleanup();
    }
  });

  it('shows the latest comment collapsed and the full history with date, author, score and goal', async () => {
    show({ getaction: () => open() }, { actionId: 7 });
    await screen.findByRole('dialog', { name: 'Edit action' });
    const latest = within(dialog()).getByRole('button', { name: /Latest comment/ });
    expect(latest.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(latest);
    expect(latest.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog()).getByText('Greeting at the door started')).toBeTruthy();

    fireEvent.click(button('History'));
    const history = await screen.findByRole('dialog', { name: 'Action history' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('anna');
    expect(entries[0]!.textContent).toContain('Score 31.50');
    expect(entries[0]!.textContent).toContain('Goal 40.00');
    expect(entries[0]!.textContent).toContain('2025');
    expect(entries[1]!.textContent).toContain('Action written');
    fireEvent.click(within(history).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Action history' })).toBeNull());
  });

  it('deletes only after the confirmation, then closes as changed', async () => {
    const { server, onClose, invalidated } = show({ getaction: () => open(), deleteaction: () => ({ id: 7, deleted: true }) }, { actionId: 7 });
    await screen.findByRole('dialog', { name: 'Edit action' });
    fireEvent.click(button('Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this action?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this action?' })).toBeNull());
    expect(server.named('deleteaction')).toEqual([]);

    fireEvent.click(button('Delete'));
    await act(async () => within(await screen.findByRole('dialog', { name: 'Delete this action?' })).getByRole('button', { name: 'Delete' }).click());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(server.named('deleteaction')).toMatchObject([{ method: 'GET', path: 'vuejs/actions/deleteaction/storevisit/7' }]);
    expect(invalidated()).toContainEqual(['actions', 'storevisit']);
  });

  it('offers no Delete on a new action', async () => {
    show({ getaction: () => data({ suggestion: true, extname: 'nps', expression: 'nps' }) }, { item: 'nps' });
    await screen.findByRole('dialog', { name: 'Add action' });
    expect(within(dialog()).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says why the action could not be loaded and tries again', async () => {
    let fail = true;
    show({
      getaction: () => {
        if (fail) throw new Error('The server could not be reached.');
        return data();
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not be reached.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Question/)).toBeTruthy();
  });

  it('closes unchanged on Escape and on Cancel', async () => {
    const first = show({ getaction: () => open() }, { actionId: 7 });
    await screen.findByRole('dialog', { name: 'Edit action' });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(first.onClose).toHaveBeenCalledWith(false);
    cleanup();
    // Unmounting stops the machine; that is not a delete.
    expect(first.onClose).not.toHaveBeenCalledWith(true);
    const second = show({ getaction: () => open() }, { actionId: 7 });
    await screen.findByRole('dialog', { name: 'Edit action' });
    fireEvent.click(button('Cancel'));
    expect(second.onClose).toHaveBeenCalledWith(false);
  });
});
