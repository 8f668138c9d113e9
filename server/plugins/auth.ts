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
  interface FastifyContextConfig {
    /** The route also takes the token as `?authtoken=` (an event stream cannot send headers), checked like the header. */
    tokenInQuery?: boolean;
  }
}

/** The session token arrives as `Authorization: <token>` (the spec's shape) or `Authorization: Bearer <token>`. */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? queryToken(request);
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '').trim() || null;
}

/** `?authtoken=` on a route that declares `tokenInQuery` (the logs redact it, plugins/logging.ts). */
function queryToken(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config?.tokenInQuery) return undefined;
  const token = (request.query as Record<string, unknown> | undefined)?.authtoken;
  return typeof token === 'string' ? token : undefined;
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
    if (!token) throw new HttpError(401, 'unauthorized', `Sign in first: this call needs an Authorization header${request.routeOptions.config?.tokenInQuery ? ' or an authtoken query parameter' : ''}.`);
    const session = await sessions.lookup(token);
    if (!session) throw new HttpError(401, 'unauthorized', 'Your session has ended or the token is not valid. Sign in again.');
    request.session = session;
    if (access) await enforceRole(access, session.universeId, () => rightsOfRequest(request, db, sessions));
  });
}
