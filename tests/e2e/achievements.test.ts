/**
 * The demo's store-visit page `achievements` in Chromium (issue 16): a global overview, a gamification overview and
 * an indicator block with live data, seen by `user`, whose role is limited to region North. The badges show with
 * their names, the performance chart is drawn, the indicator blocks are the surveys her role reaches, another time
 * span asks the server again, and a block opens its survey. axe checks the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAtProvider } from '../support/browser';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
const pageErrors: string[] = [];
const PAGE = '/new/page/achievements/storevisit/all,se,north';

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

describe('the achievements page', () => {
  it('shows the badges, the performance chart and the indicator blocks of her region', async () => {
    await page.goto(`${server.url}${PAGE}`);
    await signInAtProvider(page, 'user', 'sightline-user');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/achievements/'), { timeout: 30_000 });
    const badges = page.getByTestId('badge');
    await badges.first().waitFor({ timeout: 30_000 });
    expect(await badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-award')))).toEqual(['topMarks', 'improving', 'aboveGoal']);
    expect(await page.getByRole('img', { name: /^Top marks: (obtained|not obtained yet)$/ }).count()).toBe(1);
    // The performance chart is drawn by Vega.
    await page.locator('section:has(h2:text("Your achievements")) svg.marks').waitFor({ timeout: 30_000 });

    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText('Welcome to your overview').waitFor();
    const blocks = overview.getByTestId('indicator-block');
    await blocks.first().waitFor();
    expect(await blocks.evaluateAll((els) => els.map((e) => e.getAttribute('data-survey')))).toContain('storevisit');
    // Beside it, the store-visit block of the last 90 days.
    expect(await page.getByTestId('indicator-block').count()).toBe((await blocks.count()) + 1);
    await expectAccessible(page, 'the achievements page with badges and indicator blocks');
    expect(pageErrors).toEqual([]);
  });

  it('asks again for another time span, and a block opens its survey at her region', async () => {
    const overview = page.getByRole('region', { name: 'Overview' });
    const asked = page.waitForResponse((r) => r.url().includes('/rest/vuejs/indicators/overview/storevisit/everySurvey?timespan=last7days'));
    await overview.getByRole('combobox', { name: 'Time span' }).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    expect((await asked).status()).toBe(200);
    await overview.getByRole('combobox', { name: 'Time span' }).filter({ hasText: 'Last 7 days' }).waitFor();
    await overview.getByRole('button', { name: 'Open Store visit' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/new/page/overview/storevisit/all,se,north', { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });
});
