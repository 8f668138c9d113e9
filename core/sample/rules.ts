/**
 * The sample detail page's rules (spec 1 sections 4 and 5, spec 2 section 5), written once for the server that
 * enforces them, the state machine that guards with them and the page that shows the buttons they allow.
 */
import { isIsoDate } from '../dates';

/** stateQuestion values: 0 completed, 1 new, 2 approved, 3 unapproved, 4 cancelled. */
export const SAMPLE_STATE = { completed: 0, new: 1, approved: 2, unapproved: 3, cancelled: 4 } as const;
export type SampleState = (typeof SAMPLE_STATE)[keyof typeof SAMPLE_STATE];
export const SAMPLE_STATES: readonly SampleState[] = [0, 1, 2, 3, 4];

/** What a user can do to a sample through the details call (delete has its own call). */
export const SAMPLE_ACTIONS = ['approve', 'cancel', 'unapprove', 'update', 'resendEmail', 'resendSms'] as const;
export type SampleAction = (typeof SAMPLE_ACTIONS)[number];

export const QUESTION_TYPES = ['SingleChoice', 'MultiChoice2', 'Date', 'EventDate', 'Email', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Question component data (spec 2 section 3). */
export interface QuestionComponent {
  questionId: string;
  type: QuestionType;
  title: string;
  choices?: { extname: string; title: string }[];
  value?: string | null;
  values?: string[];
  optional?: boolean;
  disabled?: boolean;
  cancelledComment?: boolean;
}

export interface QuestionGroup {
  title: string;
  fields: QuestionComponent[];
  /** Shown only while the sample is cancelled. */
  cancelledComment?: boolean;
  /** Shown only while the sample is approved. */
  approvedComment?: boolean;
}

/** The server flags the buttons depend on (spec 1 section 3, Sample). */
export interface SampleFlags {
  state: number;
  /** The fields may be edited (update). */
  canEditState: boolean;
  /** The state may change (approve, unapprove, cancel); when absent, as canEditState. */
  canChangeState?: boolean;
  canCancelSamples: boolean;
  canPostpone: boolean;
  hasSampleExtendedState: boolean;
  showApproveButtonInState2: boolean;
  showApproveButtonInState3: boolean;
  canResendEmail: boolean;
  canResendSMS: boolean;
  isResendDisabled: boolean;
}

const changesState = (s: SampleFlags) => s.canChangeState ?? s.canEditState;

/** Approve (to 2): the state may change and it is new, or approved / unapproved when the configuration says so. */
export function canApprove(s: SampleFlags): boolean {
  if (!changesState(s)) return false;
  return s.state === SAMPLE_STATE.new || (s.state === SAMPLE_STATE.approved && s.showApproveButtonInState2) || (s.state === SAMPLE_STATE.unapproved && s.showApproveButtonInState3);
}

/** Cancel (to 4): the state may change, not cancelled already, and cancelling allowed. */
export function canCancel(s: SampleFlags): boolean {
  return changesState(s) && s.state !== SAMPLE_STATE.cancelled && s.canCancelSamples;
}

/** Unapprove (to 3, with an evaluation period): the state may change, not unapproved already, postponing allowed, an extended state exists. */
export function canUnapprove(s: SampleFlags): boolean {
  return changesState(s) && s.state !== SAMPLE_STATE.unapproved && s.canPostpone && s.hasSampleExtendedState;
}

/** Update saves the fields without a state change. */
export function canUpdate(s: SampleFlags): boolean {
  return s.canEditState;
}

export function canResendEmail(s: SampleFlags): boolean {
  return s.canResendEmail && !s.isResendDisabled;
}

export function canResendSms(s: SampleFlags): boolean {
  return s.canResendSMS && !s.isResendDisabled;
}

/** Delete is for root only, and once used it stays disabled (the sample is gone). */
export function canDelete(isRoot: boolean, deleteUsed: boolean): boolean {
  return isRoot && !deleteUsed;
}

export const ACTION_ALLOWED: Record<SampleAction, (s: SampleFlags) => boolean> = {
  approve: canApprove,
  cancel: canCancel,
  unapprove: canUnapprove,
  update: canUpdate,
  resendEmail: canResendEmail,
  resendSms: canResendSms,
};

/** The state an action leaves the sample in. */
export function targetState(action: SampleAction, current: number): number {
  if (action === 'approve') return SAMPLE_STATE.approved;
  if (action === 'cancel') return SAMPLE_STATE.cancelled;
  if (action === 'unapprove') return SAMPLE_STATE.unapproved;
  return current;
}

/** The sample editor's state buttons (spec 2 section 4): the action whose rule a change to each state follows. */
export const STATE_CHANGE_ACTION: Partial<Record<number, SampleAction>> = {
  [SAMPLE_STATE.approved]: 'approve',
  [SAMPLE_STATE.unapproved]: 'unapprove',
  [SAMPLE_STATE.cancelled]: 'cancel',
};

/** The state buttons a sample's editor offers: one per state change the rules allow from the sample's state. */
export function stateButtons(s: SampleFlags): { fromState: number; toState: number; action: SampleAction }[] {
  return Object.entries(STATE_CHANGE_ACTION)
    .filter(([, action]) => ACTION_ALLOWED[action!](s))
    .map(([toState, action]) => ({ fromState: s.state, toState: Number(toState), action: action! }));
}

/** A group flagged with a comment flag is shown only in that state (spec 2 section 5). */
export function groupVisible(group: Pick<QuestionGroup, 'cancelledComment' | 'approvedComment'>, state: number): boolean {
  if (group.cancelledComment && state !== SAMPLE_STATE.cancelled) return false;
  if (group.approvedComment && state !== SAMPLE_STATE.approved) return false;
  return true;
}

/** A question with a cancelled comment is hidden unless the sample is cancelled. */
export function fieldVisible(field: Pick<QuestionComponent, 'cancelledComment'>, state: number): boolean {
  return !field.cancelledComment || state === SAMPLE_STATE.cancelled;
}

/** Question ids of the three state questions, next to the group fields in the answers. */
export const STATE_QUESTION_ID = 'state';
export const EVAL_PERIOD_QUESTION_ID = 'evalPeriod';
export const SUB_STATE_QUESTION_ID = 'subState';

/** The messages of the validation answer; the page shows them through `sample.validate.<code>`. */
export const VALIDATE_ERROR = {
  mandatory: 'VALIDATE_ERROR_MANDATORY',
  email: 'VALIDATE_ERROR_EMAIL',
  date: 'VALIDATE_ERROR_DATE',
  choice: 'VALIDATE_ERROR_CHOICE',
  phone: 'VALIDATE_ERROR_PHONE',
} as const;
export type ValidateError = (typeof VALIDATE_ERROR)[keyof typeof VALIDATE_ERROR];

export type Answer = string | string[] | null;
export type Answers = Record<string, Answer>;
export type QuestionIdToMessages = Record<string, string[]>;

/** A standard e-mail address: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

function isEmpty(answer: Answer | undefined): boolean {
  if (answer === null || answer === undefined) return true;
  if (Array.isArray(answer)) return answer.length === 0;
  return answer.trim() === '';
}

/** The answer a field starts with: its value, or its values for a multiple choice. */
export function initialAnswer(field: QuestionComponent): Answer {
  return field.type === 'MultiChoice2' ? [...(field.values ?? [])] : (field.value ?? null);
}

/** Why one answer to one question is not acceptable; [] when it is. */
export function validateField(field: QuestionComponent, answer: Answer | undefined, mandatory = !field.optional): string[] {
  if (isEmpty(answer)) return mandatory ? [VALIDATE_ERROR.mandatory] : [];
  const choiceIds = new Set((field.choices ?? []).map((c) => c.extname));
  if (field.type === 'MultiChoice2') {
    const values = Array.isArray(answer) ? answer : [answer as string];
    return values.every((v) => choiceIds.has(v)) ? [] : [VALIDATE_ERROR.choice];
  }
  if (Array.isArray(answer)) return [VALIDATE_ERROR.choice];
  const text = (answer as string).trim();
  if (field.type === 'SingleChoice') return choiceIds.has(text) ? [] : [VALIDATE_ERROR.choice];
  if (field.type === 'Email') return isEmail(text) ? [] : [VALIDATE_ERROR.email];
  if (field.type === 'Date' || field.type === 'EventDate') return isIsoDate(text) ? [] : [VALIDATE_ERROR.date];
  return [];
}

/** What the validation of an action looks at: the form as the server described it. */
export interface SampleForm {
  state: number;
  groups: QuestionGroup[];
  evalPeriodQuestion: QuestionComponent | null;
  subStateQuestion: QuestionComponent | null;
  /** The question ids the resend actions send to. */
  emailQuestionId?: string | null;
  smsQuestionId?: string | null;
}

/** The fields the user may change in the sample's state: visible and not disabled. */
export function editableFields(form: SampleForm): QuestionComponent[] {
  const fields = form.groups.filter((g) => groupVisible(g, form.state)).flatMap((g) => g.fields.filter((f) => fieldVisible(f, form.state)));
  for (const q of [form.evalPeriodQuestion, form.subStateQuestion]) if (q) fields.push(q);
  return fields.filter((f) => !f.disabled);
}

function findField(form: SampleForm, questionId: string | null | undefined): QuestionComponent | null {
  if (!questionId) return null;
  return form.groups.flatMap((g) => g.fields).find((f) => f.questionId === questionId) ?? null;
}

/**
 * Validates an action's answers: every editable question of the form (cancel checks none: a wrong record is
 * cancelled as it is); unapprove needs an evaluation period; a resend needs a valid address to send to.
 */
export function validateSample(form: SampleForm, action: SampleAction, answers: Answers): QuestionIdToMessages {
  const out: QuestionIdToMessages = {};
  const add = (id: string, messages: string[]) => {
    if (messages.length) out[id] = [...new Set([...(out[id] ?? []), ...messages])];
  };
  if (action === 'cancel') return out;
  for (const field of editableFields(form)) {
    const mandatory = field.questionId === EVAL_PERIOD_QUESTION_ID ? action === 'unapprove' : !field.optional;
    add(field.questionId, validateField(field, answers[field.questionId], mandatory));
  }
  if (action === 'resendEmail') {
    const field = findField(form, form.emailQuestionId);
    const answer = field && !field.disabled ? answers[field.questionId] : field ? initialAnswer(field) : null;
    if (field) add(field.questionId, validateField(field, answer, true));
  }
  if (action === 'resendSms') {
    const field = findField(form, form.smsQuestionId);
    const answer = field && !field.disabled ? answers[field.questionId] : field ? initialAnswer(field) : null;
    if (field) add(field.questionId, isEmpty(answer) ? [VALIDATE_ERROR.mandatory] : isPhone(String(answer)) ? [] : [VALIDATE_ERROR.phone]);
  }
  return out;
}

export interface TablePanel {
  title: string;
  columns: { extname: string; title: string; rightAlign?: boolean }[];
  rows: { cells: (string | number | null)[] }[];
}

/** The Sample entity the details calls answer (schemas/api/sample.schema.json). */
export interface SampleEntity extends SampleFlags, SampleForm {
  sampleId: number;
  unitName: string;
  unitPath: string;
  interviewId: number | null;
  stateQuestion: QuestionComponent;
  tableGroups: TablePanel[];
  /** Root only. */
  canDelete: boolean;
  /** The role lacks canViewAnon: the contact fields came empty and read-only. */
  contactHidden?: boolean;
  emailQuestionId: string | null;
  smsQuestionId: string | null;
}

export function hasMessages(messages: QuestionIdToMessages): boolean {
  return Object.values(messages).some((m) => m.length > 0);
}
