import { assign, fromPromise, setup } from 'xstate';
import {
  canApprove,
  canCancel,
  canDelete,
  canResendEmail,
  canResendSms,
  canUnapprove,
  canUpdate,
  editableFields,
  STATE_CHANGE_ACTION,
  ACTION_ALLOWED,
  hasMessages,
  initialAnswer,
  validateSample,
  type Answer,
  type Answers,
  type QuestionIdToMessages,
  type SampleAction,
  type SampleEntity,
} from '../core/sample/rules';
import { messageOf } from './errorMessage';

/**
 * The sample detail page (spec 1 section 4, Sample states) and the sample editor dialog (spec 2 section 4, Sample
 * state change: a state button sends STATE_CHANGE with its toState, which follows the rule of the action leading
 * there, core/sample/rules.ts STATE_CHANGE_ACTION): load the sample, edit its answers, and run an action
 * through client validation, then the server's validate call (it proceeds only when questionIdToMessages is
 * empty), then the save. Cancel skips validation (a wrong record is cancelled as it is); delete is root only and
 * disabled once used.
 *
 * Side effects are named actors; the page provides the real calls (src/screens/sample/sampleActors.ts), the tests
 * deferred fakes (`machine.provide({ actors })`).
 */

export interface SampleInput {
  surveyExtName: string;
  sampleId: number;
  isRoot: boolean;
}

export interface SampleContext {
  input: SampleInput;
  sample: SampleEntity | null;
  answers: Answers;
  /** Field-level messages (client or server), keyed by questionId. */
  messages: QuestionIdToMessages;
  /** The action being validated or saved. */
  action: SampleAction | null;
  /** The last action that was saved (for the success message). */
  saved: SampleAction | null;
  error: string | null;
  /** The last load failed because the sample does not exist (or no longer): trying again will not help. */
  notFound: boolean;
  deleteUsed: boolean;
}

export type SampleEvent =
  | { type: 'EDIT'; questionId: string; value: Answer }
  | { type: 'APPROVE' }
  | { type: 'CANCEL' }
  | { type: 'UNAPPROVE' }
  | { type: 'UPDATE' }
  | { type: 'RESEND_EMAIL' }
  | { type: 'RESEND_SMS' }
  | { type: 'DELETE' }
  | { type: 'STATE_CHANGE'; toState: number }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

export interface ActionRequest {
  surveyExtName: string;
  sampleId: number;
  action: SampleAction;
  answers: Answers;
}

const EVENT_ACTION: Record<string, SampleAction> = {
  APPROVE: 'approve',
  CANCEL: 'cancel',
  UNAPPROVE: 'unapprove',
  UPDATE: 'update',
  RESEND_EMAIL: 'resendEmail',
  RESEND_SMS: 'resendSms',
};

type Ctx = Pick<SampleContext, 'sample' | 'input' | 'deleteUsed'>;
const withSample = (rule: (s: SampleEntity) => boolean) => (c: Ctx) => c.sample !== null && rule(c.sample);

/** The machine's guards, shared with the page so that a button is shown exactly when its event is taken. */
export const sampleGuards = {
  canApprove: withSample(canApprove),
  canCancel: withSample(canCancel),
  canUnapprove: withSample(canUnapprove),
  canUpdate: withSample(canUpdate),
  canResendEmail: withSample(canResendEmail),
  canResendSms: withSample(canResendSms),
  canDelete: (c: Ctx) => c.sample !== null && canDelete(c.input.isRoot && c.sample.canDelete, c.deleteUsed),
};

export type SampleButton = 'approve' | 'cancel' | 'unapprove' | 'update' | 'resendEmail' | 'resendSms' | 'delete';

/** Which buttons the page shows for a context (the same guards as the machine's). */
export function visibleButtons(c: Ctx): Record<SampleButton, boolean> {
  return {
    approve: sampleGuards.canApprove(c),
    cancel: sampleGuards.canCancel(c),
    unapprove: sampleGuards.canUnapprove(c),
    update: sampleGuards.canUpdate(c),
    resendEmail: sampleGuards.canResendEmail(c),
    resendSms: sampleGuards.canResendSms(c),
    // Root sees delete; once used it stays shown but disabled.
    delete: c.input.isRoot && c.sample?.canDelete === true,
  };
}

/** The answers the page starts with: the stored values of the questions the user may change. */
export function answersOf(sample: SampleEntity): Answers {
  return Object.fromEntries(editableFields(sample).map((f) => [f.questionId, initialAnswer(f)]));
}

/** The action a state button's change runs, when the rules allow it from the sample's state; else null. */
export function stateChangeAction(c: Pick<SampleContext, 'sample'>, toState: number): SampleAction | null {
  const action = STATE_CHANGE_ACTION[toState];
  return action && c.sample !== null && ACTION_ALLOWED[action](c.sample) ? action : null;
}

const request = (c: SampleContext): ActionRequest => ({ surveyExtName: c.input.surveyExtName, sampleId: c.input.sampleId, action: c.action!, answers: c.answers });

export const sampleStateMachine = setup({
  types: {
    context: {} as SampleContext,
    events: {} as SampleEvent,
    input: {} as SampleInput,
  },
  actors: {
    /** GET vuejs/sample/details/{survey}/{sampleId}. */
    loadSample: fromPromise<SampleEntity, { surveyExtName: string; sampleId: number }>(async () => {
      throw new Error('loadSample is not provided');
    }),
    /** POST vuejs/sample/validate/{survey}/{sampleId}/{action}. */
    validateOnServer: fromPromise<{ questionIdToMessages: QuestionIdToMessages }, ActionRequest>(async () => {
      throw new Error('validateOnServer is not provided');
    }),
    /** POST vuejs/sample/details/{survey}/{sampleId}: answers the new sample. */
    saveSample: fromPromise<SampleEntity, ActionRequest>(async () => {
      throw new Error('saveSample is not provided');
    }),
    /** GET vuejs/sample/delete/{survey}/{sampleId}. */
    deleteSample: fromPromise<unknown, { surveyExtName: string; sampleId: number }>(async () => {
      throw new Error('deleteSample is not provided');
    }),
  },
  guards: {
    canApprove: ({ context }) => sampleGuards.canApprove(context),
    canCancel: ({ context }) => sampleGuards.canCancel(context),
    canUnapprove: ({ context }) => sampleGuards.canUnapprove(context),
    canUpdate: ({ context }) => sampleGuards.canUpdate(context),
    canResendEmail: ({ context }) => sampleGuards.canResendEmail(context),
    canResendSms: ({ context }) => sampleGuards.canResendSms(context),
    canDelete: ({ context }) => sampleGuards.canDelete(context),
    canChangeState: ({ context, event }) => event.type === 'STATE_CHANGE' && stateChangeAction(context, event.toState) !== null,
    /** A change to cancelled takes the record as it is, like CANCEL. */
    changesToCancelled: ({ context, event }) => event.type === 'STATE_CHANGE' && stateChangeAction(context, event.toState) === 'cancel',
    clientInvalid: ({ context }) => hasMessages(context.messages),
    serverInvalid: ({ event }) => hasMessages((event as unknown as { output: { questionIdToMessages: QuestionIdToMessages } }).output.questionIdToMessages),
  },
  actions: {
    keepSample: assign(({ event }) => {
      const sample = (event as unknown as { output: SampleEntity }).output;
      return { sample, answers: answersOf(sample), messages: {}, error: null };
    }),
    keepSaved: assign(({ context }) => ({ saved: context.action, action: null })),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const { [event.questionId]: _cleared, ...messages } = context.messages;
      return { answers: { ...context.answers, [event.questionId]: event.value }, messages };
    }),
    startAction: assign(({ context, event }) => ({
      action: event.type === 'STATE_CHANGE' ? stateChangeAction(context, event.toState) : (EVENT_ACTION[event.type] ?? null),
      error: null,
      saved: null,
    })),
    validateOnClient: assign(({ context }) => ({ messages: context.sample ? validateSample(context.sample, context.action!, context.answers) : {} })),
    keepServerMessages: assign(({ event }) => ({ messages: (event as unknown as { output: { questionIdToMessages: QuestionIdToMessages } }).output.questionIdToMessages })),
    keepError: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return { error: messageOf(error), notFound: (error as { status?: unknown } | null)?.status === 404 };
    }),
    useDelete: assign({ deleteUsed: true, error: null, saved: null, action: null }),
    clearNotice: assign({ error: null, saved: null }),
  },
}).createMachine({
  id: 'sample',
  context: ({ input }) => ({ input, sample: null, answers: {}, messages: {}, action: null, saved: null, error: null, notFound: false, deleteUsed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSample',
        src: 'loadSample',
        input: ({ context }) => ({ surveyExtName: context.input.surveyExtName, sampleId: context.input.sampleId }),
        onDone: { target: 'viewing', actions: 'keepSample' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    viewing: {
      initial: 'idle',
      on: {
        EDIT: { actions: 'edit' },
        APPROVE: { guard: 'canApprove', target: 'validatingClient', actions: 'startAction' },
        UNAPPROVE: { guard: 'canUnapprove', target: 'validatingClient', actions: 'startAction' },
        UPDATE: { guard: 'canUpdate', target: 'validatingClient', actions: 'startAction' },
        RESEND_EMAIL: { guard: 'canResendEmail', target: 'validatingClient', actions: 'startAction' },
        RESEND_SMS: { guard: 'canResendSms', target: 'validatingClient', actions: 'startAction' },
        // The page asks for confirmation first; a cancel takes the record as it is.
        CANCEL: { guard: 'canCancel', target: 'saving', actions: 'startAction' },
        DELETE: { guard: 'canDelete', target: 'deleting', actions: 'useDelete' },
        STATE_CHANGE: [
          { guard: 'changesToCancelled', target: 'saving', actions: 'startAction' },
          { guard: 'canChangeState', target: 'validatingClient', actions: 'startAction' },
        ],
        DISMISS: { target: '.idle', actions: 'clearNotice' },
      },
      states: {
        idle: {},
        /** Shows the success message until dismissed or the next action. */
        saved: {},
        /** The save, validate or delete call failed: the message is shown, the form kept. */
        failed: {},
      },
    },
    validatingClient: {
      entry: 'validateOnClient',
      always: [{ guard: 'clientInvalid', target: 'viewing' }, { target: 'validatingServer' }],
    },
    validatingServer: {
      invoke: {
        id: 'validateOnServer',
        src: 'validateOnServer',
        input: ({ context }) => request(context),
        onDone: [{ guard: 'serverInvalid', target: 'viewing', actions: 'keepServerMessages' }, { target: 'saving' }],
        onError: { target: 'viewing.failed', actions: 'keepError' },
      },
    },
    saving: {
      invoke: {
        id: 'saveSample',
        src: 'saveSample',
        input: ({ context }) => request(context),
        onDone: { target: 'viewing.saved', actions: ['keepSample', 'keepSaved'] },
        onError: { target: 'viewing.failed', actions: 'keepError' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteSample',
        src: 'deleteSample',
        input: ({ context }) => ({ surveyExtName: context.input.surveyExtName, sampleId: context.input.sampleId }),
        onDone: { target: 'deleted' },
        onError: { target: 'viewing.failed', actions: 'keepError' },
      },
    },
    /** The page goes back to where it came from. */
    deleted: { type: 'final' },
  },
});
