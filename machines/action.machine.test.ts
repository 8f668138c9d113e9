import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { ActionEditData } from '../schemas/api/action-edit-data.gen';
import { actionDialog, actionGuards, actionMachine, formOf, savePayload, type ActionContext, type ActionInput } from './action.machine';
import { ACTORS, actionModels, boom, data, INPUT, open } from './action.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

function start(input: Partial<ActionInput> = {}) {
  const fakes = deferredActors(ACTORS);
  const actor = createActor(actionMachine.provide({ actors: fakes.actors as never }), { input: { ...INPUT, ...input } }).start();
  return { actor, fakes, flush: () => new Promise((r) => setTimeout(r, 0)), state: () => actor.getSnapshot() };
}

async function loaded(d = data(), input: Partial<ActionInput> = {}) {
  const h = start(input);
  h.fakes.resolve('loadAction', d);
  await h.flush();
  return h;
}

describe('action machine', () => {
  it('loads the action of the dialog (a suggestion names its item) and starts editing an open one it may edit', async () => {
    const { fakes, state, flush } = start({ item: 'nps' });
    expect(state().value).toBe('loading');
    expect(fakes.calls).toEqual([{ name: 'loadAction', input: { ...INPUT, item: 'nps' } }]);
    fakes.resolve('loadAction', data({ suggestion: true, extname: 'nps', expression: 'nps', goal: 35 }));
    await flush();
    expect(state().value).toBe('editing');
    expect(state().context.form).toEqual({ extname: 'nps', goal: 35, periodStartDate: '2025-03-01', deadline: '2025-05-31', responsible: '', comments: '' });
  });

  it('shows a load failure with a readable message and tries again on RETRY', async () => {
    const { fakes, actor, state, flush } = start();
    fakes.reject('loadAction', new Error('offline'));
    await flush();
    expect(state().value).toBe('loadFailed');
    expect(state().context.error).toBe('offline');
    actor.send({ type: 'RETRY' });
    expect(state().value).toBe('loading');
    fakes.resolve('loadAction', data());
    await flush();
    expect(state()).toMatchObject({ value: 'editing', context: { error: null } });
  });

  it('is read-only unless the state is 0 and canEdit holds: no edits, no saves', async () => {
    for (const d of [open({ state: 1, canEdit: false }), open({ state: 2, canEdit: true }), open({ canEdit: false })]) {
      const { actor, fakes, state } = await loaded(d);
      expect(state().value).toBe('readOnly');
      actor.send({ type: 'EDIT', field: 'goal', value: '50' });
      actor.send({ type: 'SAVE' });
      expect(state().value).toBe('readOnly');
      expect(state().context.form.goal).toBe(40);
      expect(fakes.calls).toHaveLength(1);
      actor.stop();
    }
  });

  it('refuses a save with the mandatory fields empty and does not call the server; an edit clears its error', async () => {
    const { actor, fakes, state } = await loaded(data({ periodStartDate: '', deadline: '' }));
    actor.send({ type: 'SAVE' });
    expect(state().value).toBe('editing');
    expect(state().context.errors).toEqual({ extname: { error: 'mandatory' }, periodStartDate: { error: 'mandatory' }, deadline: { error: 'mandatory' }, goal: { error: 'mandatory' } });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadAction']);
    actor.send({ type: 'SELECT_ITEM', extname: 'nps' });
    actor.send({ type: 'EDIT', field: 'goal', value: '40' });
    expect(Object.keys(state().context.errors)).toEqual(['periodStartDate', 'deadline']);
  });

  it('checks the goal against the chosen item: a number, within goalMin..goalMax when both are set', async () => {
    const { actor, fakes, state } = await loaded();
    actor.send({ type: 'SELECT_ITEM', extname: 'nps' });
    actor.send({ type: 'EDIT', field: 'goal', value: '150' });
    actor.send({ type: 'SAVE' });
    expect(state().context.errors).toEqual({ goal: { error: 'range', min: -100, max: 100 } });
    actor.send({ type: 'EDIT', field: 'goal', value: 'abc' });
    actor.send({ type: 'SAVE' });
    expect(state().context.errors).toEqual({ goal: { error: 'number' } });
    // The waiting-time item has no range: 150 is a goal like any other.
    actor.send({ type: 'SELECT_ITEM', extname: 'wait' });
    actor.send({ type: 'EDIT', field: 'goal', value: '150' });
    actor.send({ type: 'SAVE' });
    expect(state().value).toBe('saving');
    expect(fakes.calls[1]!.input).toMatchObject({ payload: { extname: 'wait', expression: 'wait', goal: 150 } });
  });

  it('saves a new action with its drill path, then says ACTION_SAVED and goes on as the saved action', async () => {
    const { actor, fakes, state, flush } = await loaded();
    actor.send({ type: 'SELECT_ITEM', extname: 'nps' });
    actor.send({ type: 'EDIT', field: 'goal', value: '42,5' });
    actor.send({ type: 'EDIT', field: 'responsible', value: 'Anna' });
    actor.send({ type: 'EDIT', field: 'comments', value: 'Greet every customer' });
    actor.send({ type: 'SAVE' });
    expect(state().value).toBe('saving');
    expect(fakes.calls[1]).toEqual({
      name: 'saveAction',
      input: {
        surveyExtName: 'storevisit',
        payload: {
          id: 0,
          path: 'all,se,north,s1',
          extname: 'nps',
          state: 0,
          expression: 'nps',
          goal: 42.5,
          periodStartDate: '2025-03-01',
          deadline: '2025-05-31',
          responsible: 'Anna',
          comments: 'Greet every customer',
          suggestion: false,
        },
      },
    });
    fakes.resolve('saveAction', open({ id: 12, goal: 42.5, comments: 'Greet every customer' }));
    await flush();
    expect(state().value).toBe('saved');
    expect(state().context.message).toBe('ACTION_SAVED');
    expect(state().context.form).toMatchObject({ goal: 42.5, comments: '' });
    expect(actionDialog(state().context)).toMatchObject({ title: 'edit', itemLocked: true, deleteShown: true });
    // The next save is of action 12.
    actor.send({ type: 'EDIT', field: 'goal', value: '45' });
    expect(state()).toMatchObject({ value: 'editing', context: { message: null } });
    actor.send({ type: 'SAVE' });
    expect((fakes.calls[2]!.input as { payload: { id: number } }).payload.id).toBe(12);
  });

  it('keeps the edits and carries a readable error when the save fails; SAVE tries again', async () => {
    const { actor, fakes, state, flush } = await loaded(open());
    actor.send({ type: 'EDIT', field: 'goal', value: '55' });
    actor.send({ type: 'EDIT', field: 'comments', value: 'More staff on Saturdays' });
    actor.send({ type: 'SAVE' });
    fakes.reject('saveAction', boom);
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.error).toBe(boom.message);
    expect(state().context.form).toMatchObject({ goal: '55', comments: 'More staff on Saturdays' });
    actor.send({ type: 'SAVE' });
    expect(state().value).toBe('saving');
    expect(fakes.calls[2]!.input).toEqual(fakes.calls[1]!.input);
    fakes.reject('saveAction', { status: 500 });
    await flush();
    expect(state().context.error).toBe('Something went wrong.');
    actor.send({ type: 'DISMISS' });
    expect(state()).toMatchObject({ value: 'editing', context: { error: null, form: { goal: '55' } } });
  });

  it('cannot change the question of an existing action or a suggestion', async () => {
    for (const d of [open(), data({ suggestion: true, extname: 'nps', expression: 'nps' })]) {
      const { actor, state } = await loaded(d);
      expect(actionDialog(state().context).itemLocked).toBe(true);
      expect(state().can({ type: 'SELECT_ITEM', extname: 'wait' })).toBe(false);
      actor.send({ type: 'SELECT_ITEM', extname: 'wait' });
      expect(state().context.form.extname).toBe('nps');
      actor.stop();
    }
    const { state } = await loaded();
    expect(actionDialog(state().context).itemLocked).toBe(false);
    expect(state().can({ type: 'SELECT_ITEM', extname: 'wait' })).toBe(true);
  });

  it('deletes only after the confirmation; cancelling the confirmation keeps the action', async () => {
    const { actor, fakes, state, flush } = await loaded(open());
    actor.send({ type: 'EDIT', field: 'goal', value: '50' });
    actor.send({ type: 'DELETE' });
    expect(state().value).toBe('confirmingDelete');
    expect(fakes.calls).toHaveLength(1);
    actor.send({ type: 'CANCEL_DELETE' });
    expect(state()).toMatchObject({ value: 'editing', context: { form: { goal: '50' } } });
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM_DELETE' });
    expect(state().value).toBe('deleting');
    expect(fakes.calls[1]).toEqual({ name: 'deleteAction', input: { surveyExtName: 'storevisit', actionId: 7 } });
    fakes.resolve('deleteAction', { id: 7, deleted: true });
    await flush();
    expect(state().value).toBe('deleted');
    expect(state().status).toBe('done');
  });

  it('says why a delete failed and keeps the action as it was', async () => {
    const { actor, fakes, state, flush } = await loaded(open());
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM_DELETE' });
    fakes.reject('deleteAction', new Error('Your role does not allow writing actions.'));
    await flush();
    expect(state()).toMatchObject({ value: 'failed', context: { error: 'Your role does not allow writing actions.', form: { goal: 40 } } });
  });

  it('offers Delete only when canEdit holds and the id is not 0', async () => {
    const cases: [ActionEditData, boolean][] = [
      [open(), true],
      [open({ state: 2, canEdit: true }), true],
      [open({ canEdit: false }), false],
      [data(), false],
      [data({ suggestion: true, extname: 'nps' }), false],
    ];
    for (const [d, shown] of cases) {
      const { actor, state } = await loaded(d);
      expect(actionDialog(state().context).deleteShown).toBe(shown);
      expect(state().can({ type: 'DELETE' })).toBe(shown);
      actor.send({ type: 'DELETE' });
      expect(state().value === 'confirmingDelete').toBe(shown);
      actor.stop();
    }
  });
});

describe('the dialog follows spec 2 sections 2 and 5', () => {
  const ctx = (d: ActionEditData, form: Partial<ActionContext['form']> = {}): Pick<ActionContext, 'data' | 'form'> => ({ data: d, form: { ...formOf(d), ...form } });

  it('title Add action for id 0, otherwise Edit action', () => {
    expect(actionDialog(ctx(data())).title).toBe('add');
    expect(actionDialog(ctx(data({ suggestion: true, extname: 'nps' }))).title).toBe('add');
    expect(actionDialog(ctx(open())).title).toBe('edit');
  });

  it('Save is enabled only when the form is valid and the state is 0 (and the user may edit)', () => {
    expect(actionDialog(ctx(open())).saveEnabled).toBe(true);
    expect(actionDialog(ctx(open(), { goal: '' })).saveEnabled).toBe(false);
    expect(actionDialog(ctx(open(), { goal: '101' })).saveEnabled).toBe(false);
    expect(actionDialog(ctx(open(), { deadline: '2025-02-01' })).saveEnabled).toBe(false);
    expect(actionDialog(ctx(open({ state: 1, canEdit: true }))).saveEnabled).toBe(false);
    expect(actionDialog(ctx(open({ canEdit: false }))).saveEnabled).toBe(false);
    expect(actionDialog(ctx(data())).saveEnabled).toBe(false);
  });

  it('read-only unless the state is 0 and canEdit holds', () => {
    expect(actionDialog(ctx(open())).readOnly).toBe(false);
    expect(actionDialog(ctx(open({ state: 1, canEdit: true }))).readOnly).toBe(true);
    expect(actionDialog(ctx(open({ canEdit: false }))).readOnly).toBe(true);
    expect(actionDialog(ctx(open({ state: 1 }))).itemLocked).toBe(true);
  });

  it('the payload carries the dates as null when empty and the goal as typed when it is not a number', () => {
    expect(savePayload(data(), { extname: '', goal: 'abc', periodStartDate: '', deadline: '', responsible: ' ', comments: '' })).toMatchObject({
      goal: 'abc',
      periodStartDate: null,
      deadline: null,
      expression: '',
    });
  });

  it('the guards read the same rule as the dialog', () => {
    expect(actionGuards.canDelete(ctx(open()))).toBe(true);
    expect(actionGuards.canChangeItem(ctx(data()))).toBe(true);
    expect(actionGuards.isEditable(ctx(open({ state: 2 })))).toBe(false);
  });
});

describe('action machine, model-based: every edge of the model runs on the real actor', () => {
  const check = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect(actual.context.form).toEqual(expected.context.form);
    expect(actual.context.errors).toEqual(expected.context.errors);
    expect(actual.context.message).toBe(expected.context.message);
    expect(actual.context.data?.updateData.id).toBe(expected.context.data?.updateData.id);
  };

  const taken = new Set<string>();
  const cases = actionModels.flatMap((model) => modelEdgeCases(model, check));

  it('has edges to walk', () => expect(cases.length).toBeGreaterThan(50));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
  });

  it('walked every transition the machine declares, every guarded target included', () => {
    expect(definedTransitions(actionMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
