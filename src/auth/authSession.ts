import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { createApiClient, type ApiClient, type FetchLike } from '../api/client.ts';
import { loginMachine, type LoginInput } from '../../machines/login.machine.ts';
import { tokenRefreshMachine } from '../../machines/token-refresh.machine.ts';
import { LOGIN_STATUS } from '../../core/loginStatus';
import type { AuthState } from './context.ts';
import type { IdentityClient, IdentityClientFactory } from './identityClient.ts';
import { fetchClientConfig, loginActors, resumeCall } from './loginActors.ts';
import { dropAuthToken, readAuthToken, storeAuthToken } from './session.ts';
import type { Identity } from './types.ts';

export interface AuthSessionOptions {
  createIdentityClient: IdentityClientFactory;
  fetch?: FetchLike;
}

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The UI's view of a login machine snapshot. */
export function authStateOf(snapshot: LoginSnapshot): AuthState {
  const { answer, error, actAsError, choiceError } = snapshot.context;
  const identity = answer as unknown as Identity;
  switch (snapshot.value) {
    case 'signedIn':
      return { status: 'signed-in', identity, authToken: answer!.authToken ?? '' };
    case 'selectUniverse':
      return { status: 'choose-universe', identity, byIndicators: false, error: choiceError, busy: false };
    case 'selectUniverseByIndicators':
      return { status: 'choose-universe', identity, byIndicators: true, error: choiceError, busy: false };
    case 'selectActAs':
      return { status: 'act-as', identity, error: actAsError, choiceError, busy: false };
    // While a choice is sent, the screen it was made on stays (with what was picked), marked busy.
    case 'impersonating':
      return { status: 'act-as', identity, error: null, choiceError: null, busy: true };
    case 'changingUniverse':
      return answer?.loginStatus === LOGIN_STATUS.actAs
        ? { status: 'act-as', identity, error: null, choiceError: null, busy: true }
        : { status: 'choose-universe', identity, byIndicators: answer?.loginStatus === LOGIN_STATUS.chooseUniverseByIndicators, error: null, busy: true };
    case 'loading':
    case 'polling':
      return { status: 'loading', identity, percent: answer?.loadStatus ?? 0 };
    case 'unknownUser':
      return { status: 'unknown-user', username: String(answer?.username ?? '') };
    case 'notConfigured':
      return { status: 'not-configured', identity };
    case 'notLoggedIn':
      return { status: 'not-logged-in' };
    case 'failed':
      return { status: 'failed', error };
    case 'signingOut':
    case 'signedOut':
      return { status: 'signing-out' };
    default:
      return { status: 'signing-in' };
  }
}

/**
 * The browser's sign-in: runs the login machine with the real side effects, keeps the session token
 * for reloads, runs the token-refresh machine while signed in through the provider, and exposes a
 * small store (`subscribe` / `getState`) that AuthProvider reads with useSyncExternalStore.
 */
export class AuthSession {
  /** API client carrying the session token; a 401 on it means the session is gone and starts a new sign-in. */
  readonly api: ApiClient;
  /** Sign-in's own client: there a 401 is part of the flow. */
  private readonly signInApi: ApiClient;
  private readonly createIdentityClient: IdentityClientFactory;
  private identityClientPromise: Promise<IdentityClient> | null = null;
  private login: Actor<typeof loginMachine> | null = null;
  private refresher: Actor<typeof tokenRefreshMachine> | null = null;
  private input: LoginInput = {};
  private state: AuthState = { status: 'idle' };
  private readonly listeners = new Set<() => void>();
  /**
   * The check of a session token kept in this tab (a reload, a link opened in it), asked for as the page starts: the
   * login machine's first resume takes it instead of asking once the router's chunk is in and its gate starts the
   * sign-in (issue 12: the first screen waited on that chain). Nothing else is called before the session is known.
   */
  private earlyResume: { token: string; answer: Promise<unknown> } | null = null;

  constructor({ createIdentityClient, fetch }: AuthSessionOptions) {
    this.createIdentityClient = createIdentityClient;
    this.signInApi = createApiClient({ fetch });
    this.api = createApiClient({
      fetch,
      getAuthToken: () => (this.state.status === 'signed-in' ? this.state.authToken : null),
      onUnauthorized: () => {
        if (this.state.status !== 'signed-in') return; // already handled
        dropAuthToken();
        this.restart();
      },
    });
    const token = readAuthToken();
    if (token) {
      this.earlyResume = { token, answer: resumeCall(this.signInApi, token) };
      this.earlyResume.answer.catch(() => undefined); // the resume that takes it handles its failure
    }
  }

  /** The early check, once and only for the token it checked (a sign-in since replaced it: ask again). */
  private readonly takeEarlyResume = (): Promise<unknown> | null => {
    const early = this.earlyResume;
    this.earlyResume = null;
    return early && early.token === readAuthToken() ? early.answer : null;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): AuthState => this.state;

  private setState(state: AuthState): void {
    const wasSignedIn = this.state.status === 'signed-in';
    this.state = state;
    if (state.status === 'signed-in') {
      storeAuthToken(state.authToken);
      if (!wasSignedIn) void this.startRefreshing();
    } else if (wasSignedIn) {
      this.refresher?.send({ type: 'STOP' });
    }
    for (const listener of this.listeners) listener();
  }

  private identityClient(): Promise<IdentityClient> {
    return (this.identityClientPromise ??= fetchClientConfig(this.signInApi).then((config) => this.createIdentityClient(config)));
  }

  /** Keeps the provider's token fresh while signed in (only when this page load signed in there). */
  private async startRefreshing(): Promise<void> {
    if (!this.identityClientPromise) return;
    const client = await this.identityClientPromise;
    if (!client.token) return;
    this.refresher ??= createActor(
      tokenRefreshMachine.provide({
        actors: { refresh: fromPromise<boolean, { minValiditySeconds: number }>(({ input }) => client.updateToken(input.minValiditySeconds)) },
        actions: {
          clearToken: () => client.clearToken(),
          logFailure: (_args, params) => console.warn('Refreshing the sign-in token failed; the token was cleared.', params.error),
        },
      }),
    ).start();
    this.refresher.send({ type: 'START' });
  }

  /** Starts the sign-in once; later calls do nothing (React may run effects twice). */
  readonly start = (input: LoginInput = {}): void => {
    if (this.login) return;
    this.input = input;
    this.restart();
  };

  private restart(): void {
    this.login?.stop();
    const actor = createActor(
      loginMachine.provide({
        actors: loginActors({ api: this.signInApi, createIdentityClient: this.createIdentityClient, identityClient: () => this.identityClient(), takeEarlyResume: this.takeEarlyResume }),
      }),
      { input: this.input },
    );
    this.login = actor;
    actor.subscribe((snapshot) => {
      if (this.login === actor) this.setState(authStateOf(snapshot));
    });
    actor.start();
  }

  readonly selectUniverse = (universe: string): void => this.login?.send({ type: 'SELECT_UNIVERSE', universe });
  readonly actAs = (universe: string, user: string): void => this.login?.send({ type: 'ACT_AS', universe, user });
  readonly differentUser = (): void => this.login?.send({ type: 'DIFFERENT_USER' });

  /** Signs in again: RETRY where the machine offers it, else from the start. */
  readonly retry = (): void => {
    if (this.login?.getSnapshot().can({ type: 'RETRY' })) this.login.send({ type: 'RETRY' });
    else this.restart();
  };

  readonly signOut = (): void => {
    if (!this.login) this.restart();
    this.login!.send({ type: 'LOGOUT' });
  };
}
