/**
 * The alert update (spec 1 section 5, Alert closing): the same rule as the app's alert machine
 * (core/alerts/validation.ts), then in the caller's one transaction the answers, the comment, a history row and
 * the new state (3 with its closing time when closed, else 6).
 */
import { hasErrors, stateAfterSave, validateAlertSave, ALERT_CLOSED, ALERT_ERROR_TEXT, type AlertErrors, type AlertSave } from '../../core/alerts/validation';
import { requireRight, type AnalyticsContext } from '../survey/context';
import { HANDLE_ALERTS } from '../accounts/rights';
import { Forbidden, Invalid } from '../errors';
import { readAlertConfig } from './config';
import type { AlertDetails } from '../../core/alerts/types';
import { alertDetails, canModifyAlert, findAlert } from './details';
import type { AlertSaveError } from '../../schemas/api/alert-save-error.gen';

/** A save the rule refused: answered 400 with a message per field (AlertSaveError's `fields`). */
export class AlertValidationError extends Invalid {
  constructor(readonly errors: AlertErrors) {
    const fields: NonNullable<AlertSaveError['fields']> = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, ALERT_ERROR_TEXT[e]]));
    super('invalid_alert', `The alert was not saved: ${Object.entries(fields).map(([field, text]) => `${field}: ${text}`).join('; ')}.`, { fields });
  }
}

export async function updateAlert(ctx: AnalyticsContext, userId: number, id: number, save: AlertSave): Promise<AlertDetails> {
  requireRight(ctx, HANDLE_ALERTS, 'handle alerts');
  const alert = await findAlert(ctx, id, true);
  if (!canModifyAlert(ctx, alert)) {
    throw new Forbidden('alert_locked', `Alert ${id} is closed; only an administrator may change it.`);
  }
  const { questions } = readAlertConfig(ctx.sa);
  const known = new Set(questions.map((q) => q.questionId));
  const unknown = save.selections.find((s) => !known.has(s.questionId));
  if (unknown) throw new Invalid('unknown_question', `This survey's alerts have no question "${unknown.questionId}".`);
  const errors = validateAlertSave(questions, save);
  if (hasErrors(errors)) throw new AlertValidationError(errors);

  for (const q of questions) {
    const s = save.selections.find((x) => x.questionId === q.questionId);
    if (!s) continue;
    const choiceId = q.type === 'choice' && s.choiceId ? s.choiceId : null;
    const value = q.type !== 'choice' && (s.value ?? '').trim() ? s.value!.trim() : null;
    if (choiceId === null && value === null) {
      await ctx.client.query(`delete from alert_answer where alert_id = $1 and question_id = $2`, [id, q.questionId]);
      continue;
    }
    await ctx.client.query(
      `insert into alert_answer (universe_id, alert_id, question_id, choice_id, value, user_id) values ($1, $2, $3, $4, $5, $6)
       on conflict (alert_id, question_id) do update set choice_id = excluded.choice_id, value = excluded.value, user_id = excluded.user_id, updated_at = now()`,
      [ctx.universeId, id, q.questionId, choiceId, value, userId],
    );
  }
  const comment = save.newComment.trim();
  const state = stateAfterSave(save.isClosed);
  await ctx.client.query(`insert into alert_comment (universe_id, alert_id, user_id, message) values ($1, $2, $3, $4)`, [ctx.universeId, id, userId, comment]);
  await ctx.client.query(`insert into alert_log (universe_id, alert_id, state, user_id, comment) values ($1, $2, $3, $4, $5)`, [ctx.universeId, id, state, userId, comment]);
  await ctx.client.query(
    // A closed alert saved closed again keeps the time it was first closed.
    `update alert set state = $2::smallint, closed_at = case when $2::smallint = ${ALERT_CLOSED} then coalesce(closed_at, now()) else null end where id = $1`,
    [id, state],
  );
  return alertDetails(ctx, userId, id);
}
