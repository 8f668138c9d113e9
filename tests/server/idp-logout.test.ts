import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';

/**
 * Signing out of the embedded provider (/idp/session/end) ends the provider's session only when the person
 * asked for it: from the app itself (a same-origin navigation signs out at once) or by pressing the button
 * of the confirmation page, whose form carries the session's xsrf secret. A link or redirect from another
 * site gets the confirmation page and nothing that submits it.
 */
let t: TestApp;
const host = new URL(TEST_PUBLIC_URL).host;
const redirectUri = `${TEST_PUBLIC_URL}/new/`;
const jar = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function request(method: 'GET' | 'POST', url: string, opts: { form?: Record<string, string>; site?: string } = {}) {
  const res = await t.app.inject({
    method,
    url: url.replace(TEST_PUBLIC_URL, ''),
    headers: {
      host,
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(opts.site ? { 'sec-fetch-site': opts.site, 'sec-fetch-mode': 'navigate' } : {}),
      ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    payload: opts.form ? new URLSearchParams(opts.form).toString() : undefined,
  });
  for (const c of res.cookies) {
    if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return res;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** Where a silent authorization request (prompt=none) ends: a code while the provider session lives. */
async function silentSignIn(): Promise<'code' | 'login_required'> {
  const verifier = b64url(crypto.randomBytes(32));
  const res = await request(
    'GET',
    `/idp/auth?${new URLSearchParams({
      client_id: 'sightline-spa',
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      prompt: 'none',
      code_challenge: b64url(crypto.createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    })}`,
  );
  let location = res.headers.location as string;
  for (let i = 0; i < 5 && !location.startsWith(redirectUri); i++) location = (await request('GET', location)).headers.location as string;
  const fragment = new URLSearchParams(location.split('#')[1]);
  if (fragment.get('code')) return 'code';
  expect(fragment.get('error')).toBe('login_required');
  return 'login_required';
}

async function signInAtProvider(): Promise<string> {
  jar.clear();
  const verifier = b64url(crypto.randomBytes(32));
  const auth = await request(
    'GET',
    `/idp/auth?${new URLSearchParams({
      client_id: 'sightline-spa',
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid',
      code_challenge: b64url(crypto.createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    })}`,
  );
  const interaction = auth.headers.location as string;
  const login = await request('POST', `${interaction}/login`, { form: { username: 'user', password: 'sightline-user' } });
  expect(login.statusCode).toBe(303);
  let location = login.headers.location as string;
  for (let i = 0; i < 5 && !location.startsWith(redirectUri); i++) location = (await request('GET', location)).headers.location as string;
  const code = new URLSearchParams(location.split('#')[1]).get('code')!;
  const token = await request('POST', '/idp/token', {
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'sightline-spa', code_verifier: verifier },
  });
  expect(token.statusCode, token.body).toBe(200);
  expect(await silentSignIn()).toBe('code');
  return token.json<{ id_token: string }>().id_token;
}

const endSessionUrl = (idToken: string) =>
  `/idp/session/end?${new URLSearchParams({ id_token_hint: idToken, client_id: 'sightline-spa', post_logout_redirect_uri: redirectUri })}`;

describe('signing out of the embedded provider', () => {
  it('a link from another site shows a confirmation with nothing that submits it, and the session lives on', async () => {
    const idToken = await signInAtProvider();
    for (const site of ['cross-site', 'same-site', 'none', undefined]) {
      const page = await request('GET', endSessionUrl(idToken), { site });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<button type="submit" form="op.logoutForm"');
      expect(page.body, `Sec-Fetch-Site: ${site}`).not.toMatch(/<script/i);
    }
    expect(await silentSignIn()).toBe('code');
  });

  it("a forged confirmation without the session's xsrf secret is refused", async () => {
    await signInAtProvider();
    const forged = await request('POST', '/idp/session/end/confirm', { form: { logout: 'yes' }, site: 'cross-site' });
    expect(forged.statusCode).toBe(400);
    expect(await silentSignIn()).toBe('code');
  });

  it("the app's own sign-out (a same-origin navigation) submits at once and ends the session; so does the button", async () => {
    for (const how of ['app', 'button'] as const) {
      const idToken = await signInAtProvider();
      const page = await request('GET', endSessionUrl(idToken), { site: how === 'app' ? 'same-origin' : 'cross-site' });
      expect(page.statusCode).toBe(200);
      if (how === 'app') expect(page.body).toMatch(/<script[^>]*>[^<]*submit\(\)[^<]*<\/script>/);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
      expect(xsrf).toBeTruthy();
      const done = await request('POST', '/idp/session/end/confirm', { form: { xsrf: xsrf!, logout: 'yes' }, site: 'same-origin' });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(redirectUri);
      expect(await silentSignIn()).toBe('login_required');
    }
  });
});
