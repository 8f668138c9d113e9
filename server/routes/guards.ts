import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import { ImpersonationEnded, rightsOfSession, type SessionRights } from '../services/rights';

/** The session's universe, or 403 when the session has none yet. */
export function sessionUniverse(request: FastifyRequest): { universeId: number; userId: number } {
  const session = request.session!;
  if (session.universeId === null) throw new HttpError(403, 'no_universe', 'Choose a universe first.');
  return { universeId: session.universeId, userId: session.userId };
}

const known = new WeakMap<FastifyRequest, Promise<SessionRights>>();

/**
 * What the caller's session may do (server/services/rights.ts), read once per request. An impersonating
 * session whose grounds are gone (the administrator lost the universe, the person became an administrator…)
 * is revoked and answered 401.
 */
export function sessionRights(ctx: AppContext, request: FastifyRequest): Promise<SessionRights> {
  let rights = known.get(request);
  if (!rights) {
    const session = request.session;
    if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
    rights = rightsOfSession(ctx.db, session).catch(async (err: unknown) => {
      if (err instanceof ImpersonationEnded) await ctx.services.sessions.revoke(session.id);
      throw err;
    });
    known.set(request, rights);
  }
  return rights;
}

/** Root users only (spec 1 section 6); an impersonating session never has root rights. */
export async function requireRoot(ctx: AppContext, request: FastifyRequest): Promise<SessionRights> {
  const rights = await sessionRights(ctx, request);
  if (!rights.isRoot) throw new HttpError(403, 'forbidden', 'Only root users may do this.');
  return rights;
}

/** Administrators of the session's universe (and root); an impersonating session never is one. */
export async function requireUniverseAdmin(ctx: AppContext, request: FastifyRequest, message = 'Only administrators of this universe may do this.'): Promise<SessionRights> {
  const rights = await sessionRights(ctx, request);
  if (!rights.isUniverseAdmin) throw new HttpError(403, 'forbidden', message);
  return rights;
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
