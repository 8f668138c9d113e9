import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { ImpersonationEnded } from '../accounts/rights';
import { SessionEnded, type SignInAnswer } from '../accounts/sign-in';
import { requireOwnSession } from './guards';
import type { ImpersonateRequest } from '../../schemas/api/impersonate-request.gen';
import type { LoginRequest } from '../../schemas/api/login-request.gen';
import type { PasswordResetDone } from '../../schemas/api/password-reset-done.gen';
import type { PasswordResetSent } from '../../schemas/api/password-reset-sent.gen';
import type { ResetRequest } from '../../schemas/api/reset-request.gen';
import type { UserIdentity } from '../../schemas/api/user-identity.gen';
import type { ValidateCookieRequest } from '../../schemas/api/validate-cookie-request.gen';
import type { ValidateKeycloakRequest } from '../../schemas/api/validate-keycloak-request.gen';
import type { ChangeUniverseParams } from '../../schemas/api/params/change-universe-params.gen';
import type { ForgotPasswordParams } from '../../schemas/api/params/forgot-password-params.gen';

const errors = { 400: { $ref: 'ApiError#' }, 401: { $ref: 'ApiError#' }, 403: { $ref: 'ApiError#' }, 429: { $ref: 'ApiError#' } };
const identityResponse = { 200: { $ref: 'UserIdentity#' }, ...errors };

/** HttpOnly cookie holding the session token, so a new tab can resume with `validatecookie`. */
export const SESSION_COOKIE = 'sightline_session';


/** Sign-in and session calls (spec 1 section 7, auth). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { passwordResets, signIn } = ctx.services;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.publicUrl.startsWith('https:') } as const;

  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: Math.floor(ctx.config.sessionMaxMs / 1000) });
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  /** Answers the identity; a session the call opened also goes into the cookie. */
  const withCookie = <T>(reply: FastifyReply, { answer, token }: SignInAnswer<T>): T => {
    if (token) setCookie(reply, token);
    return answer;
  };

  app.post<{ Body: LoginRequest; Reply: UserIdentity }>(
    '/vuejs/auth/login',
    {
      config: { access: { role: 'public' } },
      schema: { summary: 'Password sign-in', tags: ['auth'], body: { $ref: 'LoginRequest#' }, response: identityResponse },
    },
    async (request, reply) => withCookie(reply, await signIn.withPassword(request.body, request.ip, request.log)),
  );

  app.post<{ Body: ValidateKeycloakRequest; Reply: UserIdentity }>(
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
    async (request, reply) => withCookie(reply, await signIn.withProviderToken(request.body, request.log)),
  );

  app.post<{ Body: ImpersonateRequest; Reply: UserIdentity }>(
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
    async (request, reply) => withCookie(reply, await signIn.impersonate(request.body, request.ip, request.log)),
  );

  app.post<{ Body: ValidateCookieRequest; Reply: UserIdentity }>(
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
    async (request, reply) =>
      signIn.resume(request.body?.sessionId || request.cookies[SESSION_COOKIE]).catch((err: unknown) => {
        if (err instanceof SessionEnded || err instanceof ImpersonationEnded) clearCookie(reply);
        throw err;
      }),
  );

  app.get<{ Reply: UserIdentity }>(
    '/vuejs/auth/identity',
    { config: { access: { role: 'signedIn' } }, schema: { summary: 'The signed-in user (polled while the first load runs, login status 8)', tags: ['auth'], response: identityResponse } },
    async (request) => signIn.identityOf(request.session!),
  );

  app.get<{ Params: ChangeUniverseParams; Reply: UserIdentity }>(
    '/vuejs/auth/changeuniverse/:universe',
    {
      config: { access: { role: 'signedIn', scope: 'universe' } },
      schema: {
        summary: 'Move the session to another universe the user belongs to',
        tags: ['auth'],
        params: { $ref: 'ChangeUniverseParams#' },
        response: identityResponse,
      },
    },
    async (request) => {
      await requireOwnSession(ctx, request, 'change universe');
      return signIn.changeUniverse(request.session!, request.params.universe);
    },
  );

  app.get<{ Params: ForgotPasswordParams; Reply: PasswordResetSent }>(
    '/vuejs/auth/forgot/:user',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Mail a password-reset link to a user (by username or e-mail address)',
        tags: ['auth'],
        params: { $ref: 'ForgotPasswordParams#' },
        response: {
          200: { $ref: 'PasswordResetSent#' },
          ...errors,
          404: { $ref: 'ApiError#' },
          409: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => passwordResets.request(request.params.user.trim()),
  );

  app.post<{ Body: ResetRequest; Reply: PasswordResetDone }>(
    '/vuejs/auth/reset',
    {
      config: { access: { role: 'public' } },
      schema: {
        summary: 'Set a new password with the token from a reset mail',
        tags: ['auth'],
        body: { $ref: 'ResetRequest#' },
        response: {
          200: { $ref: 'PasswordResetDone#' },
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
      await signIn.signOut(request.session!.id);
      clearCookie(reply);
      return reply.status(204).send();
    },
  );
}
