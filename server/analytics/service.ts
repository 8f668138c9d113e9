/** Runs an analytics call in the caller's universe (row-level security on) with its survey, scope and locale. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import { HttpError } from '../plugins/errors';
import { loadContext, type AnalyticsContext } from '../survey/context';

export async function withAnalytics<T>(db: Db, request: FastifyRequest, surveyExt: string, fn: (ctx: AnalyticsContext) => Promise<T>): Promise<T> {
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  return db.withTenant({ universeId: session.universeId, userId: session.userId }, async (client) => {
    // Analytics only read: a read-only transaction makes sure of it.
    await client.query('set transaction read only');
    return fn(await loadContext(client, session, surveyExt, db.today()));
  });
}
