/**
 * Every signed-in interview call: one transaction in the caller's universe (row-level security on), the survey and
 * the caller's unit scope from the analytics context, and the interview itself (404 unknown, 403 outside the scope).
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import { loadContext, type AnalyticsContext } from '../survey/context';
import { HttpError } from '../plugins/errors';
import { loadInterview, type InterviewRecord } from './record';

export async function withInterview<T>(
  db: Db,
  request: FastifyRequest,
  params: { survey: string; id: number },
  mode: 'read' | 'write',
  fn: (ctx: AnalyticsContext, rec: InterviewRecord) => Promise<T>,
): Promise<T> {
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  return db.withTenant({ universeId: session.universeId, userId: session.userId }, async (client) => {
    if (mode === 'read') await client.query('set transaction read only');
    const ctx = await loadContext(client, session, params.survey, db.today());
    const rec = await loadInterview(ctx, params.id, ctx.scope);
    return fn(ctx, rec);
  });
}
