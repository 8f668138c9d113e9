import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { FetchLike } from '../api/client.ts';
import { AuthSession } from './authSession.ts';
import { AuthContext, type AuthContextValue } from './context.ts';
import type { IdentityClientFactory } from './identityClient.ts';
import { createKeycloakIdentityClient } from './keycloakClient.ts';

export interface AuthProviderProps {
  children?: ReactNode;
  /** Builds the identity client from the server's client configuration; keycloak-js by default. Read once. */
  createIdentityClient?: IdentityClientFactory;
  /** The fetch used for every API call; the global fetch by default. Read once. */
  fetch?: FetchLike;
}

/** Provides the session through useAuth(); the sign-in starts when a screen that needs it calls start(). */
export function AuthProvider({ children, createIdentityClient = createKeycloakIdentityClient, fetch }: AuthProviderProps) {
  const [session] = useState(() => new AuthSession({ createIdentityClient, fetch }));
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      store: session,
      api: session.api,
      start: session.start,
      selectUniverse: session.selectUniverse,
      actAs: session.actAs,
      signOut: session.signOut,
      differentUser: session.differentUser,
      retry: session.retry,
    }),
    [state, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
