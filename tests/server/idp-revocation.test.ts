import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, resetPasswordByLink, type TestApp } from '../support/app';
import { providerBrowser, type ProviderTokens } from '../support/oidc-flow';

/**
 * Ending a person's access in Sightline also ends it at the embedded provider: its session (14 days),
 * grants and refresh tokens (24 h) must not bring a Sightline session back.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function validate(tokens: ProviderTokens) {
  return t.app.inject({
    method: 'POST',
    url: '/rest/vuejs/auth/validatekeycloak',
    payload: { accessToken: tokens.access_token, idToken: tokens.id_token, universeName: 'demo' },
  });
}

describe('revoking the provider’s grants', () => {
  it('a password reset ends the provider sessions, grants and refresh tokens: nothing issued before mints a session', async () => {
    const laptop = providerBrowser(t);
    const phone = providerBrowser(t);
    const fromLaptop = await laptop.signIn('user', 'sightline-user');
    const fromPhone = await phone.signIn('user', 'sightline-user');
    const refreshed = await laptop.refresh(fromLaptop.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const current = refreshed.json<ProviderTokens>();
    expect((await validate(current)).statusCode).toBe(200);

    const reset = await resetPasswordByLink(t, 'user', 'a long new passphrase 2026');
    expect(reset.statusCode, reset.body).toBe(200);

    for (const [browser, tokens] of [
      [laptop, current],
      [phone, fromPhone],
    ] as const) {
      const refresh = await browser.refresh(tokens.refresh_token);
      expect(refresh.statusCode).toBe(400);
      expect(refresh.json().error).toBe('invalid_grant');
      // The access token issued before the reset opens no Sightline session either…
      const session = await validate(tokens);
      expect(session.statusCode).toBe(401);
      expect(session.json().error).toBe('invalid_token');
      // …and the provider's own session is gone: signing in again needs the new password.
      expect(await browser.silentSignIn()).toEqual({ error: 'login_required' });
    }
    const again = await providerBrowser(t).signIn('user', 'a long new passphrase 2026');
    expect((await validate(again)).statusCode).toBe(200);
  });

  it('logout revokes the grant behind that Sightline session, and only that one', async () => {
    const laptop = providerBrowser(t);
    const phone = providerBrowser(t);
    const fromLaptop = await laptop.signIn('admin', 'sightline-admin');
    const fromPhone = await phone.signIn('admin', 'sightline-admin');
    const session = await validate(fromLaptop);
    expect(session.statusCode, session.body).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/logout', headers: { authorization: session.json().authToken } });
    expect(out.statusCode).toBe(204);

    const refresh = await laptop.refresh(fromLaptop.refresh_token);
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
    expect((await validate(fromLaptop)).statusCode).toBe(401);
    // The browser's provider session is ended by the app at /idp/session/end; until then (changing
    // universe relies on it) a silent sign-in gets a new grant, not the revoked one.
    expect(await laptop.silentSignIn()).toHaveProperty('refresh_token');
    expect((await laptop.refresh(fromLaptop.refresh_token)).statusCode).toBe(400);
    // The phone's sign-in is another grant: it goes on.
    expect((await phone.refresh(fromPhone.refresh_token)).statusCode).toBe(200);
    expect((await validate(fromPhone)).statusCode).toBe(200);
  });

  it('logout revokes the grant of the access token the session was opened with, not one an id token names', async () => {
    const victim = providerBrowser(t);
    const victimTokens = await victim.signIn('root', 'sightline-root');
    const other = await validate(await providerBrowser(t).signIn('admin', 'sightline-admin'));
    // The admin's session claims the root's id token at sign-in; logging out must not end root's grant.
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/rest/vuejs/auth/validatekeycloak',
      payload: { accessToken: (await providerBrowser(t).signIn('admin', 'sightline-admin')).access_token, idToken: victimTokens.id_token, universeName: 'demo' },
    });
    expect(claimed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/logout', headers: { authorization: claimed.json().authToken } })).statusCode).toBe(204);
    expect((await victim.refresh(victimTokens.refresh_token)).statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
  });
});
