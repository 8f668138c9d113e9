import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import { rightsOfRequest } from '../plugins/access';
import type { SessionRights } from '../accounts/rights';
import type { Caller } from '../survey/with-survey';

/** The caller a survey call runs as (server/survey/with-survey.ts); 401 when the request has no session. */
export function callerOf(request: FastifyRequest): Caller {
  const session = request.session;
  if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
  return { userId: session.userId, universeId: session.universeId, actingUserId: session.actingUserId };
}

/** The session's universe, or 403 when the session has none yet. */
export function sessionUniverse(request: FastifyRequest): { universeId: number; userId: number } {
  const session = request.session!;
  if (session.universeId === null) throw new HttpError(403, 'no_universe', 'Choose a universe first.');
  return { universeId: session.universeId, userId: session.userId };
}

/** What the caller's session may do, read once per request (plugins/access.ts, shared with the role check). */
export function sessionRights(ctx: AppContext, request: FastifyRequest): Promise<SessionRights> {
  return rightsOfRequest(request, ctx.db, ctx.services.sessions);
}

/**
 * Refuses what belongs to the person rather than the universe (changing universe, password or username,
 * reading the dev mailbox) to a session acting as someone else. `doing` completes "you cannot …".
 */
export async function requireOwnSession(ctx: AppContext, request: FastifyRequest, doing: string): Promise<SessionRights> {
  const rights = await sessionRights(ctx, request);
  if (rights.impersonating) {
    throw new HttpError(403, 'impersonating', `While acting as another user you cannot ${doing}. Sign out and sign in as yourself first.`);
  }
  return rights;
}
