/**
 * The sample list's create actions (spec 2 section 7, Create sample): GET vuejs/sampleactions/create/{survey}/{action}
 * opens the editor on a new sample with the configured fields (the sampleView groups, empty); POST with the editor's
 * body creates it, new, in the unit the list is at, validated by the update's rules, logged. The role needs the
 * right to edit samples of the open period, the one a sample dated today lies in.
 */
import { SAMPLE_STATE, hasMessages, type Answers } from '../../core/sample/rules';
import type { AnalyticsContext } from '../survey/context';
import { inScope } from '../survey/context';
import { Forbidden, NotFound } from '../errors';
import { buildForm, loadSampleRow, sampleAnswer, sampleViewOf, type SampleRecord } from './details';
import { EVENT_DATE_FIELD } from './details-config';
import { normalise } from './details-update';
import { storeSampleComment } from './comments';
import { editorData } from './editor';
import { sampleTableConfig } from './table-config';
import { assertValid, validateNewSample } from './validate';
import type { SampleEditorData } from '../../schemas/api/sample-editor-data.gen';
import type { SampleEditorUpdate } from '../../schemas/api/sample-editor-update.gen';

export interface CreatePlace {
  config?: string;
  /** The unit path the new sample belongs to. */
  unit: string;
}

async function blankSample(ctx: AnalyticsContext, action: string, place: CreatePlace): Promise<SampleRecord & { unitId: number }> {
  const config = place.config ?? 'default';
  if (!sampleTableConfig(ctx, config).createActions.some((a) => a.extname === action)) {
    throw new NotFound('unknown_create_action', `The sample table configuration "${config}" of survey "${ctx.survey.extName}" has no create action "${action}".`);
  }
  const { rows } = await ctx.client.query<{ id: number; path: string; name: string }>(`select id, path, name from unit where survey_id = $1 and path = $2`, [ctx.survey.id, place.unit]);
  const unit = rows[0];
  if (!unit) throw new NotFound('unknown_unit', `Survey "${ctx.survey.extName}" has no unit "${place.unit}".`);
  if (!inScope(ctx.scope, unit.path)) throw new Forbidden('outside_scope', `Your role does not give access to the samples of "${unit.name}".`);
  return { id: 0, unitId: unit.id, state: SAMPLE_STATE.new, eventDate: ctx.today, contact: {}, interviewId: null, unitPath: unit.path, unitName: unit.name, evalPeriod: null, subState: null };
}

function newForm(ctx: AnalyticsContext, row: SampleRecord) {
  const form = buildForm(ctx, sampleViewOf(ctx), row);
  if (!form.canEditState) throw new Forbidden('missing_right', 'Your role does not let you create samples (it needs the right to edit samples of the open period).');
  // A new sample has no extended state yet: it starts new, and only its fields are asked.
  return { ...form, evalPeriodQuestion: null, subStateQuestion: null, canChangeState: false, canCancelSamples: false, canPostpone: false, canResendEmail: false, canResendSMS: false };
}

/** GET: the editor on a blank sample (sampleId 0): the groups' fields, Update (which creates) and Cancel. */
export async function createSampleEditor(ctx: AnalyticsContext, action: string, place: CreatePlace): Promise<SampleEditorData> {
  const row = await blankSample(ctx, action, place);
  const data = editorData(ctx, place.config ?? 'default', { ...newForm(ctx, row), tableGroups: [] });
  return { ...data, componentsData: data.componentsData.filter((c) => !['stateButton', 'resendButton', 'commentsPanel', 'tablePanel'].includes(c.componentDef.type)) };
}

/** POST: creates the sample from the editor's answers; answers the editor on it. */
export async function createSample(ctx: AnalyticsContext, action: string, place: CreatePlace, body: SampleEditorUpdate): Promise<SampleEditorData> {
  const row = await blankSample(ctx, action, place);
  const form = newForm(ctx, row);
  const answers: Answers = body.answers;
  const messages = await validateNewSample(ctx, form, row, answers);
  if (hasMessages(messages)) assertValid(messages);
  const contact: Record<string, string> = {};
  const changes: Record<string, [null, string]> = {};
  let eventDate = ctx.today;
  for (const [id, answer] of Object.entries(answers)) {
    const value = normalise(answer);
    if (value === null) continue;
    changes[id] = [null, value];
    if (id === EVENT_DATE_FIELD) eventDate = value;
    else contact[id] = value;
  }
  const { rows } = await ctx.client.query<{ id: string }>(
    `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, $4, $5, $6) returning id`,
    [ctx.universeId, ctx.survey.id, row.unitId, SAMPLE_STATE.new, eventDate, JSON.stringify(contact)],
  );
  const id = Number(rows[0]!.id);
  await ctx.client.query(
    `insert into sample_state_log (universe_id, sample_id, action, from_state, to_state, changes, user_id) values ($1, $2, 'create', $3, $3, $4, $5)`,
    [ctx.universeId, id, SAMPLE_STATE.new, JSON.stringify(changes), ctx.userId],
  );
  if (body.comment !== undefined && body.comment.trim() !== '') await storeSampleComment(ctx, id, body.comment);
  const created = await loadSampleRow(ctx, id);
  return editorData(ctx, place.config ?? 'default', await sampleAnswer(ctx, sampleViewOf(ctx), created));
}
