/** The campaign machine's test models (testing/transitionCoverage.ts), its details screen and its wizard: walked by its tests, played in Storybook. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { campaignMachine, type CampaignContext, type CampaignInput, type CampaignView } from './campaign.machine';
import { editorIsValid } from './campaignEditor';
import { emptyDraft, stepsValidTo, type WizardDraft, type WizardPatch } from './campaignWizard';
import { invokedActorEvents, type MachineModel } from './testing/transitionCoverage';

export const ACTORS = ['loadCampaign', 'startCampaign', 'stopCampaign', 'pauseCampaign', 'resumeCampaign', 'resendTrackings', 'deleteCampaign', 'createCampaign', 'updateCampaign'] as const;
export const INPUT: CampaignInput = { surveyExtName: 'storevisit', campaignId: 31, timeZone: 'Europe/Stockholm' };
export const refused = new Error('Campaign 31 has no recipients left to send to.');

export function campaign(over: Partial<CampaignView> = {}): CampaignView {
  return {
    id: 31,
    name: 'Detractors north',
    campaignType: 'PULL_ONCE',
    sendingType: 'EMAIL',
    state: 'CREATED',
    recipientCount: 412,
    scheduledStartDateTime: null,
    canStart: true,
    canStop: false,
    ...over,
  };
}
export const started = (over: Partial<CampaignView> = {}) => campaign({ state: 'STARTED', canStart: false, canStop: true, ...over });
export const paused = (over: Partial<CampaignView> = {}) => campaign({ state: 'PAUSED', canStart: false, canStop: true, ...over });

export const WIZARD_INPUT: CampaignInput = { surveyExtName: 'storevisit', campaignId: 0, timeZone: 'Europe/Stockholm', wizard: { mailAction: 'invite', drillPath: 'all,north', isRoot: false } };

/** A saved one-shot e-mail campaign's form, as the editor opens it. */
export const SAVED_FORM: WizardDraft = {
  ...emptyDraft(),
  campaignName: 'Detractors north',
  sendingType: 'EMAIL',
  campaignType: 'PULL_ONCE',
  templateId: 4,
  fromEmail: 'cx@example.com',
  fromName: 'CX team',
};

const OUTCOMES: Record<string, unknown[]> = {
  // One of each state and type the buttons read: a one-shot ready to start, a running push, a paused letter run, a stopped one, a scheduled PULL.
  loadCampaign: [
    campaign(),
    started({ campaignType: 'PUSH' }),
    paused({ sendingType: 'LETTER' }),
    campaign({ state: 'STOPPED', canStart: false }),
    campaign({ campaignType: 'PULL', scheduledStartDateTime: '2026-12-01T07:30:00Z' }),
  ],
  startCampaign: [undefined],
  stopCampaign: [undefined],
  pauseCampaign: [undefined],
  resumeCampaign: [undefined],
  resendTrackings: [undefined],
  deleteCampaign: [undefined],
  updateCampaign: [undefined],
};

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const out: EventObject[] = ['START', 'STOP', 'PAUSE', 'RESUME', 'DELETE', 'CONFIRM', 'CANCEL', 'DISMISS', 'RETRY', 'RELOAD'].map((type) => ({ type }));
  out.push({ type: 'RESEND', trackingIds: [7001] } as EventObject, { type: 'RESEND', trackingIds: [7001, 7002] } as EventObject);
  // The editor: opened with a valid form, made invalid and valid again, a mail filter ticked, and UPDATE.
  out.push({ type: 'EDIT_CAMPAIGN', draft: SAVED_FORM } as EventObject, { type: 'UPDATE' });
  out.push({ type: 'EDIT', patch: { campaignName: '' } } as EventObject, { type: 'EDIT', patch: { campaignName: 'Detractors north' } } as EventObject);
  out.push({ type: 'TOGGLE_FILTER', extname: 'contacted' } as EventObject);
  out.push(...invokedActorEvents(snapshot, (id) => OUTCOMES[id] ?? [], refused));
  return out;
}

const serialize = (s: AnyMachineSnapshot) => {
  const c = s.context as CampaignContext;
  const k = c.campaign;
  return JSON.stringify([
    s.value,
    k ? [k.state, k.campaignType, k.sendingType, k.canStart, k.canStop, k.scheduledStartDateTime] : null,
    c.confirmation?.id ?? null,
    c.trackingIds,
    Boolean(c.error),
    editorIsValid(c.draft),
    c.draft.mailFilters,
    c.updates > 0,
  ]);
};

// The wizard: a few forms (empty, a valid one-shot e-mail, a valid PUSH, a PULL with bad days) reached by EDIT.
const WIZARD_EDITS: WizardPatch[] = [
  { campaignName: 'Detractors north', sendingType: 'EMAIL', campaignType: 'PULL_ONCE', templateId: 4, fromEmail: 'cx@example.com', fromName: 'CX' },
  { campaignType: 'PUSH' },
];
function wizardEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const out: EventObject[] = ['NEXT', 'BACK', 'SCHEDULE', 'UNSCHEDULE', 'START', 'CONFIRM', 'CANCEL', 'DISMISS'].map((type) => ({ type }));
  out.push(...WIZARD_EDITS.map((patch) => ({ type: 'EDIT', patch }) as EventObject));
  out.push({ type: 'TOGGLE_FILTER', extname: 'illegal' } as EventObject, { type: 'TOGGLE_FILTER', extname: 'contacted' } as EventObject);
  out.push({ type: 'REMOVE_RECIPIENTS', ids: [5] } as EventObject, { type: 'COUNTED', count: 3 } as EventObject);
  out.push({ type: 'SCHEDULE_AT', at: '' } as EventObject, { type: 'SCHEDULE_AT', at: '2026-12-01T08:30' } as EventObject);
  out.push(...invokedActorEvents(snapshot, (id) => (id === 'createCampaign' ? [{ id: 77, title: 'Detractors north', state: 'STARTED' }] : []), refused));
  return out;
}
const wizardSerialize = (s: AnyMachineSnapshot) => {
  const c = s.context as CampaignContext;
  const d = c.draft;
  // What the guards read: the step, whether the form passes, PUSH (no schedule), a scheduled start; then the notices.
  return JSON.stringify([s.value, c.step, stepsValidTo(2, d), d.campaignType === 'PUSH', d.scheduledStart !== null, c.confirmation?.id ?? null, Boolean(c.error), c.created?.id ?? null]);
};
export const campaignModels: MachineModel[] = [
  { machine: campaignMachine, input: INPUT, actorNames: ACTORS, events, serialize },
  { machine: campaignMachine, input: WIZARD_INPUT, variant: 'wizard', actorNames: ACTORS, events: wizardEvents, serialize: wizardSerialize },
];
