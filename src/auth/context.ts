import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { LoginInput } from '../../machines/login.machine.ts';
import type { Identity } from './types.ts';

/** What the screens see of the login machine (machines/login.machine.ts). */
export type AuthState =
  /** Sign-in not started: public pages (notices, password reset) need none. */
  | { status: 'idle' }
  /** Welcome with a progress circle: resuming, at the provider, validating, changing universe. */
  | { status: 'signing-in' }
  | { status: 'signed-in'; identity: Identity; authToken: string }
  /** Login status 5, or 6 with the indicator overview; `busy` while the chosen universe opens. */
  | { status: 'choose-universe'; identity: Identity; byIndicators: boolean; error: string | null; busy: boolean }
  /** Login status 7: act as someone, or continue as oneself; `busy` while that is asked. */
  | { status: 'act-as'; identity: Identity; error: string | null; choiceError: string | null; busy: boolean }
  /** Login status 8: the first load, polled every 5 s. */
  | { status: 'loading'; identity: Identity; percent: number }
  /** Login status 1: signed in at the identity service, unknown here ('Your login is almost ready'). */
  | { status: 'unknown-user'; username: string }
  /** Login status 9: 'This user is not configured for this server'. */
  | { status: 'not-configured'; identity: Identity }
  /** The provider answered without a signed-in user (spec: 'Not logged in!'). */
  | { status: 'not-logged-in' }
  | { status: 'failed'; error: unknown }
  | { status: 'signing-out' };

/** The session as a store, for code outside React: the router's sign-in gate waits on it (routing/signInGate.ts). */
export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  start(input?: LoginInput): void;
}

export interface AuthContextValue {
  state: AuthState;
  /** The same session as a store (the router context carries it). */
  store: AuthStore;
  /** API client carrying the current session token; a 401 on it starts a new sign-in. */
  api: ApiClient;
  /** Starts the sign-in (once); the login page passes its query parameters. */
  start(input?: LoginInput): void;
  selectUniverse(universe: string): void;
  actAs(universe: string, user: string): void;
  /** Ends the server session, forgets this tab's state and signs out of the identity provider. */
  signOut(): void;
  /** Signs out so that another user can sign in ('Login with a different user'). */
  differentUser(): void;
  /** Starts sign-in again (after a failure). */
  retry(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}

/** The signed-in session; for screens that only render once the user is signed in. */
export function useSession(): { identity: Identity; authToken: string; api: ApiClient } {
  const { state, api } = useAuth();
  if (state.status !== 'signed-in') throw new Error('useSession() needs a signed-in user');
  return { identity: state.identity, authToken: state.authToken, api };
}
