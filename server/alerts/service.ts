/** Runs an alert call in the caller's universe with the analytics context (survey, unit scope, locale). */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import { loadContext, type AnalyticsContext } from '../survey/context';
import { withAnalytics } from '../analytics/service';
import { HttpError } from '../plugins/errors';

/** Reads go through the analytics wrapper (a read-only transaction). */
export const withAlertRead = withAnalytics;

/** The alert update writes: one read-write transaction, rolled back whole when anything fails. */
export async function withAlertWrite<T>(db: Db, request: FastifyRequest, surveyExt: string, fn: (ctx: AnalyticsContext, userId: number) => Promise<T>): Promise<T> {
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  return db.withTenant({ universeId: session.universeId, userId: session.userId }, async (client) => fn(await loadContext(client, session, surveyExt, db.today()), session.userId));
}
