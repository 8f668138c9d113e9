import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { Identity } from './types.ts';

export type AuthState =
  | { status: 'signing-in' }
  | { status: 'signed-in'; identity: Identity; authToken: string }
  /** The provider answered without a signed-in user (spec: 'Not logged in!'). */
  | { status: 'not-logged-in' }
  /** The server answered the sign-in with a loginStatus other than 0. */
  | { status: 'login-status'; loginStatus: number }
  | { status: 'failed'; error: unknown }
  | { status: 'signing-out'; identity: Identity | null };

export interface AuthContextValue {
  state: AuthState;
  /** API client carrying the current session token; a 401 on it starts a new sign-in. */
  api: ApiClient;
  /** Ends the server session, forgets this tab's state and signs out of the identity provider. */
  signOut(): Promise<void>;
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
