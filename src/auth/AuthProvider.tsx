import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
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

/** Signs the user in on mount and provides the session through useAuth(). */
export function AuthProvider({ children, createIdentityClient = createKeycloakIdentityClient, fetch }: AuthProviderProps) {
  const [session] = useState(() => new AuthSession({ createIdentityClient, fetch }));
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  useEffect(() => {
    session.start();
  }, [session]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, api: session.api, signOut: session.signOut, retry: session.retry }),
    [state, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
