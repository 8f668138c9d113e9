import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';

/** The session's universe, or 403 when the session has none yet. */
export function sessionUniverse(request: FastifyRequest): { universeId: number; userId: number } {
  const session = request.session!;
  if (session.universeId === null) throw new HttpError(403, 'no_universe', 'Choose a universe first.');
  return { universeId: session.universeId, userId: session.userId };
}

/** Root users only (spec 1 section 6). An admin acting as someone keeps the target's rights, not their own. */
export async function requireRoot(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const user = await ctx.services.users.byId(request.session!.userId);
  if (!user?.isRoot) throw new HttpError(403, 'forbidden', 'Only root users may do this.');
}
