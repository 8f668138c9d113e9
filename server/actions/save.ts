/**
 * Writing actions: the save (spec 2 section 3, Action save payload) checked by the same rule as the action form
 * (core/actions/rules.ts), a comment entry in the history with the score and goal at that moment, and the delete.
 * Only open actions change; only callers who may edit actions write (config.ts, canEditActions).
 */
import { ACTION_OPEN, goalNumber, hasActionErrors, validateActionForm, type ActionErrors, type ActionFieldError } from '../../core/actions/rules';
import { Conflict, Forbidden, Invalid } from '../errors';
import { text } from '../i18n';
import { drillRequest, type AnalyticsContext } from '../survey/context';
import type { ActionDeleted } from '../../schemas/api/action-deleted.gen';
import type { ActionEditData } from '../../schemas/api/action-edit-data.gen';
import type { ActionSave } from '../../schemas/api/action-save.gen';
import type { ActionSaveError } from '../../schemas/api/action-save-error.gen';
import { getActionAnswer } from './answers';
import { canEditActions, isAnchorable, itemOf, readActionConfig, variableOf } from './config';
import { addHistory, findAction } from './store';
import { effectiveRange, expressionValue } from './value';

function fieldText(locale: string, e: ActionFieldError): string {
  switch (e.error) {
    case 'mandatory':
      return text(locale, 'action.error.mandatory');
    case 'number':
      return text(locale, 'action.error.number');
    case 'range':
      return text(locale, 'action.error.range', { min: e.min, max: e.max });
    case 'deadlineBeforeStart':
      return text(locale, 'action.error.deadlineBeforeStart');
  }
}

/** A save the form rule refused: answered 400 with the message per field in the caller's language. */
export class ActionValidationError extends Invalid {
  constructor(locale: string, errors: ActionErrors) {
    const fields: NonNullable<ActionSaveError['fields']> = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, fieldText(locale, e)]));
    super('invalid_action', `${text(locale, 'action.error.notSaved')} ${Object.entries(fields).map(([field, t]) => `${field}: ${t}`).join('; ')}`, { fields });
  }
}

function mayEdit(ctx: AnalyticsContext): void {
  if (!canEditActions(ctx)) throw new Forbidden('cannot_edit_actions', 'Your role does not allow writing actions.');
}

export async function updateAction(ctx: AnalyticsContext, id: number, save: ActionSave): Promise<ActionEditData> {
  mayEdit(ctx);
  if (save.id !== id) throw new Invalid('id_mismatch', `The payload is action ${save.id}, the path action ${id}.`);
  const cfg = readActionConfig(ctx.sa);
  const existing = id === 0 ? null : await findAction(ctx, id, true);
  if (existing && existing.state !== ACTION_OPEN) throw new Conflict('action_closed', `Action ${id} is closed and can no longer change.`);
  if (existing && save.extname !== existing.item) throw new Invalid('item_fixed', `The question of action ${id} cannot change.`);
  const item = itemOf(cfg, save.extname);
  const errors = validateActionForm({ extname: save.extname, periodStartDate: save.periodStartDate, deadline: save.deadline, goal: save.goal }, item ?? null);
  if (hasActionErrors(errors)) throw new ActionValidationError(ctx.locale, errors);
  if (!existing && !item) throw new Invalid('unknown_item', `Survey "${ctx.survey.extName}" has no actionable item "${save.extname}".`);
  const goal = goalNumber(save.goal)!;
  const from = save.periodStartDate!;
  const deadline = save.deadline!;
  const responsible = (save.responsible ?? '').trim();

  let actionId = id;
  let unit: { id: number; path: string };
  let expression: string;
  if (existing) {
    unit = { id: existing.unitId, path: existing.path };
    expression = existing.expression;
    await ctx.client.query(`update action set goal = $2, period_start = $3, deadline = $4, responsible = $5 where id = $1`, [id, goal, from, deadline, responsible]);
  } else {
    if (!save.path) throw new Invalid('path_required', 'A new action needs the drill path of its unit (path).');
    const { unit: u } = await drillRequest(ctx, save.path);
    if (!isAnchorable(cfg, u)) throw new Forbidden('not_anchorable', `Actions cannot be written at "${u.path}".`);
    unit = u;
    expression = item!.expression;
    variableOf(ctx, expression);
    const { rows } = await ctx.client.query<{ id: number }>(
      `insert into action (universe_id, survey_id, unit_id, item, expression, goal, period_start, deadline, responsible, suggestion, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::int as id`,
      [ctx.universeId, ctx.survey.id, u.id, item!.extname, expression, goal, from, deadline, responsible, save.suggestion ?? false, ctx.userId],
    );
    actionId = rows[0]!.id;
  }
  const comment = (save.comments ?? '').trim();
  if (comment) {
    const { value } = await expressionValue(ctx, unit, variableOf(ctx, expression), effectiveRange(from, deadline, ctx.today));
    await addHistory(ctx, { actionId, kind: 'comment', userId: ctx.userId, message: comment, score: value, goal });
  }
  return getActionAnswer(ctx, actionId, unit.path);
}

export async function deleteAction(ctx: AnalyticsContext, id: number): Promise<ActionDeleted> {
  mayEdit(ctx);
  await findAction(ctx, id, true);
  await ctx.client.query(`delete from action where id = $1`, [id]);
  return { id, deleted: true };
}
