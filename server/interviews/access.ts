/**
 * Every signed-in interview call: the survey kernel (server/survey/with-survey.ts) and the interview itself
 * (not found when unknown, forbidden outside the caller's unit scope).
 */
import type { Db } from '../db/pool';
import type { AnalyticsContext } from '../survey/context';
import { withSurvey, type Caller } from '../survey/with-survey';
import { loadInterview, type InterviewRecord } from './record';

export function withInterview<T>(
  db: Db,
  caller: Caller,
  params: { survey: string; id: number },
  mode: 'read' | 'write',
  fn: (ctx: AnalyticsContext, rec: InterviewRecord) => Promise<T>,
): Promise<T> {
  return withSurvey(db, caller, params.survey, { readOnly: mode === 'read' }, async (ctx) => fn(ctx, await loadInterview(ctx, params.id, ctx.scope)));
}
