import { describe, expect, it } from 'vitest';
import { keycloakInitOptions } from './keycloakClient.ts';

describe('keycloak-js settings', () => {
  it('uses the redirect flow with PKCE, no login iframe, the exact redirect URI and the api scope', () => {
    expect(keycloakInitOptions('https://dash.example.com/new/')).toEqual({
      onLoad: 'login-required',
      pkceMethod: 'S256',
      checkLoginIframe: false,
      redirectUri: 'https://dash.example.com/new/',
      scope: 'openid profile email api',
    });
  });
});
