import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import type { SessionRecord, SessionService } from '../accounts/sessions';
import { enforceRole, requireAccessDeclarations, rightsOfRequest } from './access';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; set on every route not declared `config: { access: { role: 'public' } }`. */
    session: SessionRecord | null;
  }
}

/** The session token arrives as `Authorization: <token>` (the spec's shape) or `Authorization: Bearer <token>`. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/**
 * Every /rest route declares its access; all but public ones need a live session with the declared role. The
 * decision follows the route the request reached (its declared pattern), never the raw URL: the router decodes
 * `/%72est/...` to the same route as `/rest/...`.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionService, db: Db): void {
  app.decorateRequest('session', null);
  requireAccessDeclarations(app);
  app.addHook('onRequest', async (request) => {
    // Unknown paths have no route and fall through to the 404 handler, which needs no session.
    const route = request.routeOptions.url;
    const access = request.routeOptions.config?.access;
    if (!route || !route.startsWith('/rest/') || access?.role === 'public') return;
    const token = tokenFrom(request);
    if (!token) throw new HttpError(401, 'unauthorized', 'Sign in first: this call needs an Authorization header.');
    const session = await sessions.lookup(token);
    if (!session) throw new HttpError(401, 'unauthorized', 'Your session has ended or the token is not valid. Sign in again.');
    request.session = session;
    if (access) await enforceRole(access, session.universeId, () => rightsOfRequest(request, db, sessions));
  });
}
