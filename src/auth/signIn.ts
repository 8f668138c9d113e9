import { ApiError, type ApiClient } from '../api/client.ts';
import type { IdentityClient, IdentityClientFactory } from './identityClient.ts';
import { dropAuthToken, readAuthToken, rememberReturnPath, restoreReturnPath, storeAuthToken, takeReturnPath } from './session.ts';
import type { ClientConfig, Identity } from './types.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; identity: Identity; authToken: string }
  | { kind: 'not-logged-in' }
  | { kind: 'login-status'; loginStatus: number };

export interface SignInDeps {
  /** A client that does NOT react to 401 by itself (sign-in handles 401 here). */
  api: ApiClient;
  createIdentityClient: IdentityClientFactory;
  /** Receives the identity client once it exists (sign-out needs it). */
  onIdentityClient?: (client: IdentityClient) => void;
}

/** A problem the server or provider caused that the user can only retry. The message is shown as is. */
export class SignInError extends Error {
  override name = 'SignInError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseClientConfig(value: unknown): ClientConfig {
  if (isObject(value) && typeof value.clientId === 'string') {
    if (value.mode === 'embedded' && typeof value.oidcProvider === 'string') {
      return { mode: 'embedded', oidcProvider: value.oidcProvider, clientId: value.clientId };
    }
    if (value.mode === 'keycloak' && typeof value.url === 'string' && typeof value.realm === 'string') {
      return { mode: 'keycloak', url: value.url, realm: value.realm, clientId: value.clientId };
    }
  }
  throw new SignInError('The server sent an unreadable sign-in configuration.');
}

function parseIdentity(value: unknown): Identity {
  if (!isObject(value) || typeof value.loginStatus !== 'number') {
    throw new SignInError('The server sent an unreadable sign-in answer.');
  }
  return {
    ...(value as unknown as Identity),
    universes: Array.isArray(value.universes) ? (value.universes as Identity['universes']) : [],
    surveys: Array.isArray(value.surveys) ? value.surveys : [],
    universeAdminUserList: Array.isArray(value.universeAdminUserList) ? value.universeAdminUserList : [],
  };
}

/** `GET /rest/config/client?domain={hostname}` (no token). */
export async function fetchClientConfig(api: ApiClient, hostname = window.location.hostname): Promise<ClientConfig> {
  return parseClientConfig(await api.get('config/client', { query: { domain: hostname }, auth: false }));
}

/**
 * Establishes a server session:
 * 1. a token kept from earlier in this tab is checked with `GET vuejs/auth/identity`; a 401 drops it;
 * 2. otherwise the client configuration is fetched, the identity provider signs the user in
 *    (redirecting away and back to `/new/` when needed; the wanted path is remembered meanwhile),
 *    and its tokens are exchanged with `POST vuejs/auth/validatekeycloak` for the session token.
 */
export async function establishSession({ api, createIdentityClient, onIdentityClient }: SignInDeps): Promise<SignInOutcome> {
  const stored = readAuthToken();
  if (stored) {
    try {
      const identity = parseIdentity(await api.get('vuejs/auth/identity', { auth: stored }));
      takeReturnPath(); // the address bar already holds the wanted path; forget any stale one
      return { kind: 'signed-in', identity: { ...identity, authToken: stored }, authToken: stored };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) throw err;
      dropAuthToken(); // the session is gone: sign in again below
    }
  }

  const config = await fetchClientConfig(api);
  const client = createIdentityClient(config);
  onIdentityClient?.(client);

  rememberReturnPath();
  const authenticated = await client.init();
  if (!authenticated || !client.token) return { kind: 'not-logged-in' };

  const answer = parseIdentity(
    await api.post('vuejs/auth/validatekeycloak', { accessToken: client.token, idToken: client.idToken }, { auth: false }),
  );
  if (answer.loginStatus !== 0) return { kind: 'login-status', loginStatus: answer.loginStatus };
  if (typeof answer.authToken !== 'string' || !answer.authToken) {
    throw new SignInError('The server accepted the sign-in but sent no session token.');
  }
  storeAuthToken(answer.authToken);
  restoreReturnPath();
  return { kind: 'signed-in', identity: answer, authToken: answer.authToken };
}
