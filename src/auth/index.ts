export { AuthProvider, type AuthProviderProps } from './AuthProvider.tsx';
export { useAuth, useSession, type AuthState, type AuthContextValue, type AuthStore } from './context.ts';
export type { IdentityClient, IdentityClientFactory } from './identityClient.ts';
export { createKeycloakIdentityClient } from './keycloakClient.ts';
export { SignInError } from './signIn.ts';
export type { ClientConfig, Identity, UniverseRef } from './types.ts';
export { displayName, universeTitle } from './types.ts';
