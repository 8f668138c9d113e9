import type Keycloak from 'keycloak-js';
import type { KeycloakInitOptions } from 'keycloak-js';
import type { IdentityClient } from './identityClient.ts';
import { appRedirectUri } from './session.ts';
import type { ClientConfig } from './types.ts';

/** keycloak-js settings checked end to end against both the embedded provider and Keycloak (DESIGN.md, Identity). */
export function keycloakInitOptions(redirectUri: string): KeycloakInitOptions {
  return {
    onLoad: 'login-required',
    pkceMethod: 'S256',
    checkLoginIframe: false,
    redirectUri,
    scope: 'openid profile email api',
  };
}

/** The real identity client. keycloak-js is loaded on first use, so it stays out of the entry chunk. */
export function createKeycloakIdentityClient(config: ClientConfig): IdentityClient {
  let kc: Keycloak | undefined;
  let initialised = false;

  async function instance(): Promise<Keycloak> {
    if (!kc) {
      const { default: KeycloakClass } = await import('keycloak-js');
      kc =
        config.mode === 'embedded'
          ? new KeycloakClass({ oidcProvider: config.oidcProvider, clientId: config.clientId })
          : new KeycloakClass({ url: config.url, realm: config.realm, clientId: config.clientId });
    }
    return kc;
  }

  return {
    async init() {
      const k = await instance();
      initialised = true; // keycloak-js refuses a second init(), even after a failed one
      return k.init(keycloakInitOptions(appRedirectUri()));
    },
    get token() {
      return kc?.token;
    },
    get idToken() {
      return kc?.idToken;
    },
    async updateToken(minValiditySeconds) {
      if (!kc || !initialised) return false;
      return kc.updateToken(minValiditySeconds);
    },
    clearToken() {
      kc?.clearToken();
    },
    async logout(redirectUri) {
      const k = await instance();
      // After a reload the session came from the stored token and keycloak-js was never started:
      // start it without onLoad, which only loads the provider's endpoints (no redirect).
      if (!initialised) {
        initialised = true;
        await k.init({ pkceMethod: 'S256', checkLoginIframe: false });
      }
      await k.logout({ redirectUri });
    },
  };
}
