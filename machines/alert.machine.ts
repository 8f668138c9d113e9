import { assign, fromPromise, setup } from 'xstate';
import {
  ALERT_CLOSED,
  hasErrors,
  validateAlertSave,
  type AlertErrors,
  type AlertSave,
} from '../core/alerts/validation.ts';
import type { AlertDetails, AlertQuestion } from '../core/alerts/types.ts';

/**
 * The alert page (spec 1 sections 2.8, 4 and 5): load the alert, edit it (the closed checkbox starts checked when
 * the state is 3), check the save with the shared rule (core/alerts/validation.ts: the server checks it again),
 * save, and say what became of it: solved ('alert closed') when closed was checked, otherwise processing.
 * Cancel discards the edits.
 *
 * The two side effects are named actors; the app provides the real calls (src/screens/alerts/alertActors.ts),
 * the tests deferred fakes (`machine.provide({ actors })`).
 */

/** The parts of the server's Alert entity (core/alerts/types.ts) the machine reads. */
export type AlertEntity = Pick<AlertDetails, 'id' | 'alertState' | 'canModify' | 'enableCloseAndSave'> & {
  questions: (Pick<AlertQuestion, 'questionId' | 'type' | 'selected' | 'value'> & { reasons: { choiceId: number }[] })[];
};

export interface AlertForm {
  isClosed: boolean;
  newComment: string;
  /** Per question: the chosen reason (0 for none) and the typed value. */
  answers: Record<string, { choiceId: number; value: string }>;
}

export interface AlertInput {
  surveyExtName: string;
  alertId: number;
}

/** What the last save did, for the snackbar. */
export type AlertSavedMessage = 'closed' | 'processing';

export interface AlertContext {
  input: AlertInput;
  alert: AlertEntity | null;
  form: AlertForm;
  errors: AlertErrors;
  message: AlertSavedMessage | null;
  /** Why the alert could not be loaded (shown with Retry). */
  loadError: unknown;
  /** Why the last save failed (shown above the buttons; the edits stay). */
  saveError: unknown;
}

export type AlertEvent =
  | { type: 'SET_CLOSED'; value: boolean }
  | { type: 'SET_COMMENT'; value: string }
  | { type: 'SELECT'; questionId: string; choiceId: number }
  | { type: 'SET_VALUE'; questionId: string; value: string }
  | { type: 'SAVE' }
  | { type: 'CLOSE_AND_SAVE' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

const EMPTY_FORM: AlertForm = { isClosed: false, newComment: '', answers: {} };

/** The form as the alert stands: closed checked for state 3, the saved answers, no new comment. */
export function formOf(alert: AlertEntity): AlertForm {
  return {
    isClosed: alert.alertState === ALERT_CLOSED,
    newComment: '',
    answers: Object.fromEntries(alert.questions.map((q) => [q.questionId, { choiceId: q.selected, value: q.value }])),
  };
}

/** The save payload of spec 1 section 3: a choice for choice questions, a value for the others. */
export function savePayload(alert: AlertEntity, form: AlertForm): AlertSave {
  return {
    isClosed: form.isClosed,
    newComment: form.newComment,
    selections: alert.questions.map((q) => {
      const a = form.answers[q.questionId] ?? { choiceId: 0, value: '' };
      return q.type === 'choice' ? { questionId: q.questionId, choiceId: a.choiceId } : { questionId: q.questionId, value: a.value };
    }),
  };
}

function withoutError(errors: AlertErrors, field: string): AlertErrors {
  if (!(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
}

/** The form with one answer changed; that question's error goes, as does the last save's message. */
function answered(context: AlertContext, questionId: string, patch: Partial<AlertForm['answers'][string]>): Partial<AlertContext> {
  const answer = { ...(context.form.answers[questionId] ?? { choiceId: 0, value: '' }), ...patch };
  return { form: { ...context.form, answers: { ...context.form.answers, [questionId]: answer } }, errors: withoutError(context.errors, questionId), message: null };
}

/** Editing events, the same in editing and saved (an edit after a save starts the next one). */
const edits = {
  SET_CLOSED: { guard: 'canModify', target: '#alert.editing', actions: 'setClosed' },
  SET_COMMENT: { guard: 'canModify', target: '#alert.editing', actions: 'setComment' },
  SELECT: { guard: 'canModify', target: '#alert.editing', actions: 'select' },
  SET_VALUE: { guard: 'canModify', target: '#alert.editing', actions: 'setValue' },
  SAVE: { guard: 'canModify', target: '#alert.validating' },
  CLOSE_AND_SAVE: { guard: 'canCloseAndSave', target: '#alert.validating', actions: 'checkClosed' },
  CANCEL: { target: '#alert.editing', actions: 'discard' },
} as const;

export const alertMachine = setup({
  types: {
    context: {} as AlertContext,
    events: {} as AlertEvent,
    input: {} as AlertInput,
  },
  actors: {
    /** vuejs/alert/details/{survey}/{id}. */
    loadAlert: fromPromise<AlertEntity, AlertInput>(async () => {
      throw new Error('loadAlert is not provided');
    }),
    /** vuejs/alert/update/{survey}/{id}: answers the alert as it now stands. */
    saveAlert: fromPromise<AlertEntity, AlertInput & { payload: AlertSave }>(async () => {
      throw new Error('saveAlert is not provided');
    }),
  },
  guards: {
    canModify: ({ context }) => Boolean(context.alert?.canModify),
    canCloseAndSave: ({ context }) => Boolean(context.alert?.canModify && context.alert.enableCloseAndSave),
    isValid: ({ context }) => !hasErrors(context.errors),
  },
  actions: {
    setClosed: assign(({ context, event }) => (event.type === 'SET_CLOSED' ? { form: { ...context.form, isClosed: event.value }, message: null } : {})),
    setComment: assign(({ context, event }) =>
      event.type === 'SET_COMMENT' ? { form: { ...context.form, newComment: event.value }, errors: withoutError(context.errors, 'newComment'), message: null } : {},
    ),
    select: assign(({ context, event }) => (event.type === 'SELECT' ? answered(context, event.questionId, { choiceId: event.choiceId }) : {})),
    setValue: assign(({ context, event }) => (event.type === 'SET_VALUE' ? answered(context, event.questionId, { value: event.value }) : {})),
    checkClosed: assign(({ context }) => ({ form: { ...context.form, isClosed: true } })),
    discard: assign(({ context }) => ({ form: context.alert ? formOf(context.alert) : EMPTY_FORM, errors: {}, saveError: null, message: null })),
    validate: assign(({ context }) => ({
      errors: context.alert ? validateAlertSave(context.alert.questions, savePayload(context.alert, context.form)) : {},
      saveError: null,
      message: null,
    })),
  },
}).createMachine({
  id: 'alert',
  context: ({ input }) => ({ input, alert: null, form: EMPTY_FORM, errors: {}, message: null, loadError: null, saveError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAlert',
        src: 'loadAlert',
        input: ({ context }) => context.input,
        onDone: { target: 'editing', actions: assign(({ event }) => ({ alert: event.output, form: formOf(event.output), errors: {}, loadError: null })) },
        onError: { target: 'error', actions: assign(({ event }) => ({ loadError: event.error })) },
      },
    },
    error: {
      on: { RETRY: 'loading' },
    },
    editing: {
      on: edits,
    },
    validating: {
      entry: 'validate',
      always: [{ guard: 'isValid', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      invoke: {
        id: 'saveAlert',
        src: 'saveAlert',
        input: ({ context }) => ({ ...context.input, payload: savePayload(context.alert!, context.form) }),
        onDone: {
          target: 'saved',
          actions: assign(({ context, event }) => ({
            alert: event.output,
            form: formOf(event.output),
            message: context.form.isClosed ? ('closed' as const) : ('processing' as const),
          })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ saveError: event.error })) },
      },
    },
    saved: {
      on: {
        ...edits,
        DISMISS: { target: 'editing', actions: assign({ message: null }) },
      },
    },
  },
});
