import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import type { UserRow } from '../services/users';

const identityResponse = { 200: { $ref: 'UserIdentity#' }, 401: { $ref: 'ApiError#' }, 400: { $ref: 'ApiError#' } };

/** Sign-in and session calls (spec 1 section 7, auth). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { users, identity, sessions } = ctx.services;

  async function startSession(user: UserRow, wantedUniverse: string | null | undefined, idToken?: string | null) {
    const { chosen } = await identity.chooseUniverse(user.id, wantedUniverse);
    const token = await sessions.create(user.id, chosen?.id ?? null, { idToken });
    return { ...(await identity.identity(user, chosen?.id ?? null)), authToken: token };
  }

  app.post<{ Body: { username: string; password: string; universe?: string | null } }>(
    '/vuejs/auth/login',
    {
      config: { public: true },
      schema: { summary: 'Password sign-in', tags: ['auth'], body: { $ref: 'LoginRequest#' }, response: identityResponse },
    },
    async (request) => {
      const user = await users.checkPassword(request.body.username, request.body.password);
      if (!user) throw new HttpError(401, 'invalid_credentials', 'Wrong username or password.');
      return startSession(user, request.body.universe);
    },
  );

  app.post<{ Body: { accessToken: string; idToken?: string | null; universeName?: string | null } }>(
    '/vuejs/auth/validatekeycloak',
    {
      config: { public: true },
      schema: {
        summary: 'Exchange an identity-provider access token for a Sightline session',
        tags: ['auth'],
        body: { $ref: 'ValidateKeycloakRequest#' },
        response: identityResponse,
      },
    },
    async (request) => {
      const verified = await ctx.verifyAccessToken(request.body.accessToken).catch((err: Error) => {
        request.log.info({ reason: err.message }, 'access token refused');
        throw new HttpError(401, 'invalid_token', 'The sign-in token is not valid or has expired. Sign in again.');
      });
      const user =
        ctx.config.identity.mode === 'embedded'
          ? await users.byId(Number(verified.subject))
          : verified.username
            ? await users.byUsername(verified.username)
            : null;
      if (!user || user.disabled) {
        // Login status 1: signed in at the identity service but unknown here.
        return {
          loginStatus: 1,
          username: verified.username ?? verified.subject,
          universes: [],
        };
      }
      return startSession(user, request.body.universeName, request.body.idToken);
    },
  );

  const current = async (request: FastifyRequest) => {
    const session = request.session!;
    const user = await users.byId(session.userId);
    if (!user || user.disabled) throw new HttpError(401, 'unauthorized', 'This account is no longer active.');
    return { user, session };
  };

  app.get(
    '/vuejs/auth/identity',
    { schema: { summary: 'The signed-in user', tags: ['auth'], response: identityResponse } },
    async (request) => {
      const { user, session } = await current(request);
      return identity.identity(user, session.universeId);
    },
  );

  app.get<{ Params: { universe: string } }>(
    '/vuejs/auth/changeuniverse/:universe',
    {
      schema: {
        summary: 'Move the session to another universe the user belongs to',
        tags: ['auth'],
        params: { type: 'object', required: ['universe'], properties: { universe: { type: 'string', minLength: 1, maxLength: 100 } } },
        response: { ...identityResponse, 403: { $ref: 'ApiError#' } },
      },
    },
    async (request) => {
      const { user, session } = await current(request);
      const { chosen } = await identity.chooseUniverse(user.id, request.params.universe);
      if (!chosen || chosen.name !== request.params.universe) {
        throw new HttpError(403, 'forbidden', `You are not a member of the universe "${request.params.universe}".`);
      }
      await sessions.moveToUniverse(session.id, chosen.id);
      return identity.identity(user, chosen.id);
    },
  );

  app.post(
    '/vuejs/auth/logout',
    { schema: { summary: 'End the session (revokes the token)', tags: ['auth'], response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      await sessions.revoke(request.session!.id);
      return reply.status(204).send();
    },
  );
}
