/**
 * Server validation of a sample action (spec 1 section 4): the same rules as the page (core/sample/rules.ts), plus
 * what only the database knows: an e-mail address already used by another open sample of the same unit would invite
 * one person twice.
 */
import {
  ACTION_ALLOWED,
  editableFields,
  SAMPLE_STATE,
  hasMessages,
  SAMPLE_ACTIONS,
  validateSample,
  type Answers,
  type QuestionIdToMessages,
  type SampleAction,
} from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import { Conflict, Forbidden, Invalid } from '../errors';
import { buildForm, loadSampleRow, sampleViewOf, type SampleAnswer, type SampleRecord } from './details';
import type { SampleViewConfig } from './details-config';
import { stateName } from './details-texts';
import type { SampleValidation } from '../../schemas/api/sample-validation.gen';

export const VALIDATE_ERROR_DUPLICATE_EMAIL = 'VALIDATE_ERROR_DUPLICATE_EMAIL';

/**
 * 403 when the role's rights forbid the action (server/samples/details-config.ts, sampleRights); 409 when it is not
 * possible in the sample's state (someone else may have changed it meanwhile).
 */
export function assertActionAllowed(ctx: AnalyticsContext, form: Omit<SampleAnswer, 'tableGroups'>, action: SampleAction): void {
  if (!ACTION_ALLOWED[action](form)) {
    const everyRight = { ...form, canEditState: form.state !== SAMPLE_STATE.completed, canChangeState: form.state !== SAMPLE_STATE.completed, canCancelSamples: true, canPostpone: true };
    if (ACTION_ALLOWED[action](everyRight)) {
      throw new Forbidden('missing_right', `Your role does not let you ${action} this sample in its period (open while its event's month lasts, closed after).`);
    }
    throw new Conflict('action_not_allowed', `"${action}" is not possible for this sample now: it is ${stateName(form.state, 'en').toLowerCase()}${form.canEditState ? '' : ' and cannot be edited'}.`);
  }
}

/** 400 for answers to questions the form does not have. */
export function assertKnownQuestions(form: Omit<SampleAnswer, 'tableGroups'>, answers: Answers): void {
  const known = new Set([...form.groups.flatMap((g) => g.fields), form.evalPeriodQuestion, form.subStateQuestion].filter((q) => q !== null).map((q) => q.questionId));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length) throw new Invalid('unknown_question', `The sample form has no question ${unknown.map((u) => `"${u}"`).join(', ')}.`);
}

async function duplicateEmails(ctx: AnalyticsContext, form: Omit<SampleAnswer, 'tableGroups'>, row: SampleRecord, answers: Answers): Promise<QuestionIdToMessages> {
  const out: QuestionIdToMessages = {};
  for (const field of editableFields(form).filter((f) => f.type === 'Email')) {
    const value = answers[field.questionId];
    if (typeof value !== 'string' || !value.trim()) continue;
    const { rowCount } = await ctx.client.query(
      `select 1 from sample s
        where s.survey_id = $1 and s.unit_id = (select u.id from unit u where u.survey_id = $1 and u.path = $5) and s.id <> $2
          and s.state in (1, 2, 3) and lower(s.contact ->> $3) = lower($4) limit 1`,
      [ctx.survey.id, row.id, field.questionId, value.trim(), row.unitPath],
    );
    if (rowCount) out[field.questionId] = [VALIDATE_ERROR_DUPLICATE_EMAIL];
  }
  return out;
}

/** All messages for an action's answers; empty when it may proceed. */
export async function validateAction(ctx: AnalyticsContext, view: SampleViewConfig, row: SampleRecord, action: SampleAction, answers: Answers): Promise<QuestionIdToMessages> {
  const form = buildForm(ctx, view, row);
  assertActionAllowed(ctx, form, action);
  assertKnownQuestions(form, answers);
  const messages = validateSample(form, action, answers);
  if (action === 'cancel') return messages;
  for (const [id, list] of Object.entries(await duplicateEmails(ctx, form, row, answers))) messages[id] = [...(messages[id] ?? []), ...list];
  return messages;
}

/** A sample about to be created (id 0): the update's rules and the duplicate check of its unit. */
export async function validateNewSample(ctx: AnalyticsContext, form: Omit<SampleAnswer, 'tableGroups'>, row: SampleRecord, answers: Answers): Promise<QuestionIdToMessages> {
  assertKnownQuestions(form, answers);
  const messages = validateSample(form, 'update', answers);
  for (const [id, list] of Object.entries(await duplicateEmails(ctx, form, row, answers))) messages[id] = [...(messages[id] ?? []), ...list];
  return messages;
}

/** POST vuejs/sample/validate/{survey}/{sampleId}/{action}: the action is a path parameter, so any text arrives. */
export async function validateSampleCall(ctx: AnalyticsContext, sampleId: number, actionParam: string, answers: Answers): Promise<SampleValidation> {
  if (!(SAMPLE_ACTIONS as readonly string[]).includes(actionParam)) {
    throw new Invalid('unknown_action', `There is no sample action "${actionParam}"; use one of ${SAMPLE_ACTIONS.join(', ')}.`);
  }
  const action = actionParam as SampleAction;
  const view = sampleViewOf(ctx);
  const row = await loadSampleRow(ctx, sampleId);
  return { questionIdToMessages: await validateAction(ctx, view, row, action, answers) };
}

/** The saving call checks again; a form that slipped past the page is refused with a readable list. */
export function assertValid(messages: QuestionIdToMessages): void {
  if (!hasMessages(messages)) return;
  const list = Object.entries(messages).map(([id, m]) => `${id}: ${m.join(', ')}`);
  throw new Invalid('validation_failed', `The sample was not saved, the form has errors (${list.join('; ')}).`);
}
