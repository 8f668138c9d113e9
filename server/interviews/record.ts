/**
 * One interview as stored (interview, its answers, its sample and unit), and the values of its variables as the
 * page shows them: questions, background variables and the few built-in ones (unit, respondedAt, contact...).
 */
import { formatNumber, localize } from '../../core/metrics/variables';
import type { AnalyticsContext } from '../survey/context';
import { inScope } from '../survey/context';
import { Forbidden, NotFound } from '../errors';
import type { QuestionAnswer, ValueType } from '../../schemas/api/interview-data.gen';
import type { VariableRef } from './config';
import { isWord, word } from './labels';

/** What the builders need of the analytics context; the public shared view has no session, so no scope. */
export type InterviewScope = Pick<AnalyticsContext, 'client' | 'sa' | 'locale' | 'survey'>;

export interface InterviewRecord {
  id: number;
  unitId: number;
  unitPath: string;
  unitName: string;
  /** The unit above the interview's own (the store of an employee); the unit itself at the root. */
  parentUnitName: string;
  respondedAt: string;
  isCompleted: boolean;
  background: Record<string, string>;
  answers: Map<string, { num: number | null; text: string | null }>;
  sample: { id: number; state: number; eventDate: string; contact: Record<string, string> } | null;
  /** The caller may not see the contact (no canViewAnon): `sample.contact` is empty. */
  contactHidden?: boolean;
}

/** The interview of this survey, or 404; 403 when it lies outside the caller's unit scope (null scope: no check). */
export async function loadInterview(ctx: InterviewScope, interviewId: number, scope: string[] | null): Promise<InterviewRecord> {
  const { rows } = await ctx.client.query<{
    id: number;
    unit_id: number;
    path: string;
    name: string;
    parent_name: string | null;
    responded_at: Date;
    is_completed: boolean;
    background: Record<string, string>;
  }>(
    `select i.id, i.unit_id, u.path, u.name, p.name as parent_name, i.responded_at, i.is_completed, i.background
       from interview i join unit u on u.id = i.unit_id left join unit p on p.id = u.parent_id
      where i.id = $1 and i.survey_id = $2`,
    [interviewId, ctx.survey.id],
  );
  const row = rows[0];
  if (!row) throw new NotFound('unknown_interview', `Survey "${ctx.survey.extName}" has no interview ${interviewId}.`);
  if (!inScope(scope, row.path)) throw new Forbidden('outside_scope', `Your role does not give access to the interviews of ${row.name}.`);
  const [answers, samples] = await Promise.all([
    ctx.client.query<{ question: string; num_value: number | null; text_value: string | null }>(`select question, num_value, text_value from answer where interview_id = $1`, [interviewId]),
    ctx.client.query<{ id: number; state: number; event_date: string; contact: Record<string, string> }>(
      `select id, state, to_char(event_date, 'YYYY-MM-DD') as event_date, contact from sample where interview_id = $1 order by id limit 1`,
      [interviewId],
    ),
  ]);
  const sample = samples.rows[0];
  return {
    id: Number(row.id),
    unitId: row.unit_id,
    unitPath: row.path,
    unitName: row.name,
    parentUnitName: row.parent_name ?? row.name,
    respondedAt: row.responded_at.toISOString(),
    isCompleted: row.is_completed,
    background: row.background ?? {},
    answers: new Map(answers.rows.map((a) => [a.question, { num: a.num_value === null ? null : Number(a.num_value), text: a.text_value }])),
    sample: sample ? { id: Number(sample.id), state: sample.state, eventDate: sample.event_date, contact: sample.contact ?? {} } : null,
  };
}

export function numberAnswer(rec: InterviewRecord, question: string | null): number | null {
  return question ? (rec.answers.get(question)?.num ?? null) : null;
}

export function questionTitle(ctx: InterviewScope, question: string): string {
  const q = ctx.sa.questions[question];
  return q ? localize(q.title, ctx.locale) : question;
}

export function formatScore(ctx: InterviewScope, value: number | null): string {
  return value === null ? '' : formatNumber(value, Number.isInteger(value) ? 0 : 1, ctx.locale);
}

export function variableTitle(ctx: InterviewScope, ref: VariableRef): string {
  if (ref.title) return localize(ref.title, ctx.locale);
  if (ctx.sa.questions[ref.extname]) return questionTitle(ctx, ref.extname);
  const filter = ctx.sa.standardFilters.get(ref.extname);
  if (filter?.title) return localize(filter.title, ctx.locale);
  return isWord(ref.extname) ? word(ref.extname, ctx.locale) : ref.extname;
}

/** A variable's value as shown ('' when the interview has none). */
export function variableValue(ctx: InterviewScope, rec: InterviewRecord, extname: string): { value: string; type: ValueType } {
  switch (extname) {
    case 'unit':
      return { value: rec.unitName, type: 'text' };
    case 'parentUnit':
      return { value: rec.parentUnitName, type: 'text' };
    case 'respondedAt':
      return { value: rec.respondedAt.slice(0, 10), type: 'date' };
    case 'interviewId':
      return { value: String(rec.id), type: 'number' };
    case 'contactName':
      return { value: rec.sample?.contact.name ?? '', type: 'text' };
    case 'contactEmail':
      return { value: rec.sample?.contact.email ?? '', type: 'text' };
  }
  const answer = rec.answers.get(extname);
  if (answer) return answer.num !== null ? { value: formatScore(ctx, answer.num), type: 'number' } : { value: answer.text ?? '', type: 'text' };
  const raw = rec.background[extname];
  if (raw === undefined) return { value: '', type: 'text' };
  const option = ctx.sa.standardFilters.get(extname)?.options?.find((o) => o.extName === raw);
  return { value: option?.title ? localize(option.title, ctx.locale) : raw, type: 'text' };
}

export function questionAnswer(ctx: InterviewScope, rec: InterviewRecord, ref: VariableRef): QuestionAnswer {
  return { extname: ref.extname, title: variableTitle(ctx, ref), ...variableValue(ctx, rec, ref.extname) };
}
