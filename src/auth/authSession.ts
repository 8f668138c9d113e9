import { createApiClient, type ApiClient, type FetchLike } from '../api/client.ts';
import type { AuthState } from './context.ts';
import type { IdentityClient, IdentityClientFactory } from './identityClient.ts';
import { appRedirectUri, clearSession, dropAuthToken } from './session.ts';
import { establishSession, fetchClientConfig } from './signIn.ts';

export interface AuthSessionOptions {
  createIdentityClient: IdentityClientFactory;
  fetch?: FetchLike;
}

/**
 * The browser's sign-in state, outside React: a small store (`subscribe` / `getState`) that
 * `AuthProvider` reads with useSyncExternalStore.
 */
export class AuthSession {
  /** API client carrying the session token; a 401 on it means the session is gone and starts a new sign-in. */
  readonly api: ApiClient;
  /** Sign-in's own client: there a 401 is part of the flow. */
  private readonly signInApi: ApiClient;
  private readonly createIdentityClient: IdentityClientFactory;

  private state: AuthState = { status: 'signing-in' };
  private readonly listeners = new Set<() => void>();
  private token: string | null = null;
  private identityClient: IdentityClient | null = null;
  private attempt = 0;
  private started = false;

  constructor({ createIdentityClient, fetch }: AuthSessionOptions) {
    this.createIdentityClient = createIdentityClient;
    this.signInApi = createApiClient({ fetch });
    this.api = createApiClient({
      fetch,
      getAuthToken: () => this.token,
      onUnauthorized: () => {
        if (!this.token) return; // already handled
        dropAuthToken();
        this.retry();
      },
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): AuthState => this.state;

  private setState(state: AuthState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /**
   * Starts the first sign-in; later calls do nothing (React may run effects twice, and keycloak-js
   * can answer an authorization callback only once).
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.signIn();
  }

  /** Signs in again from the start (after a failure or a lost session). */
  readonly retry = (): void => {
    this.started = true;
    this.token = null;
    void this.signIn();
  };

  private async signIn(): Promise<void> {
    const attempt = ++this.attempt;
    this.setState({ status: 'signing-in' });
    try {
      const outcome = await establishSession({
        api: this.signInApi,
        createIdentityClient: this.createIdentityClient,
        onIdentityClient: (client) => {
          this.identityClient = client;
        },
      });
      if (attempt !== this.attempt) return; // superseded by a retry or a sign-out
      if (outcome.kind === 'signed-in') {
        this.token = outcome.authToken;
        this.setState({ status: 'signed-in', identity: outcome.identity, authToken: outcome.authToken });
      } else if (outcome.kind === 'login-status') {
        this.setState({ status: 'login-status', loginStatus: outcome.loginStatus });
      } else {
        this.setState({ status: 'not-logged-in' });
      }
    } catch (error) {
      if (attempt === this.attempt) this.setState({ status: 'failed', error });
    }
  }

  /**
   * `POST vuejs/auth/logout` (failures ignored: the session may already be gone), forget this tab's
   * state, then end the identity provider's session, which navigates back to `/new/`.
   */
  readonly signOut = async (): Promise<void> => {
    const token = this.token;
    const identity = this.state.status === 'signed-in' ? this.state.identity : null;
    this.token = null;
    this.attempt++; // a sign-in still in flight is now stale
    this.setState({ status: 'signing-out', identity });
    if (token) {
      try {
        await this.signInApi.post('vuejs/auth/logout', undefined, { auth: token });
      } catch {
        // signing out goes on regardless
      }
    }
    clearSession();
    try {
      const client = this.identityClient ?? this.createIdentityClient(await fetchClientConfig(this.signInApi));
      this.identityClient = client;
      await client.logout(appRedirectUri());
    } catch (error) {
      this.setState({ status: 'failed', error });
    }
  };
}
