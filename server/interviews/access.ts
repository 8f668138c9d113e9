/**
 * Every signed-in interview call: the survey kernel (server/survey/with-survey.ts) and the interview itself
 * (not found when unknown, forbidden outside the caller's unit scope).
 */
import { passesQuestionFilters } from '../analytics/filters';
import type { Db } from '../db/pool';
import { Forbidden } from '../errors';
import { contactHidden, type AnalyticsContext } from '../survey/context';
import { withSurvey, type Caller } from '../survey/with-survey';
import { loadInterview, type InterviewRecord } from './record';

export function withInterview<T>(
  db: Db,
  caller: Caller,
  params: { survey: string; id: number },
  mode: 'read' | 'write',
  fn: (ctx: AnalyticsContext, rec: InterviewRecord) => Promise<T>,
): Promise<T> {
  return withSurvey(db, caller, params.survey, { readOnly: mode === 'read' }, async (ctx) => fn(ctx, withoutHiddenContact(ctx, withinQuestionFilters(ctx, await loadInterview(ctx, params.id, ctx.scope)))));
}

/** The record, if the caller's question filters let them see it (403 otherwise, like an interview outside the scope). */
function withinQuestionFilters(ctx: AnalyticsContext, rec: InterviewRecord): InterviewRecord {
  if (!passesQuestionFilters(ctx.questionFilters, rec.answers)) throw new Forbidden('outside_question_filters', `Your question filters do not give access to interview ${rec.id}.`);
  return rec;
}

/** The record as the caller may see it: without the sample's contact for a role without canViewAnon. */
function withoutHiddenContact(ctx: AnalyticsContext, rec: InterviewRecord): InterviewRecord {
  if (!contactHidden(ctx)) return rec;
  return { ...rec, contactHidden: true, sample: rec.sample && { ...rec.sample, contact: {} } };
}
