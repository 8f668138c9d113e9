import { readFileSync } from 'node:fs';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { campaignActions, campaignMachine, startConfirmation, type CampaignInput } from './campaign.machine';
import { editorIsValid } from './campaignEditor';
import { emptyDraft, type WizardPatch } from './campaignWizard';
import { ACTORS, campaign, campaignModels, INPUT, paused, refused, SAVED_FORM, started, WIZARD_INPUT } from './campaign.model';
import { definedTransitions, deferredActors, modelEdgeCases } from './testing/transitionCoverage';

function start(input: Partial<CampaignInput> = {}) {
  const fakes = deferredActors(ACTORS);
  const actor = createActor(campaignMachine.provide({ actors: fakes.actors as never }), { input: { ...INPUT, ...input } }).start();
  return { actor, fakes, flush: () => new Promise((r) => setTimeout(r, 0)), state: () => actor.getSnapshot() };
}

async function loaded(c = campaign()) {
  const h = start();
  h.fakes.resolve('loadCampaign', c);
  await h.flush();
  return h;
}

describe('campaign machine', () => {
  it('loads the campaign of the details screen, and says why when it cannot; RETRY loads again', async () => {
    const { actor, fakes, state, flush } = start();
    expect(state().value).toBe('loading');
    expect(fakes.calls).toEqual([{ name: 'loadCampaign', input: { surveyExtName: 'storevisit', campaignId: 31 } }]);
    fakes.reject('loadCampaign', new Error('Campaign 31 does not exist.'));
    await flush();
    expect(state()).toMatchObject({ value: 'loadFailed', context: { error: 'Campaign 31 does not exist.', campaign: null } });
    actor.send({ type: 'RETRY' });
    fakes.resolve('loadCampaign', campaign());
    await flush();
    expect(state()).toMatchObject({ value: 'ready', context: { error: null, campaign: { name: 'Detractors north' } } });
  });

  it('starts only after the confirmation, then reloads the campaign', async () => {
    const { actor, fakes, state, flush } = await loaded();
    actor.send({ type: 'START' });
    expect(state().value).toBe('confirmingStart');
    expect(state().context.confirmation).toEqual({ id: 'campaign.confirm.startOnce', values: { name: 'Detractors north', count: 412 } });
    expect(fakes.calls).toHaveLength(1);
    actor.send({ type: 'CANCEL' });
    expect(state()).toMatchObject({ value: 'ready', context: { confirmation: null } });
    expect(fakes.calls).toHaveLength(1);
    actor.send({ type: 'START' });
    actor.send({ type: 'CONFIRM' });
    expect(state().value).toBe('starting');
    expect(fakes.calls[1]).toEqual({ name: 'startCampaign', input: { surveyExtName: 'storevisit', campaignId: 31 } });
    fakes.resolve('startCampaign', undefined);
    await flush();
    expect(state().value).toBe('loading');
    expect(fakes.calls[2]!.name).toBe('loadCampaign');
    fakes.resolve('loadCampaign', started());
    await flush();
    expect(state()).toMatchObject({ value: 'ready', context: { campaign: { state: 'STARTED' } } });
  });

  it('refuses START unless the server says canStart, STOP unless canStop', async () => {
    const { actor, state } = await loaded(campaign({ canStart: false }));
    for (const type of ['START', 'STOP', 'PAUSE', 'RESUME'] as const) {
      expect(state().can({ type }), type).toBe(false);
      actor.send({ type });
      expect(state().value).toBe('ready');
    }
    expect(campaignActions(state().context.campaign)).toEqual({ start: false, pause: false, resume: false, stop: false, delete: true, resend: true });
  });

  it('pauses a started campaign and resumes a paused one without asking, reloading after each', async () => {
    const { actor, fakes, state, flush } = await loaded(started());
    expect(state().can({ type: 'RESUME' })).toBe(false);
    actor.send({ type: 'PAUSE' });
    expect(state().value).toBe('pausing');
    fakes.resolve('pauseCampaign', undefined);
    await flush();
    fakes.resolve('loadCampaign', paused());
    await flush();
    expect(state().can({ type: 'PAUSE' })).toBe(false);
    actor.send({ type: 'RESUME' });
    expect(state().value).toBe('resuming');
    fakes.resolve('resumeCampaign', undefined);
    await flush();
    expect(state().value).toBe('loading');
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadCampaign', 'pauseCampaign', 'loadCampaign', 'resumeCampaign', 'loadCampaign']);
  });

  it('stops after "Stop campaign?" and reloads', async () => {
    const { actor, fakes, state, flush } = await loaded(started());
    actor.send({ type: 'STOP' });
    expect(state()).toMatchObject({ value: 'confirmingStop', context: { confirmation: { id: 'campaign.confirm.stop', values: {} } } });
    actor.send({ type: 'CONFIRM' });
    fakes.resolve('stopCampaign', undefined);
    await flush();
    expect(state().value).toBe('loading');
  });

  it('asks before resending one message (localised), sends a selection at once, and never resends letters', async () => {
    const { actor, fakes, state, flush } = await loaded(started());
    actor.send({ type: 'RESEND', trackingIds: [7001] });
    expect(state()).toMatchObject({ value: 'confirmingResend', context: { confirmation: { id: 'campaign.confirm.resend', values: {} } } });
    actor.send({ type: 'CONFIRM' });
    expect(fakes.calls[1]).toEqual({ name: 'resendTrackings', input: { surveyExtName: 'storevisit', campaignId: 31, trackingIds: [7001] } });
    fakes.resolve('resendTrackings', undefined);
    await flush();
    fakes.resolve('loadCampaign', started());
    await flush();
    actor.send({ type: 'RESEND', trackingIds: [7001, 7002] });
    expect(state().value).toBe('resending');
    expect(fakes.calls[3]!.input).toMatchObject({ trackingIds: [7001, 7002] });
    actor.stop();

    const letters = await loaded(started({ sendingType: 'LETTER' }));
    expect(letters.state().can({ type: 'RESEND', trackingIds: [1] })).toBe(false);
    letters.actor.send({ type: 'RESEND', trackingIds: [1] });
    expect(letters.state().value).toBe('ready');
    expect(letters.state().can({ type: 'RESEND', trackingIds: [] })).toBe(false);
  });

  it('deletes after "Delete campaign?" and ends (the screen returns to the list)', async () => {
    const { actor, fakes, state, flush } = await loaded();
    actor.send({ type: 'DELETE' });
    expect(state().context.confirmation).toEqual({ id: 'campaign.confirm.delete', values: {} });
    actor.send({ type: 'CONFIRM' });
    expect(fakes.calls[1]).toEqual({ name: 'deleteCampaign', input: { surveyExtName: 'storevisit', campaignId: 31 } });
    fakes.resolve('deleteCampaign', undefined);
    await flush();
    expect(state()).toMatchObject({ value: 'deleted', status: 'done' });
  });

  it("shows the server's message when a call fails and keeps the campaign as it was; DISMISS clears it", async () => {
    const { actor, fakes, state, flush } = await loaded();
    actor.send({ type: 'START' });
    actor.send({ type: 'CONFIRM' });
    fakes.reject('startCampaign', refused);
    await flush();
    expect(state()).toMatchObject({ value: 'failed', context: { error: refused.message, campaign: { state: 'CREATED' } } });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadCampaign', 'startCampaign']);
    actor.send({ type: 'DISMISS' });
    expect(state()).toMatchObject({ value: 'ready', context: { error: null } });
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    fakes.reject('deleteCampaign', { status: 500 });
    await flush();
    expect(state().context.error).toBe('Something went wrong.');
    // A failed reload keeps the campaign shown and says why.
    actor.send({ type: 'RELOAD' });
    fakes.reject('loadCampaign', new Error('offline'));
    await flush();
    expect(state()).toMatchObject({ value: 'failed', context: { error: 'offline', campaign: { id: 31 } } });
  });
});

const VALID_EMAIL: WizardPatch = { campaignName: 'Detractors north', sendingType: 'EMAIL', campaignType: 'PULL_ONCE' };

function wizard() {
  const fakes = deferredActors(ACTORS);
  const actor = createActor(campaignMachine.provide({ actors: fakes.actors as never }), { input: WIZARD_INPUT }).start();
  return { actor, fakes, flush: () => new Promise((r) => setTimeout(r, 0)), state: () => actor.getSnapshot() };
}

describe('campaign machine: the editor', () => {
  it('opens with the form, saves it on UPDATE, then reloads the campaign and counts the update', async () => {
    const { actor, fakes, state, flush } = await loaded();
    actor.send({ type: 'EDIT_CAMPAIGN', draft: SAVED_FORM });
    expect(state().value).toEqual({ editor: 'editing' });
    actor.send({ type: 'EDIT', patch: { fromName: 'Customer care' } });
    actor.send({ type: 'UPDATE' });
    expect(state().value).toEqual({ editor: 'updating' });
    expect(fakes.calls[1]).toEqual({ name: 'updateCampaign', input: { surveyExtName: 'storevisit', campaignId: 31, draft: { ...SAVED_FORM, fromName: 'Customer care' } } });
    fakes.resolve('updateCampaign', undefined);
    await flush();
    expect(state()).toMatchObject({ value: 'loading', context: { updates: 1 } });
    expect(fakes.calls[2]!.name).toBe('loadCampaign');
    fakes.resolve('loadCampaign', campaign());
    await flush();
    expect(state()).toMatchObject({ value: 'ready', context: { updates: 1, error: null } });
  });

  it('keeps Update from saving while the sendings or the template tab is invalid, and re-validates on a type change', async () => {
    const { actor, fakes, state } = await loaded();
    actor.send({ type: 'EDIT_CAMPAIGN', draft: SAVED_FORM });
    actor.send({ type: 'EDIT', patch: { campaignName: ' ' } });
    actor.send({ type: 'UPDATE' });
    expect(state().value).toEqual({ editor: 'editing' });
    actor.send({ type: 'EDIT', patch: { campaignName: 'Detractors north', sendingType: 'SMS' } });
    // Another sending type clears the template: the template tab is invalid again.
    expect(state().context.draft.templateId).toBeNull();
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'EDIT', patch: { sendingType: 'EMAIL', templateId: 4, campaignType: 'PULL', fromDays: '5', toDays: '0' } });
    expect(editorIsValid(state().context.draft)).toBe(false);
    actor.send({ type: 'UPDATE' });
    expect(state().value).toEqual({ editor: 'editing' });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadCampaign']);
  });

  it('closes unsaved on CANCEL, keeps illegal ticked, and stays open with the reason when the server refuses', async () => {
    const { actor, fakes, state, flush } = await loaded();
    actor.send({ type: 'EDIT_CAMPAIGN', draft: SAVED_FORM });
    actor.send({ type: 'TOGGLE_FILTER', extname: 'illegal' });
    actor.send({ type: 'TOGGLE_FILTER', extname: 'contacted' });
    expect(state().context.draft.mailFilters).toEqual(['contacted']);
    actor.send({ type: 'UPDATE' });
    fakes.reject('updateCampaign', refused);
    await flush();
    expect(state()).toMatchObject({ value: { editor: 'editing' }, context: { error: refused.message, updates: 0 } });
    actor.send({ type: 'CANCEL' });
    expect(state()).toMatchObject({ value: 'ready', context: { error: null, draft: emptyDraft(), updates: 0 } });
    expect(fakes.calls.map((c) => c.name)).toEqual(['loadCampaign', 'updateCampaign']);
  });
});

describe('campaign machine: the creation wizard', () => {
  it('opens the wizard for a new campaign without loading one, on step 1', () => {
    const { state, fakes } = wizard();
    expect(state()).toMatchObject({ value: { wizard: 'editing' }, context: { step: 1, campaign: null } });
    expect(fakes.calls).toEqual([]);
  });

  it('leaves step 1 only with name, method, type and valid scheduling, and step 2 only with its template rules', () => {
    const { actor, state } = wizard();
    actor.send({ type: 'NEXT' });
    expect(state().context.step).toBe(1);
    actor.send({ type: 'EDIT', patch: { ...VALID_EMAIL, campaignType: 'PULL', fromDays: '5', toDays: '0' } });
    actor.send({ type: 'NEXT' });
    expect(state().context.step).toBe(1);
    actor.send({ type: 'EDIT', patch: { fromDays: '-30' } });
    actor.send({ type: 'NEXT' });
    expect(state().context.step).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(state().context.step).toBe(2);
    actor.send({ type: 'EDIT', patch: { templateId: 4, fromEmail: 'cx@example.com', fromName: 'CX' } });
    actor.send({ type: 'NEXT' });
    expect(state().context.step).toBe(3);
    actor.send({ type: 'BACK' });
    expect(state().context.step).toBe(2);
  });

  it('clears the template when the sending type changes', () => {
    const { actor, state } = wizard();
    actor.send({ type: 'EDIT', patch: { ...VALID_EMAIL, templateId: 4 } });
    actor.send({ type: 'REMOVE_RECIPIENTS', ids: [3, 5] });
    actor.send({ type: 'EDIT', patch: { sendingType: 'EMAIL' } });
    expect(state().context.draft).toMatchObject({ templateId: 4, deletedRecipients: [3, 5] });
    actor.send({ type: 'EDIT', patch: { sendingType: 'SMS' } });
    expect(state().context.draft).toMatchObject({ templateId: null, deletedRecipients: [] });
  });

  it('ticks and unticks mail filters but never illegal; removed rows add up', () => {
    const { actor, state } = wizard();
    actor.send({ type: 'TOGGLE_FILTER', extname: 'contacted' });
    actor.send({ type: 'TOGGLE_FILTER', extname: 'illegal' });
    expect(state().context.draft.mailFilters).toEqual(['contacted']);
    actor.send({ type: 'TOGGLE_FILTER', extname: 'contacted' });
    expect(state().context.draft.mailFilters).toEqual([]);
    actor.send({ type: 'REMOVE_RECIPIENTS', ids: [7] });
    actor.send({ type: 'REMOVE_RECIPIENTS', ids: [7, 8] });
    expect(state().context.draft.deletedRecipients).toEqual([7, 8]);
  });

  async function onStep4() {
    const h = wizard();
    h.actor.send({ type: 'EDIT', patch: { ...VALID_EMAIL, templateId: 4, fromEmail: 'cx@example.com', fromName: 'CX' } });
    for (let i = 0; i < 3; i++) h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'COUNTED', count: 12 });
    expect(h.state().context.step).toBe(4);
    return h;
  }

  it('the schedule dialog takes only a datetime; PUSH has none', async () => {
    const { actor, state } = await onStep4();
    actor.send({ type: 'SCHEDULE' });
    expect(state().value).toEqual({ wizard: 'scheduling' });
    actor.send({ type: 'SCHEDULE_AT', at: '' });
    actor.send({ type: 'SCHEDULE_AT', at: '2026-13-45T99:00' });
    expect(state().value).toEqual({ wizard: 'scheduling' });
    actor.send({ type: 'SCHEDULE_AT', at: '2026-12-01T07:30:00Z' });
    expect(state()).toMatchObject({ value: { wizard: 'editing' }, context: { draft: { scheduledStart: '2026-12-01T07:30:00.000Z' } } });
    actor.send({ type: 'START' });
    expect(state().context.confirmation).toEqual({ id: 'campaign.confirm.schedule', values: { name: 'Detractors north', time: '08:30', date: '01/12-2026' } });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'EDIT', patch: { campaignType: 'PUSH' } });
    expect(state().context.draft.scheduledStart).toBeNull();
    actor.send({ type: 'SCHEDULE' });
    expect(state().value).toEqual({ wizard: 'editing' });
  });

  it('asks before starting (name and count), creates the campaign with the form, and ends in created', async () => {
    const { actor, state, fakes, flush } = await onStep4();
    actor.send({ type: 'START' });
    expect(state().context.confirmation).toEqual({ id: 'campaign.confirm.startOnce', values: { name: 'Detractors north', count: 12 } });
    actor.send({ type: 'CONFIRM' });
    expect(fakes.calls).toEqual([
      { name: 'createCampaign', input: { surveyExtName: 'storevisit', mailAction: 'invite', drillPath: 'all,north', isRoot: false, draft: state().context.draft } },
    ]);
    fakes.reject('createCampaign', refused);
    await flush();
    expect(state()).toMatchObject({ value: { wizard: 'editing' }, context: { error: refused.message, step: 4 } });
    actor.send({ type: 'START' });
    actor.send({ type: 'CONFIRM' });
    fakes.resolve('createCampaign', { id: 77, title: 'Detractors north', state: 'STARTED' });
    await flush();
    expect(state()).toMatchObject({ value: 'created', status: 'done', context: { created: { id: 77, title: 'Detractors north' } } });
  });

  it('refuses START before step 4 or with an invalid step', () => {
    const { actor, state } = wizard();
    actor.send({ type: 'START' });
    expect(state().context.confirmation).toBeNull();
  });
});

describe('the start confirmation (spec 3 section 4)', () => {
  const tz = 'Europe/Stockholm';
  it('names the campaign and the recipient count for a one-shot campaign', () => {
    expect(startConfirmation(campaign({ recipientCount: 1 }), tz)).toEqual({ id: 'campaign.confirm.startOnce', values: { name: 'Detractors north', count: 1 } });
  });
  it('omits the count for a push campaign', () => {
    expect(startConfirmation(campaign({ campaignType: 'PUSH' }), tz)).toEqual({ id: 'campaign.confirm.startPush', values: { name: 'Detractors north' } });
  });
  it("asks 'Start campaign?' for the auto-adding types", () => {
    expect(startConfirmation(campaign({ campaignType: 'PULL' }), tz)).toEqual({ id: 'campaign.confirm.start', values: {} });
    expect(startConfirmation(campaign({ campaignType: 'PULL_SINGLE' }), tz)).toEqual({ id: 'campaign.confirm.start', values: {} });
  });
  it('reads Schedule {x} for start at HH:MM {local date} when a start is scheduled, in the local time zone', () => {
    const scheduled = campaign({ campaignType: 'PUSH', scheduledStartDateTime: '2026-12-01T07:30:00Z' });
    expect(startConfirmation(scheduled, tz)).toEqual({ id: 'campaign.confirm.schedule', values: { name: 'Detractors north', time: '08:30', date: '01/12-2026' } });
    expect(startConfirmation(scheduled, 'America/New_York').values).toEqual({ name: 'Detractors north', time: '02:30', date: '01/12-2026' });
    expect(startConfirmation(campaign({ scheduledStartDateTime: '2026-12-31T23:15:00Z' }), tz).values).toMatchObject({ time: '00:15', date: '01/01-2027' });
  });
});

describe('the confirmations are words of the campaigns area', () => {
  const en = JSON.parse(readFileSync(new URL('../src/i18n/en.json', import.meta.url), 'utf8')) as Record<string, string>;
  const argumentsOf = (id: string) => parse(en[id]!).flatMap((el) => (el.type === TYPE.literal || el.type === TYPE.pound ? [] : [el.value])).sort();

  it('every confirmation the machine shows is an en.json message taking exactly the values it is given', () => {
    const shown = [
      startConfirmation(campaign(), 'UTC'),
      startConfirmation(campaign({ campaignType: 'PUSH' }), 'UTC'),
      startConfirmation(campaign({ campaignType: 'PULL' }), 'UTC'),
      startConfirmation(campaign({ scheduledStartDateTime: '2026-12-01T07:30:00Z' }), 'UTC'),
      ...(['stop', 'delete', 'resend'] as const).map((k) => ({ id: `campaign.confirm.${k}`, values: {} })),
    ];
    for (const c of shown) {
      expect(en[c.id], c.id).toBeTypeOf('string');
      expect(argumentsOf(c.id), c.id).toEqual(Object.keys(c.values).sort());
    }
    expect(en['campaign.confirm.start']).toBe('Start campaign?');
    expect(en['campaign.confirm.stop']).toBe('Stop campaign?');
    expect(en['campaign.confirm.delete']).toBe('Delete campaign?');
  });
});

describe('campaign machine, model-based: every edge of the model runs on the real actor', () => {
  const check = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect(actual.context.campaign).toEqual(expected.context.campaign);
    expect(actual.context.confirmation).toEqual(expected.context.confirmation);
    expect(actual.context.trackingIds).toEqual(expected.context.trackingIds);
    expect(actual.context.error).toBe(expected.context.error);
    expect(actual.context.draft).toEqual(expected.context.draft);
    expect(actual.context.updates > 0).toBe(expected.context.updates > 0);
  };

  const taken = new Set<string>();
  const [detailsModel, wizardModel] = campaignModels;
  const cases = modelEdgeCases(detailsModel!, check);

  it('has edges to walk', () => expect(cases.length).toBeGreaterThan(60));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
  });

  const wizardCheck = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect(actual.context.draft).toEqual(expected.context.draft);
    expect(actual.context.step).toBe(expected.context.step);
    expect(actual.context.confirmation).toEqual(expected.context.confirmation);
    expect(actual.context.created).toEqual(expected.context.created);
  };
  const wizardCases = modelEdgeCases(wizardModel!, wizardCheck);

  it('has wizard edges to walk', () => expect(wizardCases.length).toBeGreaterThan(30));

  it.each(wizardCases.map((c) => [`wizard: ${c.description}`, c] as const))('%s', async (_d, c) => {
    const result = await c.run();
    for (const t of result.taken) taken.add(t);
  });

  it('walked every transition the machine declares, every guarded target included', () => {
    expect(definedTransitions(campaignMachine).filter((t) => !taken.has(t))).toEqual([]);
  });
});
