import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';
import { providerBrowser } from '../support/oidc-flow';

/**
 * The whole OpenID Connect code flow against the embedded provider, the way keycloak-js drives it,
 * without a browser: authorize, our sign-in page, code exchange with PKCE, and a refresh.
 */
let t: TestApp;
let request: ReturnType<typeof providerBrowser>['request'];
const redirectUri = `${TEST_PUBLIC_URL}/new/`;

beforeAll(async () => {
  t = await createTestApp();
  request = providerBrowser(t).request;
});
afterAll(async () => {
  await t.close();
});

const b64url = (buf: Buffer) => buf.toString('base64url');

describe('embedded provider, authorization code flow with PKCE', () => {
  const verifier = b64url(crypto.randomBytes(32));
  const challenge = b64url(crypto.createHash('sha256').update(verifier).digest());
  let tokens: { access_token: string; refresh_token: string; id_token: string };

  it('refuses an authorization request without PKCE', async () => {
    const res = await request('GET', `/idp/auth?${new URLSearchParams({ client_id: 'sightline-spa', redirect_uri: redirectUri, response_type: 'code', scope: 'openid' })}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('error=invalid_request');
  });

  it('refuses a redirect URI that is not registered exactly', async () => {
    const res = await request(
      'GET',
      `/idp/auth?${new URLSearchParams({ client_id: 'sightline-spa', redirect_uri: `${TEST_PUBLIC_URL}/new/evil`, response_type: 'code', scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' })}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('redirect_uri');
  });

  it('signs in through our page and issues JWT tokens for the API', async () => {
    const auth = await request(
      'GET',
      `/idp/auth?${new URLSearchParams({
        client_id: 'sightline-spa',
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid profile email api',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'st',
        nonce: 'nn',
        ui_locales: 'sv',
      })}`,
    );
    expect(auth.statusCode).toBe(303);
    const interaction = auth.headers.location as string;
    expect(interaction).toMatch(/^\/idp\/interaction\/[\w-]+$/);

    const form = await request('GET', interaction);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Logga in på Sightline');
    expect(form.body).toContain('lang="sv"');

    const wrong = await request('POST', `${interaction}/login`, { username: 'admin', password: 'bad' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Fel lösenord.');

    const login = await request('POST', `${interaction}/login`, { username: 'admin', password: 'sightline-admin' });
    expect(login.statusCode).toBe(303);
    let location = login.headers.location as string;
    // Follow the provider's own redirects until it hands the code back to the SPA.
    for (let i = 0; i < 5 && !location.startsWith(redirectUri); i++) {
      const next = await request('GET', location);
      expect(next.statusCode, next.body).toBe(303);
      location = next.headers.location as string;
    }
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('state')).toBe('st');
    const code = fragment.get('code');
    expect(code).toBeTruthy();

    const token = await request('POST', '/idp/token', {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: redirectUri,
      client_id: 'sightline-spa',
      code_verifier: verifier,
    });
    expect(token.statusCode, token.body).toBe(200);
    tokens = token.json();
    const [, payload] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: `${TEST_PUBLIC_URL}/rest`, iss: `${TEST_PUBLIC_URL}/idp`, preferred_username: 'admin', scope: 'api' });
  });

  it('gives a refresh token that keycloak-js can decode as a JWT, and refreshing works', async () => {
    const parts = tokens.refresh_token.split('.');
    expect(parts).toHaveLength(3);
    expect(() => JSON.parse(Buffer.from(parts[1]!, 'base64url').toString())).not.toThrow();

    const refreshed = await request('POST', '/idp/token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'sightline-spa' });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().access_token).toBeTruthy();
    expect(refreshed.json().access_token).not.toBe(tokens.access_token);
  });

  it('the access token from the flow opens a Sightline session', async () => {
    // The admin names his universe; without it he would be offered to act as others (status 7).
    const res = await t.app.inject({
      method: 'POST',
      url: '/rest/vuejs/auth/validatekeycloak',
      payload: { accessToken: tokens.access_token, idToken: tokens.id_token, universeName: 'demo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginStatus: 0, username: 'admin' });
  });
});
