/**
 * Alert states and the alert save rule (spec 1 sections 4 and 5, Alert closing). One pure module: the alert
 * machine checks a save with it before calling the server, and the server checks the same payload again with it.
 */
import type { AlertSave } from '../../schemas/api/alert-save.gen';

/** Numeric alert states (spec 1 section 4): 2 open, 6 processing, 3 solved/closed. */
export const ALERT_OPEN = 2;
export const ALERT_PROCESSING = 6;
export const ALERT_CLOSED = 3;
export type AlertState = typeof ALERT_OPEN | typeof ALERT_PROCESSING | typeof ALERT_CLOSED;
/** The states that count as open (the badges, the ranking's alert link, the segments' counts). */
export const OPEN_ALERT_STATES: readonly AlertState[] = [ALERT_OPEN, ALERT_PROCESSING];

/** Choice questions with this many reasons or more are a dropdown; fewer are radio options (spec 1 section 9). */
export const DROPDOWN_THRESHOLD = 5;

export type AlertQuestionType = 'Text' | 'Number' | 'choice';

export interface AlertQuestionRule {
  questionId: string;
  type: AlertQuestionType;
  /** Choice questions only. Choice 0 means "nothing chosen" and is never offered. */
  reasons?: { choiceId: number }[];
}

export type { AlertSave, AlertSelection } from '../../schemas/api/alert-save.gen';

/**
 * Why a field was refused; the catalogue (spec 1 section 8) says Mandatory, field-is-mandatory and
 * selection-is-mandatory. `number` and `unknownChoice` guard what a hand-made request could send.
 */
export type AlertFieldError = 'mandatory' | 'fieldIsMandatory' | 'selectionIsMandatory' | 'number' | 'unknownChoice';

/** Keyed by `newComment` or the question id; empty when the save may go ahead. */
export type AlertErrors = Record<string, AlertFieldError>;

/** English texts of the errors, for the server's 400 answer (the app shows its own catalogue's texts). */
export const ALERT_ERROR_TEXT: Record<AlertFieldError, string> = {
  mandatory: 'Mandatory',
  fieldIsMandatory: 'This field is mandatory',
  selectionIsMandatory: 'A selection is mandatory',
  number: 'Enter a number',
  unknownChoice: 'This is not one of the options',
};

export const NEW_COMMENT_FIELD = 'newComment';

/** The state a save leads to: closed checked solves the alert, anything else puts it in processing. */
export function stateAfterSave(isClosed: boolean): AlertState {
  return isClosed ? ALERT_CLOSED : ALERT_PROCESSING;
}

/** A trimmed value, or '' for nothing. */
function filled(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * Checks a save. The new comment is always mandatory (blank after trimming counts as empty). The questions are
 * the closing questions: they must be answered when the alert is being closed (text and number need a value,
 * a choice must not be 0); when only saving, whatever is filled in must still be valid.
 */
export function validateAlertSave(questions: readonly AlertQuestionRule[], save: AlertSave): AlertErrors {
  const errors: AlertErrors = {};
  if (!filled(save.newComment)) errors[NEW_COMMENT_FIELD] = 'mandatory';
  const byId = new Map(save.selections.map((s) => [s.questionId, s]));
  for (const q of questions) {
    const s = byId.get(q.questionId);
    if (q.type === 'choice') {
      const choice = s?.choiceId ?? 0;
      if (choice === 0) {
        if (save.isClosed) errors[q.questionId] = 'selectionIsMandatory';
      } else if (!(q.reasons ?? []).some((r) => r.choiceId === choice)) {
        errors[q.questionId] = 'unknownChoice';
      }
      continue;
    }
    const value = filled(s?.value);
    if (!value) {
      if (save.isClosed) errors[q.questionId] = 'fieldIsMandatory';
    } else if (q.type === 'Number' && !Number.isFinite(Number(value.replace(',', '.')))) {
      errors[q.questionId] = 'number';
    }
  }
  return errors;
}

export function hasErrors(errors: AlertErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Days an alert may stay open or processing before it is overdue, when the survey does not say (the spec gives none). */
export const DEFAULT_ALERT_DEADLINE_DAYS = 7;

/** Overdue: not closed and more than `deadlineDays` whole days old (created today is 0 days old). */
export function isOverdue(state: number, ageDays: number, deadlineDays: number): boolean {
  return state !== ALERT_CLOSED && ageDays > deadlineDays;
}
