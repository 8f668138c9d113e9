import type { ClientConfig } from './types.ts';

/**
 * The identity provider as the app sees it. The real one is keycloak-js (see keycloakClient.ts);
 * tests supply a fake without any network.
 */
export interface IdentityClient {
  /**
   * Signs the user in: answers an authorization callback in the URL, or redirects to the provider
   * (the promise then never settles because the page navigates away). Resolves true when signed in.
   */
  init(): Promise<boolean>;
  /** The provider's access token, once init() resolved true. */
  readonly token: string | undefined;
  /** The provider's ID token, once init() resolved true. */
  readonly idToken: string | undefined;
  /** Refreshes the token when it is valid for less than `minValiditySeconds`; true when it did. */
  updateToken(minValiditySeconds: number): Promise<boolean>;
  /** Forgets the tokens (after a failed refresh). */
  clearToken(): void;
  /** Ends the provider's session and returns to redirectUri (the page navigates away). */
  logout(redirectUri: string): Promise<void>;
}

export type IdentityClientFactory = (config: ClientConfig) => IdentityClient;
