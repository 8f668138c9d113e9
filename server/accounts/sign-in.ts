/**
 * Sign-in orchestration (spec 1 section 7, auth): password and provider sign-ins, acting as another user, resuming
 * and moving a session. Each answers the identity the SPA shows and, when it opened one, the new session's token;
 * the route puts that token in the session cookie. Refusals are domain errors (server/errors.ts).
 */
import { LOGIN_STATUS } from '../../core/loginStatus';
import { TooMany, Unauthenticated } from '../errors';
import type { AccessTokenVerifier } from './access-tokens';
import type { IdentityService, SignInWish, UserIdentity } from './identity';
import { ImpersonationEnded, rightsOfSession } from './rights';
import type { SessionRecord, SessionService } from './sessions';
import { refusalMessage, type UserRow, type UserService } from './users';
import type { Db } from '../db/pool';
import { revokeProviderGrant } from '../idp/revocation';

/** Where sign-in writes what an operator needs to know (the request's logger). */
export interface SignInLog {
  info(details: object, message: string): void;
}

/** The identity answered, and the token of the session this call opened (null when it opened none). */
export interface SignInAnswer<T = UserIdentity> {
  answer: T;
  token: string | null;
}

/** The session a token names is gone: the caller also forgets its cookie. */
export class SessionEnded extends Unauthenticated {}

export interface SignInDeps {
  db: Db;
  users: UserService;
  identity: IdentityService;
  sessions: SessionService;
  verifyAccessToken: AccessTokenVerifier;
  /** Embedded tokens name the user by id, Keycloak tokens by username. */
  identityMode: 'embedded' | 'keycloak';
}

export function createSignInService({ db, users, identity, sessions, verifyAccessToken, identityMode }: SignInDeps) {
  /** Opens a session in a universe and answers with the identity and its token (status 0, or 8 while loading). */
  async function openSession(user: UserRow, universeId: number, opts: { idToken?: string | null; actingUser?: UserRow } = {}): Promise<SignInAnswer<UserIdentity & { authToken: string }>> {
    const token = await sessions.create(user.id, universeId, { idToken: opts.idToken, actingUserId: opts.actingUser?.id ?? null });
    const answer = await identity.identity(user, universeId, { actingUser: opts.actingUser?.username ?? null });
    return { answer: { ...answer, authToken: token }, token };
  }

  /**
   * Statuses 5, 6 and 7 come with a session that has no universe yet (it sees no tenant data): the
   * choice is then made with `changeuniverse`. Statuses 1 and 9 get no session.
   */
  async function signIn(user: UserRow, wish: SignInWish & { offerActAs: boolean }, idToken?: string | null): Promise<SignInAnswer<UserIdentity>> {
    const decision = await identity.decide(user, wish);
    if (decision.kind === 'session') return openSession(user, decision.universeId, { idToken });
    let answer = decision.identity;
    // Acting as someone is offered only in the interactive sign-in; API sign-ins continue as the user.
    if (answer.loginStatus === LOGIN_STATUS.actAs && !wish.offerActAs) {
      if (answer.universes.length === 1) return openSession(user, (await identity.enterable(user.id, answer.universes[0]!.name)).id, { idToken });
      answer = { ...answer, loginStatus: answer.universes.length ? LOGIN_STATUS.chooseUniverse : LOGIN_STATUS.notConfigured };
    }
    if (answer.loginStatus === LOGIN_STATUS.notConfigured) return { answer, token: null };
    const token = await sessions.create(user.id, null, { idToken });
    return { answer: { ...answer, authToken: token }, token };
  }

  /**
   * Impersonation: a universe admin acts as an active member who is neither root nor an administrator, in that
   * universe only (server/accounts/rights.ts); recorded for audit.
   */
  async function actAs(log: SignInLog, ip: string, admin: UserRow, universeName: string, userName: string, idToken?: string | null) {
    const { userId, universeId } = await identity.actAsTarget(admin, universeName, userName);
    const target = (await users.byId(userId))!;
    await identity.recordImpersonation(universeId, admin.id, target.id, ip);
    log.info({ admin: admin.username, user: target.username, universe: universeName }, 'impersonation started');
    const opened = await openSession(target, universeId, { idToken, actingUser: admin });
    return { answer: { ...opened.answer, profileURL: '/new/' }, token: opened.token };
  }

  /** A session opened with a provider token remembers the token's grant, so logging out revokes it. */
  async function linkProviderGrant<T>(opened: SignInAnswer<T>, grantId: string | undefined): Promise<SignInAnswer<T>> {
    if (grantId && opened.token) await sessions.linkProviderGrant(opened.token, grantId);
    return opened;
  }

  async function verifiedUser(log: SignInLog, accessToken: string) {
    const verified = await verifyAccessToken(accessToken).catch((err: Error) => {
      log.info({ reason: err.message }, 'access token refused');
      throw new Unauthenticated('invalid_token', 'The sign-in token is not valid or has expired. Sign in again.');
    });
    const user =
      identityMode === 'embedded' ? await users.byId(Number(verified.subject)) : verified.username ? await users.byUsername(verified.username) : null;
    return { verified, user: user && !user.disabled ? user : null };
  }

  /** The signed-in person of a live session, and the administrator acting as them. */
  async function current(session: SessionRecord) {
    const user = await users.byId(session.userId);
    if (!user || user.disabled) throw new Unauthenticated('unauthorized', 'This account is no longer active.');
    const acting = session.actingUserId ? await users.byId(session.actingUserId) : null;
    return { user, actingUser: acting?.username ?? null };
  }

  return {
    async withPassword(
      body: { username: string; password: string; universe?: string | null; actAsUser?: string | null; actAsUniverse?: string | null },
      ip: string,
      log: SignInLog,
    ): Promise<SignInAnswer> {
      const result = await users.signIn(body.username, body.password, ip);
      if (!result.ok) {
        const message = refusalMessage(result, body.username);
        if (result.reason === 'too_many_attempts') throw new TooMany(result.reason, message, result.retryAfterSeconds);
        throw new Unauthenticated(result.reason, message);
      }
      if (body.actAsUser && body.actAsUniverse) return actAs(log, ip, result.user, body.actAsUniverse, body.actAsUser);
      return signIn(result.user, { universeName: body.universe, offerActAs: false });
    },

    async withProviderToken(
      body: { accessToken: string; idToken?: string | null; universeName?: string | null; allowIndicators?: boolean },
      log: SignInLog,
    ): Promise<SignInAnswer<UserIdentity | { loginStatus: typeof LOGIN_STATUS.unknownUser; username: string; universes: [] }>> {
      const { verified, user } = await verifiedUser(log, body.accessToken);
      if (!user) return { answer: { loginStatus: LOGIN_STATUS.unknownUser, username: verified.username ?? verified.subject, universes: [] }, token: null };
      const opened = await signIn(user, { universeName: body.universeName, allowIndicators: body.allowIndicators, offerActAs: true }, body.idToken);
      return linkProviderGrant(opened, verified.grantId);
    },

    async impersonate(body: { accessToken: string; idToken?: string | null; universeName: string; userName: string }, ip: string, log: SignInLog): Promise<SignInAnswer> {
      const { verified, user } = await verifiedUser(log, body.accessToken);
      if (!user) throw new Unauthenticated('unknown_user', 'You are not a user of this server.');
      return linkProviderGrant(await actAs(log, ip, user, body.universeName, body.userName, body.idToken), verified.grantId);
    },

    /** A session resumed from its token; SessionEnded when it is gone, ImpersonationEnded (session revoked) when acting ended. */
    async resume(token: string | undefined): Promise<UserIdentity & { authToken: string }> {
      const session = token ? await sessions.lookup(token) : null;
      const user = session ? await users.byId(session.userId) : null;
      if (!session || !user || user.disabled) throw new SessionEnded('unauthorized', 'Your session has ended. Sign in again.');
      if (session.actingUserId) {
        // The resume call is public, so the impersonation check of every other call runs here.
        await rightsOfSession(db, session).catch(async (err: unknown) => {
          if (err instanceof ImpersonationEnded) await sessions.revoke(session.id);
          throw err;
        });
      }
      const acting = session.actingUserId ? await users.byId(session.actingUserId) : null;
      return { ...(await identity.identity(user, session.universeId, { actingUser: acting?.username ?? null })), authToken: token! };
    },

    async identityOf(session: SessionRecord): Promise<UserIdentity> {
      const { user, actingUser } = await current(session);
      return identity.identity(user, session.universeId, { actingUser });
    },

    /** Logout: revokes the session and the identity provider grant it came from, if any. */
    async signOut(sessionId: number): Promise<void> {
      const { idpGrantId } = await sessions.revoke(sessionId);
      if (idpGrantId) await revokeProviderGrant(db.pool, idpGrantId);
    },

    async changeUniverse(session: SessionRecord, universeName: string): Promise<UserIdentity> {
      const { user, actingUser } = await current(session);
      const chosen = await identity.enterable(user.id, universeName);
      await sessions.moveToUniverse(session.id, chosen.id);
      return identity.identity(user, chosen.id, { actingUser });
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

