import { assign, fromPromise, setup } from 'xstate';
import { ACTION_OPEN, goalNumber, hasActionErrors, validateActionForm, type ActionErrors } from '../core/actions/rules.ts';
import type { ActionDeleted } from '../schemas/api/action-deleted.gen.ts';
import type { ActionableItem, ActionEditData } from '../schemas/api/action-edit-data.gen.ts';
import type { ActionSave } from '../schemas/api/action-save.gen.ts';
import { messageOf } from './errorMessage';

/**
 * The action edit dialog (spec 2 sections 2 to 5 and 8): load the action (id 0 a new one at the drill unit, `item`
 * a suggestion of that actionable item), edit it when it is open and the user may (otherwise read-only), check the
 * form with the shared rule (core/actions/rules.ts: the server checks the same payload again), save and say
 * ACTION_SAVED, or delete it after a confirmation. A failed save or delete keeps the edits and says why.
 *
 * The three side effects are named actors; the app provides the real calls (saveAction, deleteAction and
 * actionQuery in src/api/actions.ts), the tests deferred fakes (`machine.provide({ actors })`).
 */

export interface ActionInput {
  surveyExtName: string;
  /** 0 for a new action. */
  actionId: number;
  /** The drill path of the unit a new action is written for. */
  drillPath: string;
  /** A suggestion: the actionable item (its extname) the new action is about. */
  item?: string;
}

/** What the user edits: the save payload's editable fields; `comments` is the new comment for the history. */
export type ActionFormValues = Required<Pick<ActionSave, 'extname' | 'goal' | 'periodStartDate' | 'deadline' | 'responsible' | 'comments'>>;
export type ActionEditField = Exclude<keyof ActionFormValues, 'extname'>;

/** The success message of spec 2 section 8. */
export const ACTION_SAVED = 'ACTION_SAVED';

export interface ActionContext {
  input: ActionInput;
  data: ActionEditData | null;
  form: ActionFormValues;
  /** Per field, why the form rule refused it (shown under the field until it is edited). */
  errors: ActionErrors;
  /** ACTION_SAVED after a save, until the next edit or dismissal. */
  message: typeof ACTION_SAVED | null;
  /** Why the load, save or delete failed, readable (the edits stay). */
  error: string | null;
}

export type ActionEvent =
  | { type: 'SELECT_ITEM'; extname: string }
  | { type: 'EDIT'; field: ActionEditField; value: string }
  | { type: 'SAVE' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

const EMPTY_FORM: ActionFormValues = { extname: '', goal: null, periodStartDate: null, deadline: null, responsible: '', comments: '' };

/** The form as the action stands, with no new comment. */
export function formOf(data: ActionEditData): ActionFormValues {
  const u = data.updateData;
  return { extname: u.extname, goal: u.goal, periodStartDate: u.periodStartDate, deadline: u.deadline, responsible: u.responsible, comments: '' };
}

/** The chosen actionable item; its goalMin..goalMax bound the goal. */
export function itemOf(data: ActionEditData, extname: string): ActionableItem | null {
  return data.actionableItems.find((i) => i.extname === extname) ?? null;
}

/** The save payload of spec 2 section 3; a goal that is not a number goes as typed so that the answer names it. */
export function savePayload(data: ActionEditData, form: ActionFormValues): ActionSave {
  const u = data.updateData;
  return {
    id: u.id,
    path: u.path,
    extname: form.extname,
    state: u.state,
    expression: itemOf(data, form.extname)?.expression ?? u.expression,
    goal: goalNumber(form.goal) ?? form.goal,
    periodStartDate: form.periodStartDate || null,
    deadline: form.deadline || null,
    responsible: form.responsible,
    comments: form.comments,
    suggestion: u.suggestion,
  };
}

export function formErrors(data: ActionEditData, form: ActionFormValues): ActionErrors {
  return validateActionForm(form, itemOf(data, form.extname));
}

type Ctx = Pick<ActionContext, 'data' | 'form'>;

/** The machine's guards, shared with the dialog so that what it offers is exactly what the machine takes. */
export const actionGuards = {
  /** Spec 2 section 5: fields are read-only unless the state is 0 and canEdit holds. */
  isEditable: (c: Ctx) => c.data !== null && c.data.updateData.state === ACTION_OPEN && c.data.updateData.canEdit,
  /** The question cannot change on an existing action or a suggestion. */
  canChangeItem: (c: Ctx) => actionGuards.isEditable(c) && c.data!.updateData.id === 0 && !c.data!.updateData.suggestion,
  /** Spec 2 section 2: Delete only when canEdit and the id is not 0. */
  canDelete: (c: Ctx) => c.data !== null && c.data.updateData.canEdit && c.data.updateData.id !== 0,
};

/** What the dialog shows: its title (Add action or Edit action), which parts are locked, Save and Delete. */
export function actionDialog(c: Ctx) {
  const editable = actionGuards.isEditable(c);
  return {
    title: c.data?.updateData.id === 0 ? ('add' as const) : ('edit' as const),
    readOnly: !editable,
    itemLocked: !actionGuards.canChangeItem(c),
    // Save is enabled only when the form is valid and the state is 0.
    saveEnabled: editable && !hasActionErrors(formErrors(c.data!, c.form)),
    deleteShown: actionGuards.canDelete(c),
  };
}

function withoutError(errors: ActionErrors, field: keyof ActionErrors): ActionErrors {
  if (!(field in errors)) return errors;
  const { [field]: _gone, ...rest } = errors;
  return rest;
}

/** Editing events, the same in editing, saved and failed (an edit after a save or a failure starts the next one). */
const edits = {
  SELECT_ITEM: { guard: 'canChangeItem', target: '#action.editing', actions: 'selectItem' },
  EDIT: { guard: 'isEditable', target: '#action.editing', actions: 'edit' },
  SAVE: { guard: 'isEditable', target: '#action.validating' },
  DELETE: { guard: 'canDelete', target: '#action.confirmingDelete' },
} as const;

export const actionMachine = setup({
  types: {
    context: {} as ActionContext,
    events: {} as ActionEvent,
    input: {} as ActionInput,
  },
  actors: {
    /** GET vuejs/actions/getaction/{survey}/{id}/{path}[?item=]. */
    loadAction: fromPromise<ActionEditData, ActionInput>(async () => {
      throw new Error('loadAction is not provided');
    }),
    /** POST vuejs/actions/updateaction/{survey}/{id}: answers the action as it now stands (a new one with its id). */
    saveAction: fromPromise<ActionEditData, { surveyExtName: string; payload: ActionSave }>(async () => {
      throw new Error('saveAction is not provided');
    }),
    /** GET vuejs/actions/deleteaction/{survey}/{id}. */
    deleteAction: fromPromise<ActionDeleted, { surveyExtName: string; actionId: number }>(async () => {
      throw new Error('deleteAction is not provided');
    }),
  },
  guards: {
    isEditable: ({ context }) => actionGuards.isEditable(context),
    canChangeItem: ({ context }) => actionGuards.canChangeItem(context),
    canDelete: ({ context }) => actionGuards.canDelete(context),
    isValid: ({ context }) => !hasActionErrors(context.errors),
  },
  actions: {
    keepAction: assign(({ event }) => {
      const data = (event as unknown as { output: ActionEditData }).output;
      return { data, form: formOf(data), errors: {}, error: null };
    }),
    selectItem: assign(({ context, event }) =>
      event.type === 'SELECT_ITEM' ? { form: { ...context.form, extname: event.extname }, errors: withoutError(withoutError(context.errors, 'extname'), 'goal'), message: null, error: null } : {},
    ),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const errors = event.field === 'goal' || event.field === 'periodStartDate' || event.field === 'deadline' ? withoutError(context.errors, event.field) : context.errors;
      return { form: { ...context.form, [event.field]: event.value }, errors, message: null, error: null };
    }),
    validate: assign(({ context }) => ({ errors: context.data ? formErrors(context.data, context.form) : {}, message: null, error: null })),
    keepError: assign(({ event }) => ({ error: messageOf((event as unknown as { error: unknown }).error) })),
    clearNotice: assign({ message: null, error: null }),
  },
}).createMachine({
  id: 'action',
  context: ({ input }) => ({ input, data: null, form: EMPTY_FORM, errors: {}, message: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAction',
        src: 'loadAction',
        input: ({ context }) => context.input,
        onDone: { target: 'opened', actions: 'keepAction' },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    /** Where the dialog stands with the action as it is: editing, or read-only. */
    opened: {
      always: [{ guard: 'isEditable', target: 'editing' }, { target: 'readOnly' }],
    },
    editing: {
      on: edits,
    },
    readOnly: {
      on: { DELETE: edits.DELETE },
    },
    validating: {
      entry: 'validate',
      always: [{ guard: 'isValid', target: 'saving' }, { target: 'editing' }],
    },
    saving: {
      invoke: {
        id: 'saveAction',
        src: 'saveAction',
        input: ({ context }) => ({ surveyExtName: context.input.surveyExtName, payload: savePayload(context.data!, context.form) }),
        onDone: { target: 'saved', actions: ['keepAction', assign({ message: ACTION_SAVED })] },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    /** Shows ACTION_SAVED until dismissed or the next edit. */
    saved: {
      // A saved action has its id, so its question is fixed: no SELECT_ITEM here.
      on: { EDIT: edits.EDIT, SAVE: edits.SAVE, DELETE: edits.DELETE, DISMISS: { target: 'opened', actions: 'clearNotice' } },
    },
    /** The save or delete failed: the message is shown, the edits kept; SAVE tries again. */
    failed: {
      on: { ...edits, DISMISS: { target: 'opened', actions: 'clearNotice' } },
    },
    /** The dialog asks before deleting. */
    confirmingDelete: {
      on: { CONFIRM_DELETE: 'deleting', CANCEL_DELETE: 'opened' },
    },
    deleting: {
      invoke: {
        id: 'deleteAction',
        src: 'deleteAction',
        input: ({ context }) => ({ surveyExtName: context.input.surveyExtName, actionId: context.data!.updateData.id }),
        onDone: { target: 'deleted' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    /** The dialog closes and the lists read again. */
    deleted: { type: 'final' },
  },
});
