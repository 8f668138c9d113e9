import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { alertMachine, formOf, savePayload } from './alert.machine';
import { alert, alertModels, INPUT, QUESTIONS } from './alert.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

const flush = () => new Promise((r) => setTimeout(r, 0));

function start() {
  const fakes = deferredActors(['loadAlert', 'saveAlert']);
  const actor = createActor(alertMachine.provide({ actors: fakes.actors as never }), { input: INPUT }).start();
  return { fakes, actor };
}

async function loaded(entity = alert()) {
  const s = start();
  s.fakes.resolve('loadAlert', entity);
  await flush();
  return s;
}

describe('alert machine', () => {
  it('loads the alert and starts editing with the closed box as the state says', async () => {
    const { fakes, actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.calls).toEqual([{ name: 'loadAlert', input: INPUT }]);
    fakes.resolve('loadAlert', alert());
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form).toEqual({ isClosed: false, newComment: '', answers: { cause: { choiceId: 0, value: '' }, action: { choiceId: 0, value: '' }, minutes: { choiceId: 0, value: '' } } });
    expect(formOf(alert({ alertState: 3 })).isClosed).toBe(true);
    expect(formOf(alert({ alertState: 6 })).isClosed).toBe(false);
  });

  it('shows a load failure and tries again on RETRY', async () => {
    const { fakes, actor } = start();
    fakes.reject('loadAlert', new Error('offline'));
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect((actor.getSnapshot().context.loadError as Error).message).toBe('offline');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    fakes.resolve('loadAlert', alert());
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses a save without a comment (blank counts as empty) and does not call the server', async () => {
    const { fakes, actor } = await loaded();
    actor.send({ type: 'SET_COMMENT', value: '   ' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ newComment: 'mandatory' });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadAlert']);
  });

  it('refuses to close with every question unanswered, and an answer clears its error', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'CLOSE_AND_SAVE' });
    expect(actor.getSnapshot().context.errors).toEqual({ newComment: 'mandatory', cause: 'selectionIsMandatory', action: 'fieldIsMandatory', minutes: 'fieldIsMandatory' });
    actor.send({ type: 'SELECT', questionId: 'cause', choiceId: 2 });
    actor.send({ type: 'SET_VALUE', questionId: 'action', value: 'Voucher' });
    actor.send({ type: 'SET_COMMENT', value: 'Done' });
    expect(actor.getSnapshot().context.errors).toEqual({ minutes: 'fieldIsMandatory' });
  });

  it('saves without closing: the payload, then processing', async () => {
    const { fakes, actor } = await loaded();
    actor.send({ type: 'SET_COMMENT', value: 'Left a voicemail' });
    actor.send({ type: 'SELECT', questionId: 'cause', choiceId: 4 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(fakes.calls[1]).toEqual({
      name: 'saveAlert',
      input: {
        ...INPUT,
        payload: {
          isClosed: false,
          newComment: 'Left a voicemail',
          selections: [
            { questionId: 'cause', choiceId: 4 },
            { questionId: 'action', value: '' },
            { questionId: 'minutes', value: '' },
          ],
        },
      },
    });
    fakes.resolve('saveAlert', alert({ alertState: 6, questions: QUESTIONS.map((q) => (q.questionId === 'cause' ? { ...q, selected: 4 } : q)) }));
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('saved');
    expect(s.context.message).toBe('processing');
    expect(s.context.form).toMatchObject({ isClosed: false, newComment: '', answers: { cause: { choiceId: 4 } } });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { message: null } });
  });

  it('closes with Close and save: checked, saved, "alert closed"', async () => {
    const { fakes, actor } = await loaded();
    actor.send({ type: 'SET_COMMENT', value: 'Solved' });
    actor.send({ type: 'SELECT', questionId: 'cause', choiceId: 1 });
    actor.send({ type: 'SET_VALUE', questionId: 'action', value: 'Voucher' });
    actor.send({ type: 'SET_VALUE', questionId: 'minutes', value: '15' });
    actor.send({ type: 'CLOSE_AND_SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect((fakes.calls[1]!.input as { payload: { isClosed: boolean } }).payload.isClosed).toBe(true);
    fakes.resolve('saveAlert', alert({ alertState: 3, enableCloseAndSave: false }));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ message: 'closed', form: { isClosed: true } });
  });

  it('closes with the closed box and Save too', async () => {
    const { fakes, actor } = await loaded();
    actor.send({ type: 'SET_CLOSED', value: true });
    actor.send({ type: 'SET_COMMENT', value: 'Solved' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ cause: 'selectionIsMandatory' });
    actor.send({ type: 'SET_CLOSED', value: false });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    fakes.resolve('saveAlert', alert({ alertState: 6 }));
    await flush();
    expect(actor.getSnapshot().context.message).toBe('processing');
  });

  it('keeps the edits and says why when the save fails', async () => {
    const { fakes, actor } = await loaded();
    actor.send({ type: 'SET_COMMENT', value: 'Note' });
    actor.send({ type: 'SAVE' });
    fakes.reject('saveAlert', new Error('Alert 7 is closed; only an administrator may change it.'));
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context.form.newComment).toBe('Note');
    expect((s.context.saveError as Error).message).toContain('administrator');
  });

  it('Cancel discards the edits and the errors', async () => {
    const { actor } = await loaded(alert({ alertState: 3, enableCloseAndSave: false, questions: QUESTIONS.map((q) => (q.questionId === 'action' ? { ...q, value: 'Called' } : q)) }));
    actor.send({ type: 'SET_CLOSED', value: false });
    actor.send({ type: 'SET_VALUE', questionId: 'action', value: 'Something else' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.errors).toEqual({ newComment: 'mandatory' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, form: { isClosed: true, newComment: '', answers: { action: { value: 'Called' } } } });
  });

  it('takes no edits and no saves when the alert may not be modified', async () => {
    const { fakes, actor } = await loaded(alert({ alertState: 3, canModify: false, enableCloseAndSave: false }));
    actor.send({ type: 'SET_COMMENT', value: 'x' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CLOSE_AND_SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.form.newComment).toBe('');
    expect(fakes.calls).toHaveLength(1);
  });

  it('offers Close and save only when the server enables it', async () => {
    const { fakes, actor } = await loaded(alert({ alertState: 3, enableCloseAndSave: false }));
    actor.send({ type: 'SET_COMMENT', value: 'Reopened' });
    actor.send({ type: 'CLOSE_AND_SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.calls).toHaveLength(1);
  });

  it('builds the payload from the questions the alert has, whatever else the form holds', () => {
    const form = { isClosed: true, newComment: 'x', answers: { cause: { choiceId: 3, value: 'ignored' }, stray: { choiceId: 1, value: 'y' } } };
    expect(savePayload(alert(), form).selections).toEqual([
      { questionId: 'cause', choiceId: 3 },
      { questionId: 'action', value: '' },
      { questionId: 'minutes', value: '' },
    ]);
  });
});

describe('alert machine, model-based', () => {
  const cases = alertModels.flatMap((model) => modelEdgeCases(model));
  const taken = new Set<string>();

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
  });

  it('walked every declared transition', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(definedTransitions(alertMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
