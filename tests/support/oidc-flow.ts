import crypto from 'node:crypto';
import { TEST_PUBLIC_URL, type TestApp } from './app';

export interface ProviderTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/**
 * One browser signing in to the embedded provider the way keycloak-js does (authorization code with
 * PKCE, our sign-in page), with its own cookie jar, driven through `inject`.
 */
export function providerBrowser(t: TestApp) {
  const host = new URL(TEST_PUBLIC_URL).host;
  const redirectUri = `${TEST_PUBLIC_URL}/new/`;
  const jar = new Map<string, string>();

  /** `headers`: what else the browser sends, such as `sec-fetch-site` for a navigation from another site. */
  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method,
      url: url.replace(TEST_PUBLIC_URL, ''),
      headers: {
        host,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    return res;
  }

  /** Starts an authorization request; answers where the provider sends the browser. */
  async function authorize(extra: Record<string, string> = {}) {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const res = await request(
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
        ...extra,
      })}`,
    );
    if (res.statusCode !== 303) throw new Error(`authorize: ${res.statusCode} ${res.body}`);
    return { location: res.headers.location as string, verifier };
  }

  /** Follows the provider's redirects to the SPA and exchanges the code; null when it answers with an error. */
  async function finish(location: string, verifier: string): Promise<ProviderTokens | { error: string }> {
    for (let i = 0; i < 5 && !location.startsWith(redirectUri); i++) {
      const next = await request('GET', location);
      if (next.statusCode !== 303) throw new Error(`redirect: ${next.statusCode} ${next.body}`);
      location = next.headers.location as string;
    }
    const fragment = new URLSearchParams(location.split('#')[1]);
    if (fragment.get('error')) return { error: fragment.get('error')! };
    const token = await request('POST', '/idp/token', {
      grant_type: 'authorization_code',
      code: fragment.get('code')!,
      redirect_uri: redirectUri,
      client_id: 'sightline-spa',
      code_verifier: verifier,
    });
    if (token.statusCode !== 200) throw new Error(`token: ${token.statusCode} ${token.body}`);
    return token.json<ProviderTokens>();
  }

  return {
    request,
    /** Opens our sign-in page; answers its address (post the form to `${address}/login`). */
    async signInPage(extra: Record<string, string> = {}): Promise<string> {
      return (await authorize(extra)).location;
    },
    /** Signs in on our page and returns the provider's tokens. */
    async signIn(username: string, password: string): Promise<ProviderTokens> {
      const { location, verifier } = await authorize();
      const login = await request('POST', `${location}/login`, { username, password });
      if (login.statusCode !== 303) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
      const tokens = await finish(login.headers.location as string, verifier);
      if ('error' in tokens) throw new Error(`sign-in: ${tokens.error}`);
      return tokens;
    },
    /** keycloak-js's silent check: a new code without a sign-in page while the provider session lasts. */
    async silentSignIn(): Promise<ProviderTokens | { error: string }> {
      const { location, verifier } = await authorize({ prompt: 'none' });
      return finish(location, verifier);
    },
    refresh(refreshToken: string) {
      return request('POST', '/idp/token', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'sightline-spa' });
    },
  };
}
