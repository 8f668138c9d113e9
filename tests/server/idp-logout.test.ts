import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';
import { providerBrowser } from '../support/oidc-flow';

/**
 * Signing out of the embedded provider (/idp/session/end) ends the provider's session only when the person
 * asked for it: from the app itself (a same-origin navigation signs out at once) or by pressing the button
 * of the confirmation page, whose form carries the session's xsrf secret. A link or redirect from another
 * site gets the confirmation page and nothing that submits it.
 */
let t: TestApp;
let browser: ReturnType<typeof providerBrowser>;
const redirectUri = `${TEST_PUBLIC_URL}/new/`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A request of the current browser; `site` is its Sec-Fetch-Site, as a navigation sends it. */
function request(method: 'GET' | 'POST', url: string, opts: { form?: Record<string, string>; site?: string } = {}) {
  return browser.request(method, url, opts.form, opts.site ? { 'sec-fetch-site': opts.site, 'sec-fetch-mode': 'navigate' } : {});
}

/** Where a silent authorization request (prompt=none) ends: a code while the provider session lives. */
async function silentSignIn(): Promise<'code' | 'login_required'> {
  const answer = await browser.silentSignIn();
  if (!('error' in answer)) return 'code';
  expect(answer.error).toBe('login_required');
  return 'login_required';
}

/** A new browser signed in at the provider; answers its id token. */
async function signInAtProvider(): Promise<string> {
  browser = providerBrowser(t);
  const tokens = await browser.signIn('user', 'sightline-user');
  expect(await silentSignIn()).toBe('code');
  return tokens.id_token;
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
