/**
 * User administration in the browser (issue 20 item 3): an administrator opens the user list from the admin menu,
 * adds a user with the demo's North role (limited to one region) in the user editor, the new user chooses a
 * password from the invitation mail and signs in to a view limited to that region; root changes the user's
 * username in the change-username dialog (debounced availability check). axe checks each screen and dialog.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { apiSignIn } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
const refused: string[] = [];
const EMAIL = 'nina.north@example.com';
const PASSWORD = 'nina-chooses-a-long-password-4';
const REGION = 'all,se,north';

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(stack.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

/** A fresh tab signed in with this session (the SPA keeps its token per tab, in sessionStorage). */
async function signInAs(cookie: string) {
  await stack.browser.context.clearCookies();
  await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
  await page?.close();
  page = await stack.browser.context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to|unsafe-eval/i.test(m.text())) refused.push(m.text());
  });
}

beforeAll(async () => {
  stack = await startE2eStack();
  await signInAs((await apiSignIn(stack.server.url, 'admin', { universe: 'demo' })).sessionCookie);
});
afterAll(async () => {
  await stack?.close();
});

describe('user administration', () => {
  it('an administrator creates a user with a role limited to one region, who signs in to a view limited the same way', async () => {
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByTestId('admin-users').click({ timeout: 30_000 });
    await page.waitForURL(/\/new\/userlist\/storevisit$/, { timeout: 30_000 });
    await page.getByTestId('user-list').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the user list');

    await page.getByTestId('add-user').click();
    await page.waitForURL(/\/new\/usereditor\/storevisit\/0$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Create' }).waitFor({ timeout: 30_000 });
    // Nothing ticked: the server's rules, joined by commas.
    await page.getByTestId('editor-email').fill(EMAIL);
    await page.getByTestId('editor-firstName').fill('Nina');
    await page.getByTestId('editor-lastName').fill('North');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('user-error').getByText('At least one universe must be associated with user').waitFor({ timeout: 30_000 });

    await page.getByTestId('universe-demo').check();
    const card = page.getByTestId('universe-card-demo');
    await card.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'north', exact: true }).click();
    await expectAccessible(page, 'the user editor');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/new\/userlist\/storevisit$/, { timeout: 30_000 });
    await page.getByTestId('user-list').getByText(EMAIL).waitFor({ timeout: 30_000 });

    // The invitation went out for real; its link sets the first password.
    const [mail] = await owner<{ text: string }>(`select text_body as text from mail_message where rcpt_to::text like $1 order by id desc limit 1`, [`%${EMAIL}%`]);
    const link = /https?:\/\/\S+\/new\/reset\?token=\S+/.exec(mail!.text)![0];
    await stack.browser.context.clearCookies();
    await page.goto(`${stack.server.url}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByLabel(/^New password\W*$/).fill(PASSWORD);
    await page.getByLabel('New password again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('link', { name: /sign in/i }).waitFor({ timeout: 30_000 });

    const res = await fetch(`${stack.server.url}/rest/vuejs/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: EMAIL, password: PASSWORD, universe: 'demo' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await signInAs(/sightline_session=([\w-]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!);
    // Her dashboard opens at her region, the top of what her role lets her see.
    await page.goto(`${stack.server.url}/new/`);
    await page.waitForURL((url) => decodeURIComponent(url.pathname).startsWith(`/new/page/overview/storevisit/${REGION};`), { timeout: 60_000 });
    await page.getByTestId('drill-counts').filter({ hasText: /interview/ }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, "the limited user's start page");
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/${REGION}`);
    await page.getByText('Nina North').first().waitFor({ timeout: 30_000 });
    // Her region answers; the whole hierarchy is outside her role, as for the role's other users.
    const status = (path: string) => page.evaluate(async (p) => (await fetch(`/rest/vuejs/ranking/segmentedpath/storevisit/${p}`, { credentials: 'include', headers: { authorization: sessionStorage.getItem('sightline.authToken') ?? '' } })).status, path);
    expect(await status(REGION)).toBe(200);
    expect(await status('all')).toBe(403);
    expect(refused).toEqual([]);
  });

  it('a root user changes the username in the change-username dialog', async () => {
    const [user] = await owner<{ id: number }>(`select id from app_user where username = $1`, [EMAIL]);
    await signInAs((await apiSignIn(stack.server.url, 'root', { universe: 'demo' })).sessionCookie);
    await page.goto(`${stack.server.url}/new/usereditor/storevisit/${user!.id}`);
    await page.getByTestId('idp-block').getByText(EMAIL).waitFor({ timeout: 30_000 });
    await page.getByTestId('change-username').click();
    const dialog = page.getByRole('dialog', { name: 'Change username' });
    await dialog.waitFor();
    const field = dialog.getByTestId('new-username').locator('input');
    await field.fill('admin@example');
    await dialog.getByText('This is not an e-mail address').waitFor();
    const checked = page.waitForResponse((r) => r.url().includes('/rest/vuejs/users/checkemailavailability/storevisit/nina.renamed%40example.com'));
    await field.fill('nina.renamed@example.com');
    expect((await checked).status()).toBe(200);
    const save = dialog.getByTestId('save-username');
    await expect.poll(() => save.isEnabled(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, 'the change-username dialog');
    await save.click();
    await dialog.getByText('The username was changed').waitFor({ timeout: 30_000 });
    expect(await save.count()).toBe(0);
    expect(await owner(`select username, email from app_user where id = $1`, [user!.id])).toEqual([{ username: 'nina.renamed@example.com', email: 'nina.renamed@example.com' }]);
    expect(refused).toEqual([]);
  });
});
