/** Runs a sample call that writes: the analytics context (universe, survey, role scope) in one read-write transaction. */
import type { FastifyRequest } from 'fastify';
import { loadContext, type AnalyticsContext } from '../survey/context';
import type { Db } from '../db/pool';
import { HttpError } from '../plugins/errors';

export async function withSampleWrite<T>(db: Db, request: FastifyRequest, surveyExt: string, fn: (ctx: AnalyticsContext) => Promise<T>): Promise<T> {
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  // withTenant commits only when fn resolves: a refused or failed delete leaves every row in place.
  return db.withTenant({ universeId: session.universeId, userId: session.userId }, async (client) => fn(await loadContext(client, session, surveyExt, db.today())));
}
