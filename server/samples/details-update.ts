/**
 * POST vuejs/sample/details/{survey}/{sampleId}: one action on a sample in one transaction: lock the row, check the
 * action is allowed and the answers valid (again, after the page did), write the fields, the state and the extended
 * state, log it, and for a resend send the invitation again.
 */
import {
  EVAL_PERIOD_QUESTION_ID,
  SUB_STATE_QUESTION_ID,
  editableFields,
  targetState,
  type Answer,
  type Answers,
  type SampleAction,
} from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import type { Mailer } from '../mail/mailer';
import { buildForm, loadSampleRow, sampleAnswer, sampleViewOf, storedValue, type SampleAnswer, type SampleRecord } from './details';
import { EVENT_DATE_FIELD } from './details-config';
import { DEFAULT_SMS_SENDER, type SmsProvider } from '../sms/provider';
import { invitationText } from './details-texts';
import { assertValid, validateAction } from './validate';
import { defaultSampleHooks, type SampleHooks } from './hooks';

export interface SampleActionDeps {
  mailer: Mailer;
  sms: SmsProvider;
  userId: number;
  /** The survey's VALIDATE_SAMPLE and HANDLE_SAMPLE_UPDATED scripts; defaultSampleHooks runs the stored ones in the sandbox. */
  hooks?: SampleHooks;
}

/** How an answer is stored: trimmed text, a multiple choice as comma-joined extnames, empty as null. */
export function normalise(answer: Answer | undefined): string | null {
  if (answer === undefined || answer === null) return null;
  const text = Array.isArray(answer) ? answer.join(',') : answer.trim();
  return text === '' ? null : text;
}

export async function applySampleAction(ctx: AnalyticsContext, deps: SampleActionDeps, sampleId: number, action: SampleAction, answers: Answers): Promise<SampleAnswer> {
  const view = sampleViewOf(ctx);
  const row = await loadSampleRow(ctx, sampleId, true);
  const hooks = deps.hooks ?? defaultSampleHooks;
  const messages = await validateAction(ctx, view, row, action, answers);
  // A cancel takes the record as it is (validateSample checks nothing for it): so does the survey's script.
  if (action !== 'cancel') for (const [id, list] of Object.entries(await hooks.validateSample(ctx, row, answers))) messages[id] = [...new Set([...(messages[id] ?? []), ...list])];
  assertValid(messages);
  const form = buildForm(ctx, view, row);

  // Cancel takes the record as it is; the other actions save what the user may edit.
  const changes: Record<string, [string | null, string | null]> = {};
  const next = { contact: { ...row.contact }, eventDate: row.eventDate, evalPeriod: row.evalPeriod, subState: row.subState };
  if (action !== 'cancel') {
    for (const field of editableFields(form)) {
      if (!(field.questionId in answers)) continue;
      const value = normalise(answers[field.questionId]);
      const before = field.questionId === EVAL_PERIOD_QUESTION_ID ? row.evalPeriod : field.questionId === SUB_STATE_QUESTION_ID ? row.subState : storedValue(row, field.questionId);
      if (value === before) continue;
      changes[field.questionId] = [before, value];
      if (field.questionId === EVAL_PERIOD_QUESTION_ID) next.evalPeriod = value;
      else if (field.questionId === SUB_STATE_QUESTION_ID) next.subState = value;
      else if (field.questionId === EVENT_DATE_FIELD) next.eventDate = value ?? row.eventDate;
      else if (value === null) delete next.contact[field.questionId];
      else next.contact[field.questionId] = value;
    }
  }
  // An approved sample is no longer waiting for a later evaluation period.
  if (action === 'approve' && next.evalPeriod !== null) {
    changes[EVAL_PERIOD_QUESTION_ID] = [row.evalPeriod, null];
    next.evalPeriod = null;
  }
  const toState = targetState(action, row.state);

  await ctx.client.query(`update sample set state = $2, event_date = $3, contact = $4 where id = $1`, [row.id, toState, next.eventDate, JSON.stringify(next.contact)]);
  if (next.evalPeriod !== row.evalPeriod || next.subState !== row.subState) {
    await ctx.client.query(
      `insert into sample_extended_state (sample_id, universe_id, eval_period, sub_state) values ($1, $2, $3, $4)
       on conflict (sample_id) do update set eval_period = excluded.eval_period, sub_state = excluded.sub_state, updated_at = now()`,
      [row.id, ctx.universeId, next.evalPeriod, next.subState],
    );
  }
  await ctx.client.query(
    `insert into sample_state_log (universe_id, sample_id, action, from_state, to_state, eval_period, sub_state, changes, user_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [ctx.universeId, row.id, action, row.state, toState, next.evalPeriod, next.subState, JSON.stringify(changes), deps.userId],
  );

  const updated: SampleRecord = { ...row, state: toState, eventDate: next.eventDate, contact: next.contact, evalPeriod: next.evalPeriod, subState: next.subState };
  await hooks.sampleUpdated(ctx, updated, action);
  if (action === 'resendEmail' || action === 'resendSms') await resend(ctx, deps, view.resendEmailField, view.resendSmsField, updated, action);
  return sampleAnswer(ctx, view, updated);
}

/** Inside the transaction: when the mail server refuses, nothing is logged as resent. */
async function resend(ctx: AnalyticsContext, deps: SampleActionDeps, emailField: string | null, smsField: string | null, row: SampleRecord, action: 'resendEmail' | 'resendSms') {
  const lang = row.contact.language || ctx.locale;
  const { subject, text } = invitationText(lang, row.contact.name ?? '', ctx.survey.title, row.unitName);
  if (action === 'resendEmail' && emailField) await deps.mailer.send({ to: storedValue(row, emailField)!, subject, text, universeId: ctx.universeId });
  if (action === 'resendSms' && smsField) await deps.sms.send({ to: storedValue(row, smsField)!, sender: DEFAULT_SMS_SENDER, text: `${subject}. ${text.split('\n\n')[1] ?? ''}`.trim(), universeId: ctx.universeId });
}
