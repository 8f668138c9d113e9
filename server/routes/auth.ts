import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { revokeProviderGrant } from '../idp/revocation';
import { HttpError } from '../plugins/errors';
import { refusalMessage, type UserRow } from '../accounts/users';
import type { SignInWish, UserIdentity } from '../accounts/identity';
import { ImpersonationEnded, rightsOfSession } from '../accounts/rights';
import { requireOwnSession } from './guards';

const errors = { 400: { $ref: 'ApiError#' }, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 429: { $ref: 'ApiError#' } };
const identityResponse = { 200: { $ref: 'UserIdentity#' }, ...errors };

/** HttpOnly cookie holding the session token, so a new tab can resume with `validatecookie`. */
export const SESSION_COOKIE = 'sightline_session';


/** Sign-in and session calls (spec 1 section 7, auth). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { users, identity, sessions, passwordResets } = ctx.services;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.publicUrl.startsWith('https:') } as const;

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(ctx.config.sessionMaxMs / 1000) });
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  /** Opens a session in a universe and answers with the identity and its token (status 0, or 8 while loading). */
  async function openSession(reply: FastifyReply, user: UserRow, universeId: number, opts: { idToken?: string | null; actingUser?: UserRow } = {}) {
    const token = await sessions.create(user.id, universeId, { idToken: opts.idToken, actingUserId: opts.actingUser?.id ?? null });
    setCookie(reply, token);
    const answer: UserIdentity = await identity.identity(user, universeId, { actingUser: opts.actingUser?.username ?? null });
    return { ...answer, authToken: token };
  }

  /**
   * Statuses 5, 6 and 7 come with a session that has no universe yet (it sees no tenant data): the
   * choice is then made with `changeuniverse`. Statuses 1 and 9 get no session.
   */
  async function signIn(reply: FastifyReply, user: UserRow, wish: SignInWish & { offerActAs: boolean }, idToken?: string | null) {
    const decision = await identity.decide(user, wish);
    if (decision.kind === 'session') return openSession(reply, user, decision.universeId, { idToken });
    let answer = decision.identity;
    // Status 7 is offered only in the interactive sign-in; API sign-ins continue as the user.
    if (answer.loginStatus === 7 && !wish.offerActAs) {
      if (answer.universes.length === 1) return openSession(reply, user, (await identity.enterable(user.id, answer.universes[0]!.name)).id, { idToken });
      answer = { ...answer, loginStatus: answer.universes.length ? 5 : 9 };
    }
    if (answer.loginStatus === 9) return answer;
    const token = await sessions.create(user.id, null, { idToken });
    setCookie(reply, token);
    return { ...answer, authToken: token };
  }

  /**
   * Impersonation: a universe admin acts as an active member who is neither root nor an administrator, in that
   * universe only (server/accounts/rights.ts); recorded for audit.
   */
  async function actAs(request: FastifyRequest, reply: FastifyReply, admin: UserRow, universeName: string, userName: string, idToken?: string | null) {
    const { userId, universeId } = await identity.actAsTarget(admin, universeName, userName);
    const target = (await users.byId(userId))!;
    await identity.recordImpersonation(universeId, admin.id, target.id, request.ip);
    request.log.info({ admin: admin.username, user: target.username, universe: universeName }, 'impersonation started');
    return { ...(await openSession(reply, target, universeId, { idToken, actingUser: admin })), profileURL: '/new/' };
  }

  /** A session opened with a provider token remembers the token's grant, so logging out revokes it. */
  async function linkProviderGrant<T extends { authToken?: string | null }>(answer: T, grantId: string | undefined): Promise<T> {
    if (grantId && answer.authToken) await sessions.linkProviderGrant(answer.authToken, grantId);
    return answer;
  }

  async function verifiedUser(request: FastifyRequest, accessToken: string) {
    const verified = await ctx.verifyAccessToken(accessToken).catch((err: Error) => {
      request.log.info({ reason: err.message }, 'access token refused');
      throw new HttpError(401, 'invalid_token', 'The sign-in token is not valid or has expired. Sign in again.');
    });
    const user =
      ctx.config.identity.mode === 'embedded'
        ? await users.byId(Number(verified.subject))
        : verified.username
          ? await users.byUsername(verified.username)
          : null;
    return { verified, user: user && !user.disabled ? user : null };
  }

  app.post<{ Body: { username: string; password: string; universe?: string | null; actAsUser?: string | null; actAsUniverse?: string | null } }>(
    '/vuejs/auth/login',
    {
      config: { access: { role: 'public' } },
      schema: { summary: 'Password sign-in', tags: ['auth'], body: { $ref: 'LoginRequest#' }, response: identityResponse },
    },
    async (request, reply) => {
      const { username, password, universe, actAsUser, actAsUniverse } = request.body;
      const result = await users.signIn(username, password, request.ip);
      if (!result.ok) {
        if (result.reason === 'too_many_attempts') reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(result.reason === 'too_many_attempts' ? 429 : 401, result.reason, refusalMessage(result, username));
      }
      if (actAsUser && actAsUniverse) return actAs(request, reply, result.user, actAsUniverse, actAsUser);
      return signIn(reply, result.user, { universeName: universe, offerActAs: false });
    },
  );

  app.post<{ Body: { accessToken: string; idToken?: string | null; universeName?: string | null; allowIndicators?: boolean } }>(
    '/vuejs/auth/validatekeycloak',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Exchange an identity-provider access token for a Sightline session',
        tags: ['auth'],
        body: { $ref: 'ValidateKeycloakRequest#' },
        response: identityResponse,
      },
    },
    async (request, reply) => {
      const { verified, user } = await verifiedUser(request, request.body.accessToken);
      // Login status 1: signed in at the identity service but unknown (or disabled) here.
      if (!user) return { loginStatus: 1, username: verified.username ?? verified.subject, universes: [] };
      const answer = await signIn(
        reply,
        user,
        { universeName: request.body.universeName, allowIndicators: request.body.allowIndicators, offerActAs: true },
        request.body.idToken,
      );
      return linkProviderGrant(answer, verified.grantId);
    },
  );

  app.post<{ Body: { accessToken: string; idToken?: string | null; universeName: string; userName: string } }>(
    '/vuejs/auth/impersonateuser',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'A universe admin starts a session acting as another user (recorded)',
        tags: ['auth'],
        body: { $ref: 'ImpersonateRequest#' },
        response: identityResponse,
      },
    },
    async (request, reply) => {
      const { verified, user } = await verifiedUser(request, request.body.accessToken);
      if (!user) throw new HttpError(401, 'unknown_user', 'You are not a user of this server.');
      return linkProviderGrant(await actAs(request, reply, user, request.body.universeName, request.body.userName, request.body.idToken), verified.grantId);
    },
  );

  app.post<{ Body: { sessionId?: string | null } }>(
    '/vuejs/auth/validatecookie',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Resume a session from its token or the session cookie',
        tags: ['auth'],
        body: { $ref: 'ValidateCookieRequest#' },
        response: identityResponse,
      },
    },
    async (request, reply) => {
      const token = request.body?.sessionId || request.cookies[SESSION_COOKIE];
      const session = token ? await sessions.lookup(token) : null;
      const user = session ? await users.byId(session.userId) : null;
      if (!session || !user || user.disabled) {
        clearCookie(reply);
        throw new HttpError(401, 'unauthorized', 'Your session has ended. Sign in again.');
      }
      if (session.actingUserId) {
        // This route is public, so the impersonation check of every other route runs here.
        await rightsOfSession(ctx.db, session).catch(async (err: unknown) => {
          if (err instanceof ImpersonationEnded) {
            await sessions.revoke(session.id);
            clearCookie(reply);
          }
          throw err;
        });
      }
      const acting = session.actingUserId ? await users.byId(session.actingUserId) : null;
      return { ...(await identity.identity(user, session.universeId, { actingUser: acting?.username ?? null })), authToken: token! };
    },
  );

  const current = async (request: FastifyRequest) => {
    const session = request.session!;
    const user = await users.byId(session.userId);
    if (!user || user.disabled) throw new HttpError(401, 'unauthorized', 'This account is no longer active.');
    const acting = session.actingUserId ? await users.byId(session.actingUserId) : null;
    return { user, session, actingUser: acting?.username ?? null };
  };

  app.get(
    '/vuejs/auth/identity',
    { config: { access: { role: 'signedIn' } }, schema: { summary: 'The signed-in user (polled while the first load runs, login status 8)', tags: ['auth'], response: identityResponse } },
    async (request) => {
      const { user, session, actingUser } = await current(request);
      return identity.identity(user, session.universeId, { actingUser });
    },
  );

  app.get<{ Params: { universe: string } }>(
    '/vuejs/auth/changeuniverse/:universe',
    {
      config: { access: { role: 'signedIn', scope: 'universe' } },
      schema: {
        summary: 'Move the session to another universe the user belongs to',
        tags: ['auth'],
        params: { type: 'object', required: ['universe'], properties: { universe: { type: 'string', minLength: 1, maxLength: 100 } } },
        response: identityResponse,
      },
    },
    async (request) => {
      await requireOwnSession(ctx, request, 'change universe');
      const { user, session, actingUser } = await current(request);
      const chosen = await identity.enterable(user.id, request.params.universe);
      await sessions.moveToUniverse(session.id, chosen.id);
      return identity.identity(user, chosen.id, { actingUser });
    },
  );

  app.get<{ Params: { user: string } }>(
    '/vuejs/auth/forgot/:user',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Mail a password-reset link to a user (by username or e-mail address)',
        tags: ['auth'],
        params: { type: 'object', required: ['user'], properties: { user: { type: 'string', minLength: 1, maxLength: 200 } } },
        response: {
          200: { type: 'object', required: ['sentTo'], additionalProperties: false, properties: { sentTo: { type: 'string' } } },
          ...errors,
          404: { $ref: 'ApiError#' },
          409: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => passwordResets.request(request.params.user.trim()),
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/vuejs/auth/reset',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Set a new password with the token from a reset mail',
        tags: ['auth'],
        body: { $ref: 'ResetRequest#' },
        response: {
          200: { type: 'object', required: ['username'], additionalProperties: false, properties: { username: { type: 'string' } } },
          ...errors,
          410: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => passwordResets.reset(request.body.token, request.body.password),
  );

  app.post(
    '/vuejs/auth/logout',
    {
      config: { access: { role: 'signedIn' } },
      schema: {
        summary: 'End the session (revokes the token and the identity provider grant it came from, clears the cookie)',
        tags: ['auth'],
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { idpGrantId } = await sessions.revoke(request.session!.id);
      if (idpGrantId) await revokeProviderGrant(ctx.db.pool, idpGrantId);
      clearCookie(reply);
      return reply.status(204).send();
    },
  );
}
