import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { SampleEntity } from '../core/sample/rules';
import { answersOf, sampleGuards, sampleStateMachine, visibleButtons, type SampleInput } from './sample-state.machine';
import { ACTORS, boom, sample, sampleStateModels } from './sample-state.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

const check = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
  expect(actual.context.sample?.state).toBe(expected.context.sample?.state);
  expect(actual.context.messages).toEqual(expected.context.messages);
  expect(actual.context.deleteUsed).toBe(expected.context.deleteUsed);
  expect(actual.context.saved).toBe(expected.context.saved);
};

describe('sample-state machine, model-based: every edge of the model runs on the real actor', () => {
  const taken = new Set<string>();
  const cases = sampleStateModels.flatMap((model) => modelEdgeCases(model, check));
  it('has edges to walk', () => expect(cases.length).toBeGreaterThan(50));
  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
  });
  it('never reaches deleting for a user who is not root', () => {
    const notRoot = modelEdgeCases({ ...sampleStateModels[0]!, input: { surveyExtName: 's', sampleId: 7, isRoot: false } });
    expect(notRoot.length).toBeGreaterThan(50);
    expect(notRoot.filter((c) => c.description.includes('DELETE'))).toEqual([]);
  });
  it('walked every transition the machine declares, every guarded target included', () => {
    expect(definedTransitions(sampleStateMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});

describe('the guards follow spec 1 section 4', () => {
  const ctx = (s: SampleEntity, isRoot = false, deleteUsed = false) => ({ sample: s, input: { surveyExtName: 's', sampleId: 7, isRoot }, deleteUsed });

  it('approve: editable and new, or approved/unapproved only when configured', () => {
    expect(sampleGuards.canApprove(ctx(sample(1)))).toBe(true);
    expect(sampleGuards.canApprove(ctx(sample(2)))).toBe(false);
    expect(sampleGuards.canApprove(ctx(sample(2, { showApproveButtonInState2: true })))).toBe(true);
    expect(sampleGuards.canApprove(ctx(sample(3)))).toBe(true);
    expect(sampleGuards.canApprove(ctx(sample(3, { showApproveButtonInState3: false })))).toBe(false);
    expect(sampleGuards.canApprove(ctx(sample(4)))).toBe(false);
    expect(sampleGuards.canApprove(ctx(sample(1, { canEditState: false })))).toBe(false);
  });

  it('cancel: editable, not cancelled, cancelling allowed', () => {
    expect(sampleGuards.canCancel(ctx(sample(1)))).toBe(true);
    expect(sampleGuards.canCancel(ctx(sample(3)))).toBe(true);
    expect(sampleGuards.canCancel(ctx(sample(4)))).toBe(false);
    expect(sampleGuards.canCancel(ctx(sample(1, { canCancelSamples: false })))).toBe(false);
    expect(sampleGuards.canCancel(ctx(sample(0)))).toBe(false);
  });

  it('unapprove: editable, not unapproved, postponing allowed and an extended state', () => {
    expect(sampleGuards.canUnapprove(ctx(sample(1)))).toBe(true);
    expect(sampleGuards.canUnapprove(ctx(sample(2)))).toBe(true);
    expect(sampleGuards.canUnapprove(ctx(sample(3)))).toBe(false);
    expect(sampleGuards.canUnapprove(ctx(sample(1, { canPostpone: false })))).toBe(false);
    expect(sampleGuards.canUnapprove(ctx(sample(1, { hasSampleExtendedState: false })))).toBe(false);
  });

  it('resend: configured and not disabled', () => {
    expect(sampleGuards.canResendEmail(ctx(sample(1)))).toBe(true);
    expect(sampleGuards.canResendSms(ctx(sample(1, { canResendSMS: false })))).toBe(false);
    expect(sampleGuards.canResendEmail(ctx(sample(4)))).toBe(false);
  });

  it('delete: root only, and disabled once used', () => {
    expect(sampleGuards.canDelete(ctx(sample(1), true))).toBe(true);
    expect(sampleGuards.canDelete(ctx(sample(1), false))).toBe(false);
    expect(sampleGuards.canDelete(ctx(sample(1), true, true))).toBe(false);
    expect(visibleButtons(ctx(sample(1), true, true)).delete).toBe(true);
  });

  it('shows a button exactly when the machine takes its event', async () => {
    const buttonEvent = { approve: 'APPROVE', cancel: 'CANCEL', unapprove: 'UNAPPROVE', update: 'UPDATE', resendEmail: 'RESEND_EMAIL', resendSms: 'RESEND_SMS' } as const;
    for (const s of [sample(0), sample(1), sample(2), sample(3), sample(4), sample(2, { showApproveButtonInState2: true, canPostpone: false })]) {
      const { actor, fakes, flush } = start({ isRoot: true });
      fakes.resolve('loadSample', s);
      await flush();
      const snap = actor.getSnapshot();
      const shown = visibleButtons(snap.context);
      for (const [button, type] of Object.entries(buttonEvent)) expect(snap.can({ type } as never), `${button} in state ${s.state}`).toBe(shown[button as keyof typeof shown]);
      expect(snap.can({ type: 'DELETE' })).toBe(true);
      actor.stop();
    }
  });
});

function start(input: Partial<SampleInput> = {}) {
  const fakes = deferredActors(ACTORS);
  const actor = createActor(sampleStateMachine.provide({ actors: fakes.actors as never }), { input: { surveyExtName: 'storevisit', sampleId: 7, isRoot: false, ...input } }).start();
  return { actor, fakes, flush: () => new Promise((r) => setTimeout(r, 0)) };
}

async function loaded(s = sample(1), input: Partial<SampleInput> = {}) {
  const h = start(input);
  h.fakes.resolve('loadSample', s);
  await h.flush();
  return h;
}

describe('sample-state machine, the sample editor\'s state buttons', () => {
  it('a state change follows the rule of its action: to approved validates as approve, then saves flagged by the action', async () => {
    const { actor, fakes, flush } = await loaded();
    expect(actor.getSnapshot().can({ type: 'STATE_CHANGE', toState: 2 })).toBe(true);
    actor.send({ type: 'STATE_CHANGE', toState: 2 });
    expect(actor.getSnapshot().value).toBe('validatingServer');
    expect(fakes.calls[1]).toMatchObject({ name: 'validateOnServer', input: { action: 'approve' } });
    fakes.resolve('validateOnServer', { questionIdToMessages: {} });
    await flush();
    expect(fakes.calls[2]).toMatchObject({ name: 'saveSample', input: { action: 'approve' } });
  });

  it('to cancelled saves the record as it is; a state the rules do not allow from here is not taken', async () => {
    const { actor, fakes } = await loaded(sample(2));
    // Approved: approving again is not configured (showApproveButtonInState2 false), and no button leads to new.
    expect(actor.getSnapshot().can({ type: 'STATE_CHANGE', toState: 2 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'STATE_CHANGE', toState: 1 })).toBe(false);
    actor.send({ type: 'EDIT', questionId: 'email', value: 'anna@' });
    actor.send({ type: 'STATE_CHANGE', toState: 4 });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(fakes.calls[1]).toMatchObject({ name: 'saveSample', input: { action: 'cancel' } });
  });

  it('a client error stops a state change before the server is asked', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'EDIT', questionId: 'email', value: 'anna@' });
    actor.send({ type: 'STATE_CHANGE', toState: 2 });
    expect(actor.getSnapshot().context.messages).toEqual({ email: ['VALIDATE_ERROR_EMAIL'] });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadSample']);
  });
});

describe('sample-state machine, details', () => {
  it('loads the sample of the route and starts with the answers of the editable questions', async () => {
    const { actor, fakes } = await loaded();
    expect(fakes.calls[0]).toEqual({ name: 'loadSample', input: { surveyExtName: 'storevisit', sampleId: 7 } });
    expect(actor.getSnapshot().value).toEqual({ viewing: 'idle' });
    expect(actor.getSnapshot().context.answers).toEqual({ name: 'Anna', email: 'anna@example.com', phone: null, evalPeriod: null });
    expect(answersOf(sample(0))).toEqual({});
  });

  it('stops at client validation: the server is not asked while a field is wrong', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'EDIT', questionId: 'name', value: '  ' });
    actor.send({ type: 'EDIT', questionId: 'email', value: 'anna@' });
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().value).toEqual({ viewing: 'idle' });
    expect(actor.getSnapshot().context.messages).toEqual({ name: ['VALIDATE_ERROR_MANDATORY'], email: ['VALIDATE_ERROR_EMAIL'] });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadSample']);
    // Editing a field clears its message only.
    actor.send({ type: 'EDIT', questionId: 'email', value: 'anna@example.com' });
    expect(actor.getSnapshot().context.messages).toEqual({ name: ['VALIDATE_ERROR_MANDATORY'] });
  });

  it('unapprove needs an evaluation period before anything is sent', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'UNAPPROVE' });
    expect(actor.getSnapshot().context.messages).toEqual({ evalPeriod: ['VALIDATE_ERROR_MANDATORY'] });
    actor.send({ type: 'EDIT', questionId: 'evalPeriod', value: 'next-month' });
    actor.send({ type: 'UNAPPROVE' });
    expect(actor.getSnapshot().value).toBe('validatingServer');
    expect(fakes.calls[1]).toMatchObject({ name: 'validateOnServer', input: { action: 'unapprove', answers: { evalPeriod: 'next-month' } } });
  });

  it('does not save while the server reports messages, and saves when it reports none', async () => {
    const { actor, fakes, flush } = await loaded();
    actor.send({ type: 'APPROVE' });
    fakes.resolve('validateOnServer', { questionIdToMessages: { email: ['VALIDATE_ERROR_DUPLICATE_EMAIL'] } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ viewing: 'idle' });
    expect(actor.getSnapshot().context.messages).toEqual({ email: ['VALIDATE_ERROR_DUPLICATE_EMAIL'] });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadSample', 'validateOnServer']);

    actor.send({ type: 'EDIT', questionId: 'email', value: 'anna.other@example.com' });
    actor.send({ type: 'APPROVE' });
    fakes.resolve('validateOnServer', { questionIdToMessages: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('saving');
    expect(fakes.calls[3]).toEqual({ name: 'saveSample', input: { surveyExtName: 'storevisit', sampleId: 7, action: 'approve', answers: { name: 'Anna', email: 'anna.other@example.com', phone: null, evalPeriod: null } } });
    fakes.resolve('saveSample', sample(2, { groups: [{ title: 'Contact', fields: [{ questionId: 'email', type: 'Email', title: 'E-mail', value: 'anna.other@example.com' }] }] }));
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ viewing: 'saved' });
    expect(snap.context).toMatchObject({ saved: 'approve', action: null, messages: {}, answers: { email: 'anna.other@example.com' } });
    expect(snap.context.sample?.state).toBe(2);
    // Approving again is not offered for an approved sample.
    expect(snap.can({ type: 'APPROVE' })).toBe(false);
  });

  it('cancels without validating (the page confirms first)', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'EDIT', questionId: 'email', value: 'broken' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(fakes.calls[1]).toMatchObject({ name: 'saveSample', input: { action: 'cancel' } });
  });

  it('keeps the form and says why when saving fails', async () => {
    const { actor, fakes, flush } = await loaded();
    actor.send({ type: 'UPDATE' });
    fakes.resolve('validateOnServer', { questionIdToMessages: {} });
    await flush();
    fakes.reject('saveSample', new Error('The sample was not saved.'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ viewing: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'The sample was not saved.', sample: { state: 1 } });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('deletes once, for root only', async () => {
    const notRoot = await loaded(sample(1), { isRoot: false });
    notRoot.actor.send({ type: 'DELETE' });
    expect(notRoot.actor.getSnapshot().value).toEqual({ viewing: 'idle' });

    const { actor, fakes, flush } = await loaded(sample(1), { isRoot: true });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().value).toBe('deleting');
    fakes.reject('deleteSample', boom);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ viewing: 'failed' });
    expect(actor.getSnapshot().context.deleteUsed).toBe(true);
    expect(actor.getSnapshot().can({ type: 'DELETE' })).toBe(false);
  });

  it('ends after a delete', async () => {
    const { actor, fakes, flush } = await loaded(sample(1), { isRoot: true });
    actor.send({ type: 'DELETE' });
    fakes.resolve('deleteSample', { deleted: true });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers a retry when the sample cannot be loaded', async () => {
    const { actor, fakes, flush } = start();
    fakes.reject('loadSample', new Error('No such sample'));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'No such sample', notFound: false });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
