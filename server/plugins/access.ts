/**
 * Access declarations (DESIGN.md rule 4): every /rest route says in its definition who may call it,
 * `config: { access: { role, scope } }`. The auth plugin enforces the role from it, the OpenAPI document
 * carries it as `x-access` (the route matrix test reads it from there), and registering a /rest route without
 * one throws, so the app does not start with an undeclared route.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../db/pool';
import { ImpersonationEnded, ROLE_LEVEL_RIGHTS, rightsOfSession, type SessionRights } from '../accounts/rights';
import type { SessionService } from '../accounts/sessions';
import { HttpError } from './errors';

/**
 * Who may call: anybody (`public`), any live session (`signedIn`), an administrator of the session's universe
 * or root (`universeAdmin`), root (`root`). An impersonating session counts as neither administrator nor root:
 * it holds at most the rights of both people, and administrators and root cannot be impersonated.
 */
export type AccessRole = 'public' | 'signedIn' | 'universeAdmin' | 'root';

/**
 * What the call reads beyond the role: a universe it names or the session's (`universe`), a survey of the
 * session's universe that every member sees whole (`survey`), or rows limited to the role's unit scope: a drill
 * path, an alert, an interview or a sample outside it is refused with 403 (`unit`).
 */
export type AccessScope = 'universe' | 'survey' | 'unit';

export interface RouteAccess {
  role: AccessRole;
  scope?: AccessScope;
  /** What the call does, completing the refusals "Only administrators of this universe may …" and "you cannot …". */
  doing?: string;
  /**
   * With `universeAdmin`: a role-wide right that admits a member who is not an administrator too (canaddusers for
   * the user calls, cancreateroles for the role calls). The service then limits them to roles at or below their own.
   */
  orRight?: DelegatedRight;
}

/** The role-wide rights that stand in for administering, each for its own calls. */
export type DelegatedRight = 'canaddusers' | 'cancreateroles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /rest route; see server/plugins/access.ts. */
    access?: RouteAccess;
  }
}

const ROLES: readonly AccessRole[] = ['public', 'signedIn', 'universeAdmin', 'root'];
const SCOPES: readonly AccessScope[] = ['universe', 'survey', 'unit'];

/** Throws at registration when a /rest route has no valid declaration; copies it into the OpenAPI operation. */
export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/rest/')) return;
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    const where = `${String(route.method)} ${route.url}`;
    if (!access) throw new Error(`${where} declares no access: add config: { access: { role, scope } } (server/plugins/access.ts)`);
    if (!ROLES.includes(access.role)) throw new Error(`${where} declares the unknown access role "${String(access.role)}"`);
    if (access.scope !== undefined && !SCOPES.includes(access.scope)) throw new Error(`${where} declares the unknown access scope "${String(access.scope)}"`);
    if (access.orRight !== undefined && (access.role !== 'universeAdmin' || !(ROLE_LEVEL_RIGHTS as readonly string[]).includes(access.orRight))) {
      throw new Error(`${where} declares orRight "${String(access.orRight)}": only a role-wide right, and only with role universeAdmin`);
    }
    if (route.schema) route.schema = { ...route.schema, 'x-access': access, ...(access.role === 'public' ? { security: [] } : {}) } as typeof route.schema;
  });
}

const known = new WeakMap<FastifyRequest, Promise<SessionRights>>();

/**
 * What the caller's session may do (server/accounts/rights.ts), read once per request: the role check here and
 * the guards of routes/guards.ts share it. An impersonating session whose grounds are gone (the administrator
 * lost the universe, the person became an administrator…) is revoked and answered 401.
 */
export function rightsOfRequest(request: FastifyRequest, db: Db, sessions: SessionService): Promise<SessionRights> {
  let rights = known.get(request);
  if (!rights) {
    const session = request.session;
    if (!session) throw new HttpError(401, 'unauthorized', 'Sign in first.');
    rights = rightsOfSession(db, session).catch(async (err: unknown) => {
      if (err instanceof ImpersonationEnded) await sessions.revoke(session.id);
      throw err;
    });
    known.set(request, rights);
  }
  return rights;
}

/** Refuses a signed-in session the declared role does not admit (403). */
export async function enforceRole(access: RouteAccess, universeId: number | null, rightsOf: () => Promise<SessionRights>): Promise<void> {
  if (access.role === 'public' || access.role === 'signedIn') return;
  // The one rule of what a session may do (impersonation: at most both people's rights, never root or admin).
  const rights = await rightsOf();
  if (access.role === 'root') {
    if (!rights.isRoot) throw new HttpError(403, 'root_only', 'Only root users may do this.');
    return;
  }
  requireUniverseAdmin(rights, universeId, access.doing ?? 'do this', access.orRight);
}

/**
 * The administrator check every `universeAdmin` route passes through (enforceRole): root, or an administrator of
 * the session's universe (rights.isUniverseAdmin, server/accounts/rights.ts `administers`) who is not acting as
 * someone else, or (with `orRight`) a member whose role holds that role-wide right, not acting as someone else.
 * `doing` completes "Only administrators of this universe may …".
 */
export function requireUniverseAdmin(rights: SessionRights, universeId: number | null, doing: string, orRight?: DelegatedRight): void {
  if (rights.isRoot) return;
  if (universeId === null) throw new HttpError(403, 'no_universe', 'Choose a universe first.');
  if (rights.impersonating) {
    throw new HttpError(403, 'impersonating', `While acting as another user you cannot ${doing}. Sign out and sign in as yourself first.`);
  }
  if (rights.isUniverseAdmin || (orRight !== undefined && rights.roleRights.includes(orRight))) return;
  const or = orRight === undefined ? '' : ` (as may roles with the right ${orRight})`;
  throw new HttpError(403, 'forbidden', `Only administrators of this universe may ${doing}${or}.`);
}
