/**
 * Every signed-in interview call: the survey kernel (server/survey/with-survey.ts) and the interview itself
 * (not found when unknown, forbidden outside the caller's unit scope).
 */
import type { Db } from '../db/pool';
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
  return withSurvey(db, caller, params.survey, { readOnly: mode === 'read' }, async (ctx) => fn(ctx, withoutHiddenContact(ctx, await loadInterview(ctx, params.id, ctx.scope))));
}

/** The record as the caller may see it: without the sample's contact for a role without canViewAnon. */
function withoutHiddenContact(ctx: AnalyticsContext, rec: InterviewRecord): InterviewRecord {
  if (!contactHidden(ctx)) return rec;
  return { ...rec, contactHidden: true, sample: rec.sample && { ...rec.sample, contact: {} } };
}
