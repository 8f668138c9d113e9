import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/pool';
import type { SessionRecord, SessionService } from '../services/sessions';
import { enforceRole, requireAccessDeclarations } from './access';
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

/** Every /rest route declares its access; all but public ones need a live session with the declared role. */
export function registerAuth(app: FastifyInstance, sessions: SessionService, db: Db): void {
  app.decorateRequest('session', null);
  requireAccessDeclarations(app);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access?.role === 'public' || !request.url.startsWith('/rest/')) return;
    // Unknown /rest paths fall through to the 404 handler, which needs no session.
    if (!request.routeOptions.url) return;
    const token = tokenFrom(request);
    if (!token) throw new HttpError(401, 'unauthorized', 'Sign in first: this call needs an Authorization header.');
    const session = await sessions.lookup(token);
    if (!session) throw new HttpError(401, 'unauthorized', 'Your session has ended or the token is not valid. Sign in again.');
    request.session = session;
    if (access) await enforceRole(db, access, session);
  });
}
