/**
 * The global values table on the demo's storevisit overview in the browser: the table call gives the surveys, the
 * event stream (token in the query, same origin under the strict CSP) fills each row with its NPS, and the page
 * passes axe once the rows are in.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { apiSignIn } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;

beforeAll(async () => {
  stack = await startE2eStack();
});
afterAll(async () => {
  await page?.close();
  await stack?.close();
});

describe('the global values table', () => {
  it('fills in one row per survey live from the event stream', async () => {
    const cookie = (await apiSignIn(stack.server.url, 'admin', { universe: 'demo' })).sessionCookie;
    await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
    page = await stack.browser.context.newPage();
    const streamed = page.waitForResponse((r) => r.url().includes('/rest/vuejs/globalevaluator/globalvaluestableevents/storevisit/allSurveys/'), { timeout: 90_000 });
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    // The table is the last component of the page: it loads when scrolled into view.
    const table = page.getByRole('table', { name: 'NPS in every survey' });
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2000);
        return table.count();
      }, { timeout: 60_000 })
      .toBe(1);
    const response = await streamed;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
    expect(new URL(response.url()).searchParams.get('authtoken')).toBeTruthy();

    await expect.poll(() => table.getAttribute('aria-busy'), { timeout: 60_000 }).toBe('false');
    const rows = table.getByRole('row');
    expect(await rows.first().getByRole('columnheader').allTextContents()).toEqual(['Survey', 'NPS']);
    const body = (await rows.allTextContents()).slice(1);
    expect(body.map((r) => r.replace(/-?[\d.,−]+$/, ''))).toEqual(['Customer service', 'Home delivery', 'Store visit']);
    // Every row has its value: a number, no placeholder left.
    expect(body.every((r) => /\d$/.test(r))).toBe(true);
    expect(await table.getByLabel('Computing…').count()).toBe(0);
    await expectAccessible(page, 'the global values table');
  }, 180_000);
});
