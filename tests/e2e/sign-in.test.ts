import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let server: ServerProcess;
let browser: E2eStack['browser'];
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  // A fresh, empty database: the server migrates and seeds it itself, as on a first `npm start`.
  ({ server, browser } = stack = await startE2eStack({ emptyDatabase: true }));
  page = await browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const identityStatus = (token: string) =>
  fetch(`${server.url}/rest/vuejs/auth/identity`, { headers: { authorization: token } }).then((r) => r.status);

describe('signing in through the embedded identity provider', () => {
  let token: string;

  it('sends a visitor to the localised sign-in page', async () => {
    await page.goto(`${server.url}/new/`);
    await page.waitForURL(/\/idp\/interaction\/[\w-]+$/);
    await page.getByRole('heading', { name: 'Sign in to Sightline' }).waitFor();
    await expectAccessible(page, 'the sign-in page');
  });

  it('says when the user is unknown', async () => {
    await page.getByLabel('Username').fill('ghost');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('There is no user called ghost.');
  });

  it('shows an error for a wrong password and stays on the sign-in page', async () => {
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Wrong password.');
    expect(page.url()).toMatch(/\/idp\/interaction\//);
  });

  it('signs in and lands on the default page of the start survey, in the shell of an ordinary user', async () => {
    await page.getByLabel('Username').fill('user');
    await page.getByLabel('Password').fill('sightline-user');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    await expect(page.getByTestId('user-name').textContent({ timeout: 30_000 })).resolves.toContain('Ulla User');
    // An ordinary user: account, home and alerts, but no users administration, backend, bug list or universe change.
    await page.getByTestId('account-button').waitFor();
    for (const hidden of ['users-button', 'backend-button', 'bug-badge', 'change-universe-button']) {
      expect(await page.getByTestId(hidden).count(), hidden).toBe(0);
    }
    // Her start page is in her region and shows its data, not an error.
    expect(page.url()).toContain('/storevisit/all,se,north');
    await page.getByText('NPS', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('The data could not be loaded').count()).toBe(0);
    await expectAccessible(page, 'the default page');
    expect(pageErrors).toEqual([]);
  });

  it('makes authenticated API calls with its session token', async () => {
    token = (await page.evaluate(() => sessionStorage.getItem('sightline.authToken'))) ?? '';
    expect(token).not.toBe('');
    const fromPage = await page.evaluate(async (t) => {
      const res = await fetch('/rest/vuejs/auth/identity', { headers: { authorization: t } });
      return { status: res.status, body: await res.json() };
    }, token);
    expect(fromPage.status).toBe(200);
    expect(fromPage.body).toMatchObject({ username: 'user', fullName: 'Ulla User', universe: 'demo', loginStatus: 0 });
  });

  it('a link to the sign-out from another site asks first and signs nobody out by itself', async () => {
    // 127.0.0.1 and localhost are different sites to the browser: the navigation below is cross-site.
    await page.goto(`${server.url.replace('localhost', '127.0.0.1')}/rest/health`);
    const endSession = `${server.url}/idp/session/end?${new URLSearchParams({ client_id: 'sightline-spa', post_logout_redirect_uri: `${server.url}/new/` })}`;
    await page.evaluate((url) => window.location.assign(url), endSession);
    await page.getByRole('heading', { name: 'Sign out of Sightline?' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/idp/session/end');
    // The provider's session lives on: a silent authorization request still gets a code.
    const silent = await page.request.get(
      `${server.url}/idp/auth?${new URLSearchParams({
        client_id: 'sightline-spa',
        redirect_uri: `${server.url}/new/`,
        response_type: 'code',
        scope: 'openid',
        prompt: 'none',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
      { maxRedirects: 0 },
    );
    expect(silent.headers().location).toMatch(/[?#&]code=/);
    await page.goto(`${server.url}/new/`);
    await expect(page.getByTestId('user-name').textContent({ timeout: 30_000 })).resolves.toContain('Ulla User');
  });

  it('signs out: back at the sign-in page, and the old token no longer works', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/idp\/interaction\/[\w-]+$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Sign in to Sightline' }).waitFor();
    expect(await identityStatus(token)).toBe(401);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('Stopped.');
  });
});
