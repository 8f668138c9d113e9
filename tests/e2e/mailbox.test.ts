/**
 * The dev mailbox screen in the browser (issue 10 item 2): a universe's administrator reads its mail and the
 * note that reset mail is never shown, and the SMS the embedded SMS sink kept (issue 17); an ordinary user and a session acting as someone read the server's reason.
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

/** A tab holding the session a password sign-in gives (the app resumes it from the cookie). */
async function pageAs(username: DemoUsername, extra: Record<string, string> = {}): Promise<Page> {
  await page?.close();
  await stack.browser.context.clearCookies();
  const cookie = (await apiSignIn(stack.server.url, username, extra)).sessionCookie;
  await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
  page = await stack.browser.context.newPage();
  return page;
}

describe('the dev mailbox screen', () => {
  it("shows a universe administrator the universe's mail, from the sidebar, and says reset mail is never there", async () => {
    await pageAs('admin', { universe: 'demo' });
    await page.goto(`${stack.server.url}/new/`);
    await page.getByRole('button', { name: 'Dev mailbox' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Dev mailbox' }).waitFor();
    await page.getByText('Password-reset mail is never shown here', { exact: false }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the dev mailbox');
  });

  it('lists the SMS the embedded sink kept, with time, recipient, sender and parts, its text shown as text', async () => {
    const { authToken } = await apiSignIn(stack.server.url, 'admin', { universe: 'demo' });
    const sent = await fetch(`${stack.server.url}/rest/vuejs/sms/template/testsms/storevisit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: authToken },
      body: JSON.stringify({ phoneNumber: '+46 70 123 00 99', contents: 'Hej {{contact.name}} <b>fet</b> <img src=x onerror=alert(1)>' }),
    });
    expect(sent.status, await sent.text()).toBe(200);
    await pageAs('admin', { universe: 'demo' });
    await page.goto(`${stack.server.url}/new/mailbox`);
    const sms = page.getByTestId('sms').filter({ hasText: '+46 70 123 00 99' });
    await sms.waitFor({ timeout: 30_000 });
    expect(await sms.textContent()).toMatch(/To \+46 70 123 00 99 from Sightline, 1 part, \d\d\/\d\d-\d{4} \d\d:\d\d/);
    // Markup in an SMS is text: shown as typed, never made into elements.
    await sms.getByText('Hej Alex Example <b>fet</b> <img src=x onerror=alert(1)>').waitFor();
    expect(await sms.locator('b, img').count()).toBe(0);
    await page.getByRole('heading', { level: 2, name: 'SMS' }).waitFor();
    await expectAccessible(page, 'the dev mailbox with an SMS');
  });

  it('gives an ordinary user the reason, and no sidebar entry', async () => {
    await pageAs('user');
    await page.goto(`${stack.server.url}/new/mailbox`);
    await page.getByText('Only administrators of this universe may read the dev mailbox.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Dev mailbox' }).count()).toBe(0);
  });

  it('gives a session acting as someone the reason, and no sidebar entry', async () => {
    await pageAs('admin', { actAsUser: 'user', actAsUniverse: 'demo' });
    await page.goto(`${stack.server.url}/new/mailbox`);
    await page.getByText('While acting as another user you cannot read the dev mailbox.', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Dev mailbox' }).count()).toBe(0);
  });
});
