/**
 * The Sample entity of the sample detail page (spec 1 section 3), built from the `sample` row, its unit, its
 * extended state and state log, and the survey's `sampleView` configuration.
 */
import { localize } from '../../core/metrics/variables';
import {
  EVAL_PERIOD_QUESTION_ID,
  SAMPLE_STATE,
  SAMPLE_STATES,
  STATE_QUESTION_ID,
  SUB_STATE_QUESTION_ID,
  type QuestionComponent,
  type QuestionGroup,
  type SampleEntity,
  type SampleFlags,
} from '../../core/sample/rules';
import { contactHidden, inScope, requireRight, requireSampleWithinQuestionFilters, type AnalyticsContext } from '../survey/context';
import { VIEW_SAMPLES } from '../accounts/rights';
import { Forbidden, NotFound } from '../errors';
import { EVENT_DATE_FIELD, readSampleView, sampleRights, type SampleChoiceDef, type SampleFieldDef, type SampleViewConfig } from './details-config';
import { actionName, sampleText, stateName } from './details-texts';

export interface SampleRecord {
  id: number;
  state: number;
  eventDate: string;
  contact: Record<string, string>;
  interviewId: number | null;
  unitPath: string;
  unitName: string;
  evalPeriod: string | null;
  subState: string | null;
}

export type SampleAnswer = SampleEntity;

/** The sample, if it belongs to the survey (row-level security keeps other universes out) and lies in the caller's scope. */
export async function loadSampleRow(ctx: AnalyticsContext, sampleId: number, forUpdate = false): Promise<SampleRecord> {
  requireRight(ctx, VIEW_SAMPLES, 'see samples');
  const { rows } = await ctx.client.query<SampleRecord>(
    `select s.id, s.state, to_char(s.event_date, 'YYYY-MM-DD') as "eventDate", s.contact, s.interview_id as "interviewId",
            u.path as "unitPath", u.name as "unitName", x.eval_period as "evalPeriod", x.sub_state as "subState"
       from sample s
       join unit u on u.id = s.unit_id
       left join sample_extended_state x on x.sample_id = s.id
      where s.id = $1 and s.survey_id = $2
      ${forUpdate ? 'for update of s' : ''}`,
    [sampleId, ctx.survey.id],
  );
  const row = rows[0];
  if (!row) throw new NotFound('unknown_sample', `Survey "${ctx.survey.extName}" has no sample ${sampleId}.`);
  if (!inScope(ctx.scope, row.unitPath)) throw new Forbidden('outside_scope', `Your role does not give access to the samples of "${row.unitName}".`);
  // As in the sample list: by its interview once answered, else by its own fields.
  await requireSampleWithinQuestionFilters(ctx, sampleId);
  return row;
}

export function sampleFlags(ctx: Pick<AnalyticsContext, 'roleRights' | 'today'>, view: SampleViewConfig, row: Pick<SampleRecord, 'state' | 'eventDate'>): SampleFlags {
  const state = row.state;
  return {
    state,
    // An answered invitation is history: nothing about it changes any more.
    ...sampleRights(ctx.roleRights, row.eventDate, ctx.today, state === SAMPLE_STATE.completed),
    hasSampleExtendedState: view.evaluationPeriods.length > 0 || view.subStates.length > 0,
    showApproveButtonInState2: view.showApproveButtonInState2,
    showApproveButtonInState3: view.showApproveButtonInState3,
    canResendEmail: view.resendEmailField !== null,
    canResendSMS: view.resendSmsField !== null,
    // Nobody is invited again once they answered or the sample was cancelled.
    isResendDisabled: state === SAMPLE_STATE.completed || state === SAMPLE_STATE.cancelled,
  };
}

/** The stored value of a field: the sample's event date, else the contact's entry. */
export function storedValue(row: Pick<SampleRecord, 'eventDate' | 'contact'>, questionId: string): string | null {
  if (questionId === EVENT_DATE_FIELD) return row.eventDate;
  const v = row.contact[questionId];
  return v === undefined || v === null || v === '' ? null : String(v);
}

const choicesOf = (defs: SampleChoiceDef[] | undefined, locale: string) => (defs ?? []).map((c) => ({ extname: c.extName, title: localize(c.title ?? c.extName, locale) }));

function question(def: SampleFieldDef, row: SampleRecord, editable: boolean, locale: string, hidden: boolean): QuestionComponent {
  // A hidden contact field is sent empty and read-only, so no save can overwrite what the user never saw.
  const hide = hidden && def.questionId !== EVENT_DATE_FIELD;
  const stored = hide ? null : storedValue(row, def.questionId);
  const q: QuestionComponent = { questionId: def.questionId, type: def.type, title: localize(def.title ?? def.questionId, locale) };
  if (def.choices) q.choices = choicesOf(def.choices, locale);
  if (def.type === 'MultiChoice2') q.values = stored ? stored.split(',').filter(Boolean) : [];
  else q.value = stored;
  if (def.optional) q.optional = true;
  if (def.disabled || !editable || hide) q.disabled = true;
  if (def.cancelledComment) q.cancelledComment = true;
  return q;
}

/** Everything but the table groups: what validation and saving work on. */
export function buildForm(ctx: AnalyticsContext, view: SampleViewConfig, row: SampleRecord): Omit<SampleAnswer, 'tableGroups'> {
  const flags = sampleFlags(ctx, view, row);
  const editable = flags.canEditState;
  const hidden = contactHidden(ctx);
  const groups: QuestionGroup[] = view.groups.map((g) => ({
    title: localize(g.title, ctx.locale),
    fields: g.fields.map((f) => question(f, row, editable, ctx.locale, hidden)),
    ...(g.cancelledComment ? { cancelledComment: true } : {}),
    ...(g.approvedComment ? { approvedComment: true } : {}),
  }));
  const stateQuestion: QuestionComponent = {
    questionId: STATE_QUESTION_ID,
    type: 'SingleChoice',
    title: sampleText('stateQuestion', ctx.locale),
    choices: SAMPLE_STATES.map((s) => ({ extname: String(s), title: stateName(s, ctx.locale) })),
    value: String(row.state),
    // The state changes only through the action buttons, which validate first.
    disabled: true,
  };
  const extQuestion = (questionId: string, key: 'evalPeriodQuestion' | 'subStateQuestion', defs: SampleChoiceDef[], value: string | null): QuestionComponent | null =>
    defs.length === 0
      ? null
      : { questionId, type: 'SingleChoice', title: sampleText(key, ctx.locale), choices: choicesOf(defs, ctx.locale), value, optional: true, ...(editable ? {} : { disabled: true }) };
  return {
    sampleId: row.id,
    unitName: row.unitName,
    unitPath: row.unitPath,
    interviewId: row.interviewId,
    ...flags,
    stateQuestion,
    evalPeriodQuestion: extQuestion(EVAL_PERIOD_QUESTION_ID, 'evalPeriodQuestion', view.evaluationPeriods, row.evalPeriod),
    subStateQuestion: extQuestion(SUB_STATE_QUESTION_ID, 'subStateQuestion', view.subStates, row.subState),
    groups,
    canDelete: ctx.isRoot,
    contactHidden: hidden,
    emailQuestionId: view.resendEmailField,
    smsQuestionId: view.resendSmsField,
  };
}

async function stateLogTable(ctx: AnalyticsContext, view: SampleViewConfig, row: SampleRecord, title: string): Promise<SampleAnswer['tableGroups'][number]> {
  const { rows } = await ctx.client.query<{ at: string; user: string | null; action: string; fromState: number; toState: number; evalPeriod: string | null; changes: Record<string, unknown> }>(
    `select to_char(l.created_at at time zone 'UTC', 'DD/MM-YYYY HH24:MI') as at, coalesce(nullif(u.full_name, ''), u.username) as "user",
            l.action, l.from_state as "fromState", l.to_state as "toState", l.eval_period as "evalPeriod", l.changes
       from sample_state_log l left join app_user u on u.id = l.user_id
      where l.sample_id = $1 order by l.created_at desc, l.id desc limit 200`,
    [row.id],
  );
  const L = ctx.locale;
  const fieldTitle = new Map(view.groups.flatMap((g) => g.fields).map((f) => [f.questionId, localize(f.title ?? f.questionId, L)]));
  fieldTitle.set(EVAL_PERIOD_QUESTION_ID, sampleText('evalPeriodQuestion', L));
  fieldTitle.set(SUB_STATE_QUESTION_ID, sampleText('subStateQuestion', L));
  // jsonb keeps keys in its own order: list the changed fields in the form's order.
  const order = [...fieldTitle.keys()];
  const changed = (changes: Record<string, unknown>) =>
    Object.keys(changes)
      .sort((a, b) => order.indexOf(a) - order.indexOf(b))
      .map((k) => fieldTitle.get(k) ?? k)
      .join(', ') || null;
  return {
    title,
    columns: [
      { extname: 'date', title: sampleText('date', L) },
      { extname: 'user', title: sampleText('user', L) },
      { extname: 'action', title: sampleText('action', L) },
      { extname: 'from', title: sampleText('from', L) },
      { extname: 'to', title: sampleText('to', L) },
      { extname: 'changes', title: sampleText('changes', L) },
    ],
    rows: rows.map((r) => ({
      cells: [r.at, r.user, actionName(r.action, L), stateName(r.fromState, L), stateName(r.toState, L), changed(r.changes)],
    })),
  };
}

export async function sampleAnswer(ctx: AnalyticsContext, view: SampleViewConfig, row: SampleRecord): Promise<SampleAnswer> {
  const form = buildForm(ctx, view, row);
  const tableGroups = [];
  for (const g of view.tableGroups) {
    if (g.source === 'stateLog') tableGroups.push(await stateLogTable(ctx, view, row, localize(g.title, ctx.locale)));
  }
  return { ...form, tableGroups };
}

export function sampleViewOf(ctx: AnalyticsContext): SampleViewConfig {
  return readSampleView(ctx.sa.raw);
}

/** GET vuejs/sample/details/{survey}/{sampleId}. */
export async function sampleDetails(ctx: AnalyticsContext, sampleId: number): Promise<SampleAnswer> {
  return sampleAnswer(ctx, sampleViewOf(ctx), await loadSampleRow(ctx, sampleId));
}
