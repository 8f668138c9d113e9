/**
 * Action states, the action form's rule and the evaluation's verdict (spec 2 sections 4 and 5, Action form). One
 * pure module: the action machine checks a form with it before saving, and the server checks the same payload again.
 */

/** Numeric action states (spec 2 section 4): 0 open, 1 completed, 2 failed. Only open actions can change. */
export const ACTION_OPEN = 0;
export const ACTION_COMPLETED = 1;
export const ACTION_FAILED = 2;
export type ActionState = typeof ACTION_OPEN | typeof ACTION_COMPLETED | typeof ACTION_FAILED;

/** What the form holds when checked; empty strings and null count as not filled in. */
export interface ActionForm {
  extname: string | null;
  periodStartDate: string | null;
  deadline: string | null;
  goal: number | string | null;
}

/** The limits of the chosen actionable item (goalMin, goalMax); the range applies only when both are set. */
export interface GoalRange {
  goalMin?: number | null;
  goalMax?: number | null;
}

/**
 * Why a field was refused: mandatory (VALIDATE_ERROR_MANDATORY), range ('Value must be between {min} and {max}'),
 * number (a goal that is not a number) and deadlineBeforeStart (a deadline before the from date).
 */
export type ActionFieldError = { error: 'mandatory' } | { error: 'number' } | { error: 'range'; min: number; max: number } | { error: 'deadlineBeforeStart' };
export type ActionField = keyof ActionForm;
export type ActionErrors = Partial<Record<ActionField, ActionFieldError>>;

const filled = (v: string | number | null | undefined) => v !== null && v !== undefined && String(v).trim() !== '';

/** A goal as a number, or null when it is not one ('', 'abc', NaN, Infinity). */
export function goalNumber(goal: number | string | null | undefined): number | null {
  if (!filled(goal)) return null;
  const n = typeof goal === 'number' ? goal : Number(String(goal).trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function validateActionForm(form: ActionForm, range: GoalRange | null): ActionErrors {
  const errors: ActionErrors = {};
  if (!filled(form.extname)) errors.extname = { error: 'mandatory' };
  if (!filled(form.periodStartDate)) errors.periodStartDate = { error: 'mandatory' };
  if (!filled(form.deadline)) errors.deadline = { error: 'mandatory' };
  else if (filled(form.periodStartDate) && form.deadline! < form.periodStartDate!) errors.deadline = { error: 'deadlineBeforeStart' };
  if (!filled(form.goal)) errors.goal = { error: 'mandatory' };
  else {
    const goal = goalNumber(form.goal);
    const { goalMin, goalMax } = range ?? {};
    if (goal === null) errors.goal = { error: 'number' };
    else if (typeof goalMin === 'number' && typeof goalMax === 'number' && (goal < goalMin || goal > goalMax)) errors.goal = { error: 'range', min: goalMin, max: goalMax };
  }
  return errors;
}

export function hasActionErrors(errors: ActionErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A hair of tolerance, as the goal colours have (2.2 - 2 is 0.2000000000000002 in floating point). */
const EPS = 1e-9;

/**
 * The verdict on an action at its deadline: completed when the value over the action period reached the goal
 * (at or above it; at or below it for an inverse variable, where lower is better), failed otherwise and when there
 * is no value at all.
 */
export function verdict(value: number | null, goal: number, inverse: boolean): typeof ACTION_COMPLETED | typeof ACTION_FAILED {
  if (value === null) return ACTION_FAILED;
  const reached = inverse ? value <= goal + EPS : value >= goal - EPS;
  return reached ? ACTION_COMPLETED : ACTION_FAILED;
}

/** True when an open action's deadline (a day it still includes) lies before `today`. */
export function isPastDeadline(deadline: string, today: string): boolean {
  return deadline < today;
}
