import { assign, fromPromise, setup } from 'xstate';
import { formatDate } from '../core/dates.ts';
import { messageOf } from './errorMessage';
import { editorIsValid } from './campaignEditor.ts';
import { applyPatch, emptyDraft, ILLEGAL_FILTER, stepIsValid, stepsValidTo, type WizardDraft, type WizardPatch, type WizardStep } from './campaignWizard.ts';
import type { CampaignSendingType, CampaignStatus, CampaignType } from '../schemas/api/campaign-details.gen.ts';

/**
 * A campaign on its details screen (spec 3 section 4): load it, then start (canStart), pause (STARTED), resume
 * (PAUSED), stop (canStop), resend tracking rows (not letters) and delete. Start, stop, delete and a single resend ask
 * first; pause, resume and a selection's Mail do not. After start, pause, resume, stop or a resend the campaign is
 * reloaded (the statuses those calls answer are not shown); after delete the machine ends and the screen returns to
 * the list. A failed call keeps the campaign as it was and shows the server's message.
 *
 * The same machine runs the creation wizard (`/createmailcampaign/...`, campaign id 0 with `wizard` input, spec 3
 * sections 2, 4 and 5): four steps, each left forward only when its rules hold (campaignWizard.ts); the form,
 * the ticked mail filters (never `illegal` off) and the recipients removed by hand live in the context; the schedule
 * dialog needs a datetime; Start asks the start question, creates and starts the campaign, and ends in `created`,
 * where the screen says '{name} is now running' and opens the campaign overview.
 *
 * The details screen's editor (root users, spec 3 sections 2 and 4) is the `editor` state: EDIT_CAMPAIGN opens it
 * with the campaign's form, the wizard's EDIT and TOGGLE_FILTER change it, UPDATE saves it only while the sendings and
 * template tabs are valid (campaignEditor.ts), and after the save the campaign reloads and `updates` counts one more
 * (the screen's 'campaign updated'). CANCEL closes it unsaved; a refused save stays in the editor with the reason.
 *
 * Every side effect is a named actor; the app provides the real calls, the tests deferred fakes
 * (`machine.provide({ actors })`).
 */

export type { CampaignSendingType, CampaignType };
/** A campaign's state (the schema's CampaignStatus; the drill filter's CampaignState is a recipient's). */
export type CampaignState = CampaignStatus;

/** What the machine reads of a campaign (the details call's answer narrows to this). */
export interface CampaignView {
  id: number;
  name: string;
  campaignType: CampaignType;
  sendingType: CampaignSendingType;
  state: CampaignState;
  recipientCount: number;
  /** ISO moment of a scheduled start, or null. */
  scheduledStartDateTime: string | null;
  /** The server's flags: they alone enable Start and Stop. */
  canStart: boolean;
  canStop: boolean;
}

/** Where a new campaign's recipients come from, and who makes it. */
export interface WizardInput {
  mailAction: string;
  drillPath: string;
  isRoot: boolean;
}

export interface CampaignInput {
  surveyExtName: string;
  /** 0 with `wizard`: a new campaign. */
  campaignId: number;
  /** Where the scheduled start is read (the browser's own when left out). */
  timeZone?: string;
  wizard?: WizardInput;
}

/** What the createCampaign actor sends: the wizard's form and where its recipients come from. */
export interface WizardRequest extends WizardInput {
  surveyExtName: string;
  draft: WizardDraft;
}

/** The campaign the wizard made. */
export interface CreatedCampaign {
  id: number;
  title: string;
  state: CampaignState;
}

export interface CampaignRef {
  surveyExtName: string;
  campaignId: number;
}

/** A confirmation to show: a `campaign.` message id and its values. */
export interface CampaignConfirmation {
  id: 'campaign.confirm.start' | 'campaign.confirm.startOnce' | 'campaign.confirm.startPush' | 'campaign.confirm.schedule' | 'campaign.confirm.stop' | 'campaign.confirm.delete' | 'campaign.confirm.resend';
  values: Record<string, string | number>;
}

export interface CampaignContext {
  input: CampaignInput;
  campaign: CampaignView | null;
  /** The question on screen while a confirming state waits for CONFIRM or CANCEL. */
  confirmation: CampaignConfirmation | null;
  /** The tracking rows a resend is for. */
  trackingIds: number[];
  /** Why the last call failed, as the server said it. */
  error: string | null;
  /** The wizard's form, its step and the recipient count its data gave; `created` once started. */
  draft: WizardDraft;
  step: WizardStep;
  recipientCount: number | null;
  created: CreatedCampaign | null;
  /** How many times the editor saved: the screen says 'campaign updated' when it grows. */
  updates: number;
}

/** What the updateCampaign actor sends: the campaign and the editor's form. */
export interface CampaignUpdate extends CampaignRef {
  draft: WizardDraft;
}

export type CampaignEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'DELETE' }
  | { type: 'RESEND'; trackingIds: number[] }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' }
  /** The editor saved: read the campaign again. */
  | { type: 'RELOAD' }
  /** The wizard: a change of the form, a mail filter ticked or unticked, rows out of the recipient table. */
  | { type: 'EDIT'; patch: WizardPatch }
  | { type: 'TOGGLE_FILTER'; extname: string }
  | { type: 'REMOVE_RECIPIENTS'; ids: number[] }
  /** The recipient count of the wizard's current data. */
  | { type: 'COUNTED'; count: number }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** Opens the schedule dialog; SCHEDULE_AT closes it with a datetime (local `YYYY-MM-DDTHH:MM` or ISO). */
  | { type: 'SCHEDULE' }
  | { type: 'SCHEDULE_AT'; at: string }
  | { type: 'UNSCHEDULE' }
  /** Opens the editor with the campaign's form (campaignEditor.ts editorDraft); UPDATE saves it. */
  | { type: 'EDIT_CAMPAIGN'; draft: WizardDraft }
  | { type: 'UPDATE' };

/**
 * The start question: a scheduled start reads 'Schedule {x} for start at HH:MM {local date}'; a one-shot campaign
 * names itself and its recipient count, a push campaign only itself; the auto-adding types ask 'Start campaign?'.
 */
export function startConfirmation(c: CampaignView, timeZone?: string): CampaignConfirmation {
  if (c.scheduledStartDateTime) {
    const [date = '', time = ''] = formatDate(c.scheduledStartDateTime, { time: true, timeZone }).split(' ');
    return { id: 'campaign.confirm.schedule', values: { name: c.name, time, date } };
  }
  if (c.campaignType === 'PULL_ONCE') return { id: 'campaign.confirm.startOnce', values: { name: c.name, count: c.recipientCount } };
  if (c.campaignType === 'PUSH') return { id: 'campaign.confirm.startPush', values: { name: c.name } };
  return { id: 'campaign.confirm.start', values: {} };
}

/** The wizard's start question: the same words as the details screen's, for the campaign about to be made. */
export function wizardStartConfirmation(c: Pick<CampaignContext, 'draft' | 'recipientCount'>, timeZone?: string): CampaignConfirmation {
  const d = c.draft;
  return startConfirmation(
    {
      id: 0,
      name: d.campaignName.trim(),
      campaignType: d.campaignType ?? 'PULL_ONCE',
      sendingType: d.sendingType ?? 'EMAIL',
      state: 'CREATED',
      recipientCount: c.recipientCount ?? 0,
      scheduledStartDateTime: d.campaignType === 'PUSH' ? null : d.scheduledStart,
      canStart: true,
      canStop: false,
    },
    timeZone,
  );
}

/** A datetime the schedule dialog takes: `YYYY-MM-DDTHH:MM` (seconds optional, an offset allowed) that is a real moment. */
export function isScheduleDateTime(at: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(at) && !Number.isNaN(new Date(at).getTime());
}

/** Which actions the screen offers for the campaign: exactly what the machine takes. */
export function campaignActions(c: CampaignView | null) {
  return {
    start: c !== null && c.canStart,
    pause: c !== null && c.state === 'STARTED',
    resume: c !== null && c.state === 'PAUSED',
    stop: c !== null && c.canStop,
    delete: c !== null,
    /** Row resend and the selection's Mail; letters are downloaded, not sent again. */
    resend: c !== null && c.sendingType !== 'LETTER',
  };
}

const ref = (c: CampaignContext): CampaignRef => ({ surveyExtName: c.input.surveyExtName, campaignId: c.input.campaignId });
const noDetail = fromPromise<void, CampaignRef>;

/** The campaign's actions, the same in ready and failed (trying again after a failure is the same click). */
const actions = {
  START: { guard: 'canStart', target: '#campaign.confirmingStart', actions: 'askStart' },
  STOP: { guard: 'canStop', target: '#campaign.confirmingStop', actions: 'askStop' },
  PAUSE: { guard: 'canPause', target: '#campaign.pausing' },
  RESUME: { guard: 'canResume', target: '#campaign.resuming' },
  DELETE: { guard: 'canDelete', target: '#campaign.confirmingDelete', actions: 'askDelete' },
  RESEND: [
    { guard: 'isSingleResend', target: '#campaign.confirmingResend', actions: ['keepTrackings', 'askResend'] },
    { guard: 'canResend', target: '#campaign.resending', actions: 'keepTrackings' },
  ],
  RELOAD: { target: '#campaign.loading' },
  EDIT_CAMPAIGN: { target: '#campaign.editor', actions: 'openEditor' },
} as const;

/** A call that changes the campaign: reload after it, or say why it failed. */
const changing = <Src extends 'startCampaign' | 'stopCampaign' | 'pauseCampaign' | 'resumeCampaign'>(src: Src) =>
  ({
    entry: 'clearNotice',
    invoke: { id: src, src, input: ({ context }: { context: CampaignContext }) => ref(context), onDone: '#campaign.loading', onError: { target: '#campaign.failed', actions: 'keepError' } },
  }) as const;

export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as CampaignInput,
  },
  actors: {
    /** GET vuejs/mailcampaign/{s}/{id}, narrowed to CampaignView. */
    loadCampaign: fromPromise<CampaignView, CampaignRef>(async () => {
      throw new Error('loadCampaign is not provided');
    }),
    /** GET vuejs/mailcampaign/start/{s}/{id}. */
    startCampaign: noDetail(async () => {
      throw new Error('startCampaign is not provided');
    }),
    /** GET vuejs/mailcampaign/stop/{s}/{id}. */
    stopCampaign: noDetail(async () => {
      throw new Error('stopCampaign is not provided');
    }),
    /** GET vuejs/mailcampaign/pause/{s}/{id}. */
    pauseCampaign: noDetail(async () => {
      throw new Error('pauseCampaign is not provided');
    }),
    /** GET vuejs/mailcampaign/resume/{s}/{id}. */
    resumeCampaign: noDetail(async () => {
      throw new Error('resumeCampaign is not provided');
    }),
    /** GET vuejs/mailcampaign/sendmail/{s}/{id}?ids=. */
    resendTrackings: fromPromise<void, CampaignRef & { trackingIds: number[] }>(async () => {
      throw new Error('resendTrackings is not provided');
    }),
    /** DELETE vuejs/mailcampaign/{s}/{id}. */
    deleteCampaign: noDetail(async () => {
      throw new Error('deleteCampaign is not provided');
    }),
    /** POST vuejs/mailcampaign/startcampaignnow/{s}/{mailAction}/{drillPath}: creates the wizard's campaign and starts (or schedules) it. */
    createCampaign: fromPromise<CreatedCampaign, WizardRequest>(async () => {
      throw new Error('createCampaign is not provided');
    }),
    /** PUT vuejs/mailcampaign/{s}/{id} with the whole campaign and the editor's form over it. */
    updateCampaign: fromPromise<void, CampaignUpdate>(async () => {
      throw new Error('updateCampaign is not provided');
    }),
  },
  guards: {
    canStart: ({ context }) => campaignActions(context.campaign).start,
    canStop: ({ context }) => campaignActions(context.campaign).stop,
    canPause: ({ context }) => campaignActions(context.campaign).pause,
    canResume: ({ context }) => campaignActions(context.campaign).resume,
    canDelete: ({ context }) => campaignActions(context.campaign).delete,
    canResend: ({ context, event }) => campaignActions(context.campaign).resend && event.type === 'RESEND' && event.trackingIds.length > 0,
    isSingleResend: ({ context, event }) => campaignActions(context.campaign).resend && event.type === 'RESEND' && event.trackingIds.length === 1,
    hasCampaign: ({ context }) => context.campaign !== null,
    isWizard: ({ context }) => context.input.wizard !== undefined,
    stepValid: ({ context }) => context.step < 4 && stepIsValid(context.step, context.draft),
    notFirstStep: ({ context }) => context.step > 1,
    canToggle: ({ event }) => event.type === 'TOGGLE_FILTER' && event.extname !== ILLEGAL_FILTER,
    canSchedule: ({ context }) => context.step === 4 && context.draft.campaignType !== 'PUSH',
    isDateTime: ({ event }) => event.type === 'SCHEDULE_AT' && isScheduleDateTime(event.at),
    readyToStart: ({ context }) => context.step === 4 && stepsValidTo(4, context.draft),
    editorValid: ({ context }) => editorIsValid(context.draft),
  },
  actions: {
    keepCampaign: assign(({ event }) => ({ campaign: (event as unknown as { output: CampaignView }).output, error: null })),
    keepError: assign(({ event }) => ({ error: messageOf((event as unknown as { error: unknown }).error), confirmation: null })),
    keepTrackings: assign(({ event }) => (event.type === 'RESEND' ? { trackingIds: [...event.trackingIds] } : {})),
    askStart: assign(({ context }) => ({ confirmation: startConfirmation(context.campaign!, context.input.timeZone), error: null })),
    askStop: assign({ confirmation: { id: 'campaign.confirm.stop', values: {} } as CampaignConfirmation, error: null }),
    askDelete: assign({ confirmation: { id: 'campaign.confirm.delete', values: {} } as CampaignConfirmation, error: null }),
    askResend: assign({ confirmation: { id: 'campaign.confirm.resend', values: {} } as CampaignConfirmation, error: null }),
    clearNotice: assign({ confirmation: null, error: null }),
    forget: assign({ confirmation: null, trackingIds: [] }),
    editDraft: assign(({ context, event }) => (event.type === 'EDIT' ? { draft: applyPatch(context.draft, event.patch) } : {})),
    toggleFilter: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE_FILTER') return {};
      const on = context.draft.mailFilters.includes(event.extname);
      return { draft: { ...context.draft, mailFilters: on ? context.draft.mailFilters.filter((f) => f !== event.extname) : [...context.draft.mailFilters, event.extname] } };
    }),
    removeRecipients: assign(({ context, event }) =>
      event.type === 'REMOVE_RECIPIENTS' ? { draft: { ...context.draft, deletedRecipients: [...new Set([...context.draft.deletedRecipients, ...event.ids])] } } : {},
    ),
    keepCount: assign(({ event }) => (event.type === 'COUNTED' ? { recipientCount: event.count } : {})),
    nextStep: assign(({ context }) => ({ step: (context.step + 1) as WizardStep, error: null })),
    previousStep: assign(({ context }) => ({ step: (context.step - 1) as WizardStep, error: null })),
    keepSchedule: assign(({ context, event }) => (event.type === 'SCHEDULE_AT' ? { draft: { ...context.draft, scheduledStart: new Date(event.at).toISOString() } } : {})),
    unschedule: assign(({ context }) => ({ draft: { ...context.draft, scheduledStart: null } })),
    askWizardStart: assign(({ context }) => ({ confirmation: wizardStartConfirmation(context, context.input.timeZone), error: null })),
    openEditor: assign(({ event }) => (event.type === 'EDIT_CAMPAIGN' ? { draft: event.draft, error: null, confirmation: null } : {})),
    closeEditor: assign({ draft: () => emptyDraft(), error: null }),
    countUpdate: assign(({ context }) => ({ updates: context.updates + 1, draft: emptyDraft() })),
    keepCreated: assign(({ event }) => ({ created: (event as unknown as { output: CreatedCampaign }).output, confirmation: null })),
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({ input, campaign: null, confirmation: null, trackingIds: [], error: null, draft: emptyDraft(), step: 1, recipientCount: null, created: null, updates: 0 }),
  initial: 'opening',
  states: {
    /** A campaign id opens the details; the wizard's input a new campaign. */
    opening: {
      always: [{ guard: 'isWizard', target: 'wizard' }, { target: 'loading' }],
    },
    wizard: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { actions: 'editDraft' },
            TOGGLE_FILTER: { guard: 'canToggle', actions: 'toggleFilter' },
            REMOVE_RECIPIENTS: { actions: 'removeRecipients' },
            COUNTED: { actions: 'keepCount' },
            NEXT: { guard: 'stepValid', actions: 'nextStep' },
            BACK: { guard: 'notFirstStep', actions: 'previousStep' },
            SCHEDULE: { guard: 'canSchedule', target: 'scheduling' },
            UNSCHEDULE: { actions: 'unschedule' },
            START: { guard: 'readyToStart', target: 'confirming', actions: 'askWizardStart' },
            DISMISS: { actions: 'clearNotice' },
          },
        },
        /** The schedule dialog: it closes with a datetime, or cancelled. */
        scheduling: {
          on: { SCHEDULE_AT: { guard: 'isDateTime', target: 'editing', actions: 'keepSchedule' }, CANCEL: 'editing' },
        },
        confirming: { on: { CONFIRM: 'creating', CANCEL: { target: 'editing', actions: 'forget' } } },
        creating: {
          entry: 'clearNotice',
          invoke: {
            id: 'createCampaign',
            src: 'createCampaign',
            input: ({ context }) => ({ surveyExtName: context.input.surveyExtName, ...context.input.wizard!, draft: context.draft }),
            onDone: { target: '#campaign.created', actions: 'keepCreated' },
            onError: { target: 'editing', actions: 'keepError' },
          },
        },
      },
    },
    /** The wizard's campaign runs (or waits for its start): the screen says so and opens the campaign overview. */
    created: { type: 'final' },
    loading: {
      entry: 'forget',
      invoke: {
        id: 'loadCampaign',
        src: 'loadCampaign',
        input: ({ context }) => ref(context),
        onDone: { target: 'ready', actions: 'keepCampaign' },
        // A failed reload keeps the campaign on screen.
        onError: [
          { guard: 'hasCampaign', target: 'failed', actions: 'keepError' },
          { target: 'loadFailed', actions: 'keepError' },
        ],
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: actions,
    },
    /** The server's message is shown; the campaign stays as it was. */
    failed: {
      on: { ...actions, DISMISS: { target: 'ready', actions: 'clearNotice' } },
    },
    confirmingStart: { on: { CONFIRM: 'starting', CANCEL: { target: 'ready', actions: 'forget' } } },
    confirmingStop: { on: { CONFIRM: 'stopping', CANCEL: { target: 'ready', actions: 'forget' } } },
    confirmingDelete: { on: { CONFIRM: 'deleting', CANCEL: { target: 'ready', actions: 'forget' } } },
    confirmingResend: { on: { CONFIRM: 'resending', CANCEL: { target: 'ready', actions: 'forget' } } },
    starting: changing('startCampaign'),
    stopping: changing('stopCampaign'),
    pausing: changing('pauseCampaign'),
    resuming: changing('resumeCampaign'),
    resending: {
      entry: 'clearNotice',
      invoke: {
        id: 'resendTrackings',
        src: 'resendTrackings',
        input: ({ context }) => ({ ...ref(context), trackingIds: context.trackingIds }),
        onDone: 'loading',
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    deleting: {
      entry: 'clearNotice',
      invoke: {
        id: 'deleteCampaign',
        src: 'deleteCampaign',
        input: ({ context }) => ref(context),
        onDone: 'deleted',
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    /** The screen returns to the campaign list. */
    deleted: { type: 'final' },
    /** The editor dialog: the wizard's form over the saved campaign. */
    editor: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { actions: 'editDraft' },
            TOGGLE_FILTER: { guard: 'canToggle', actions: 'toggleFilter' },
            UPDATE: { guard: 'editorValid', target: 'updating' },
            CANCEL: { target: '#campaign.ready', actions: 'closeEditor' },
            DISMISS: { actions: 'clearNotice' },
          },
        },
        updating: {
          entry: 'clearNotice',
          invoke: {
            id: 'updateCampaign',
            src: 'updateCampaign',
            input: ({ context }) => ({ ...ref(context), draft: context.draft }),
            onDone: { target: '#campaign.loading', actions: 'countUpdate' },
            onError: { target: 'editing', actions: 'keepError' },
          },
        },
      },
    },
  },
});
