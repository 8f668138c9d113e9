/**
 * The demo's Templates page (issue 17 item 7) in the browser: an administrator reaches it from the sidebar, reads the
 * universe's templates and opens one by keyboard in its kind's screen with this page as fromPage; an ordinary user
 * has no such page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { apiSignIn, type DemoUsername } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;

beforeAll(async () => {
  stack = await startE2eStack();
});
afterAll(async () => {
  await stack?.close();
});

async function pageAs(username: DemoUsername): Promise<Page> {
  await page?.close();
  await stack.browser.context.clearCookies();
  const cookie = (await apiSignIn(stack.server.url, username, { universe: 'demo' })).sessionCookie;
  await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
  page = await stack.browser.context.newPage();
  return page;
}

describe('the Templates page', () => {
  it('lists the templates for an administrator; a name opens the template by keyboard, fromPage the Templates page', async () => {
    await pageAs('admin');
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByRole('button', { name: 'Templates' }).click({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Message templates' });
    await table.waitFor({ timeout: 30_000 });
    expect(await table.getByRole('row').count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'New SMS template' }).waitFor();
    await expectAccessible(page, 'the Templates page');
    const name = table.getByRole('button', { name: 'Standardinbjudan' });
    await name.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/new\/mailtemplate\/storevisit\/\d+\?fromPage=templates$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: /^E-mail template/ }).waitFor({ timeout: 30_000 });
    // A template made without the editor opens with its mail as it is.
    await page.frameLocator('iframe.gjs-frame').getByText('Tack för ditt besök', { exact: false }).waitFor({ timeout: 60_000 });
  });

  it('is not in the sidebar of an ordinary user', async () => {
    await pageAs('user');
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByRole('button', { name: 'Overview' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Templates' }).count()).toBe(0);
  });
});
