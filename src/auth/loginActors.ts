import { fromPromise } from 'xstate';
import { ApiError, type ApiClient } from '../api/client.ts';
import type { LoginAnswer, ProviderTokens } from '../../machines/login.machine.ts';
import type { IdentityClient, IdentityClientFactory } from './identityClient.ts';
import { appRedirectUri, clearSession, readAuthToken, rememberReturnPath } from './session.ts';
import { fetchClientConfig, parseIdentity } from './signIn.ts';

export interface LoginActorDeps {
  /** A client that does NOT react to 401 by itself (sign-in handles 401 here). */
  api: ApiClient;
  createIdentityClient: IdentityClientFactory;
  /** The identity client of this page load, created on first use. */
  identityClient(): Promise<IdentityClient>;
  /** The kept session's check when it was already asked for as the page started (AuthSession), once; else null. */
  takeEarlyResume?(): Promise<unknown> | null;
}

const answer = (value: unknown): LoginAnswer => parseIdentity(value) as unknown as LoginAnswer;

/** validatecookie: the session of this token, or of the HttpOnly session cookie when there is none. */
export const resumeCall = (api: ApiClient, token: string | null): Promise<unknown> => api.post('vuejs/auth/validatecookie', { sessionId: token }, { auth: false });

/** The real side effects of the login machine: the server's auth calls and the identity provider. */
export function loginActors({ api, identityClient, takeEarlyResume }: LoginActorDeps) {
  /** The provider's current tokens, signing in (which may navigate away) when there are none. */
  async function providerTokens(): Promise<ProviderTokens | null> {
    const client = await identityClient();
    if (!client.token) {
      rememberReturnPath();
      const ok = await client.init();
      if (!ok || !client.token) return null;
    }
    return { accessToken: client.token, idToken: client.idToken };
  }

  return {
    // The silent sign-on check on load: the session kept in this tab (or the HttpOnly cookie of another tab).
    resumeSession: fromPromise<LoginAnswer | null>(async () => {
      try {
        return answer(await (takeEarlyResume?.() ?? resumeCall(api, readAuthToken())));
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    }),
    authenticate: fromPromise<ProviderTokens | null>(() => providerTokens()),
    validateKeycloak: fromPromise<LoginAnswer, { tokens: ProviderTokens; universeName: string | null; allowIndicators: boolean }>(
      async ({ input }) =>
        answer(
          await api.post(
            'vuejs/auth/validatekeycloak',
            { accessToken: input.tokens.accessToken, idToken: input.tokens.idToken ?? null, universeName: input.universeName, allowIndicators: input.allowIndicators },
            { auth: false },
          ),
        ),
    ),
    changeUniverse: fromPromise<LoginAnswer, { universe: string; authToken: string | undefined }>(async ({ input }) =>
      answer(await api.get(`vuejs/auth/changeuniverse/${encodeURIComponent(input.universe)}`, { auth: input.authToken ?? false })),
    ),
    impersonate: fromPromise<LoginAnswer, { tokens: ProviderTokens | null; universe: string; user: string }>(async ({ input }) => {
      // The freshest provider token (the refresh machine keeps it valid), else the one from sign-in.
      const client = await identityClient();
      const tokens = client.token ? { accessToken: client.token, idToken: client.idToken } : (input.tokens ?? (await providerTokens()));
      if (!tokens) throw new Error('Not logged in!');
      return answer(
        await api.post(
          'vuejs/auth/impersonateuser',
          { accessToken: tokens.accessToken, idToken: tokens.idToken ?? null, universeName: input.universe, userName: input.user },
          { auth: false },
        ),
      );
    }),
    pollIdentity: fromPromise<LoginAnswer, { authToken: string | undefined }>(async ({ input }) =>
      answer(await api.get('vuejs/auth/identity', { auth: input.authToken ?? false })),
    ),
    logout: fromPromise<void, { authToken: string | undefined }>(async ({ input }) => {
      if (input.authToken) {
        try {
          await api.post('vuejs/auth/logout', undefined, { auth: input.authToken });
        } catch {
          // signing out goes on regardless: the session may already be gone
        }
      }
      clearSession();
      await (await identityClient()).logout(appRedirectUri());
    }),
  };
}

export { fetchClientConfig };
