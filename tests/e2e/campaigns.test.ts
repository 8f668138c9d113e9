/**
 * Campaigns in the browser (issue 18 item 5): an administrator opens the demo's Campaigns page, reads the survey's
 * campaigns and every campaign of the universe, opens a paused campaign's details, resumes and pauses it (the machine
 * asks nothing for those; Stop asks 'Stop campaign?' and Cancel keeps it), previews a tracking row's e-mail in a
 * sandboxed frame, and finds the screen again after a reload. axe checks the page, the details screen and the preview.
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
  const cookie = (await apiSignIn(stack.server.url, 'admin', { universe: 'demo' })).sessionCookie;
  await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
  page = await stack.browser.context.newPage();
});
afterAll(async () => {
  await stack?.close();
});

const state = () => page.getByTestId('campaign-state');

describe('the campaign screens', () => {
  it('lists the campaigns with rates and opens one from its row', async () => {
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByRole('button', { name: 'Campaigns' }).click({ timeout: 30_000 });
    const list = page.getByRole('table', { name: 'Campaigns of this survey' });
    await list.waitFor({ timeout: 30_000 });
    const reminder = list.getByRole('row').filter({ hasText: 'Reminder to answer' });
    await expect.poll(() => reminder.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Paused', expect.stringMatching(/^\d+\.\d%$/)]));
    await page.getByRole('table', { name: 'All campaigns' }).getByRole('row', { name: /Spring invitation/ }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the Campaigns page');

    const title = reminder.getByRole('button', { name: 'Reminder to answer' });
    await title.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/new\/mailcampaign\/storevisit\/\d+\?fromPage=campaigns$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Campaign Reminder to answer' }).waitFor({ timeout: 30_000 });
  });

  it('resumes and pauses the campaign, asks before stopping, and previews a row mail in a sandboxed frame', async () => {
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('PAUSED');
    const rows = page.getByTestId('tracking-row');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBe(30);
    await expectAccessible(page, 'the campaign details screen');

    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('STARTED');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('PAUSED');

    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    expect(await confirm.getByTestId('confirm-text').textContent()).toBe('Stop campaign?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await state().getAttribute('data-state')).toBe('PAUSED');

    await rows.first().getByRole('button', { name: /^Preview the message to / }).click();
    const preview = page.getByRole('dialog', { name: /^Message to / });
    const frame = preview.locator('iframe');
    await frame.waitFor({ timeout: 30_000 });
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(async () => (await page.frameLocator('iframe[sandbox=""]').locator('body').textContent({ timeout: 10_000 }))?.trim().length ?? 0).toBeGreaterThan(20);
    expect(await page.frameLocator('iframe[sandbox=""]').locator('script').count()).toBe(0);
    await expectAccessible(page, 'the mail preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    // The report is the campaign's rows as a spreadsheet, saved by the browser.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download report' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^storevisit-campaign-\d+-\d{8}-\d{4}\.xlsx$/);

    // A deep link survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Campaign Reminder to answer' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Campaign actions' }).or(page.getByRole('group', { name: 'Campaign actions' })).waitFor();
  });
});
