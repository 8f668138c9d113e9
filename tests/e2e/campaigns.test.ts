/**
 * Campaigns in the browser (issue 18 item 5): an administrator opens the demo's Campaigns page, reads the survey's
 * campaigns and every campaign of the universe, opens a paused campaign's details, resumes and pauses it (the machine
 * asks nothing for those; Stop asks 'Stop campaign?' and Cancel keeps it), previews a tracking row's e-mail in a
 * sandboxed frame, and finds the screen again after a reload. axe checks the page, the details screen and the preview.
 * A paused letter campaign is resumed: LibreOffice makes its letters, a row's Download saves its PDF and 'Download
 * all letters' follows the letters task to one PDF. Then the creation wizard: from a region's sample list to the wizard, name, method and type, a template, the
 * detractors only (the count follows), a row removed, start after the question, '{name} is now running' on the
 * campaign overview with the campaign in its list, and the mails in the dev mailbox (the text, and a toggle away the
 * HTML in a sandboxed frame; axe on every step); then one mail opened in the dev mailbox (its pixel counted) and its
 * link (the demo template's {{survey.link}}) clicked there, through the tracked redirect in a new tab, the rates and the row's views and clicks moving, pause and resume on its details, and the
 * ranking filtered by the campaign.
 * The alert list's campaign dialog opens the follow-up campaign's wizard in a new tab.
 * Last, root edits a campaign: the status bar and the editor, a new sender name, 'Campaign updated', the new value.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { apiSignIn } from '../support/sign-in';
import { openBrowser, startE2eStack, type E2eStack } from '../support/e2e-stack';
import { TEST_DATE } from '../support/test-date';

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

/** The saved file's first five bytes (the browser runs elsewhere: the file is copied here first). */
async function firstBytes(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-e2e-')), download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file).subarray(0, 5).toString();
}

describe('a letter campaign', () => {
  it('makes its letters once resumed, downloads one row as a PDF and all letters through the letters task', async () => {
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByRole('button', { name: 'Campaigns' }).click({ timeout: 30_000 });
    const list = page.getByRole('table', { name: 'Campaigns of this survey' });
    await list.getByRole('button', { name: 'Letters without e-mail' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Campaign Letters without e-mail' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('STARTED');

    // LibreOffice makes each letter in the campaign's job; the row offers its download once its letter is made.
    const download = page.getByTestId('tracking-row').first().getByRole('button', { name: /^Download the letter to / });
    await expect
      .poll(
        async () => {
          if (await download.count()) return true;
          await page.reload();
          await page.getByTestId('tracking-row').first().waitFor({ timeout: 30_000 });
          return download.count().then((n) => n > 0);
        },
        { timeout: 180_000, interval: 3000 },
      )
      .toBe(true);
    await expectAccessible(page, 'the letter campaign details');
    const one = page.waitForEvent('download');
    await download.click();
    const letter = await one;
    expect(letter.suggestedFilename()).toMatch(/^storevisit-letter-\d+-\d{8}-\d{4}\.pdf$/);
    expect(await firstBytes(letter)).toBe('%PDF-');

    await page.getByRole('button', { name: 'Download all letters' }).click();
    const save = page.getByTestId('letters-ready').getByRole('button', { name: 'Save PDF' });
    await save.waitFor({ timeout: 120_000 });
    const all = page.waitForEvent('download');
    await save.click();
    expect(await firstBytes(await all)).toBe('%PDF-');
  }, 400_000);
});

describe('the campaign creation wizard', () => {
  const REGION = 'all,se,north';
  const NAME = 'Detractors north';
  const count = async () => Number(/\d+/.exec((await page.getByTestId('recipient-count').textContent()) ?? '')?.[0] ?? NaN);
  const choose = async (label: string | RegExp, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  };
  let kept = '';
  // The demo reminder's link is {{survey.link}}, the survey's campaigns.surveyLink (its overview on this server).
  const landing = () => `${stack.server.url}/new/page/overview/storevisit/all`;

  it("opens from the region's sample list and will not leave step 1 without a name, a method and a type", async () => {
    await page.goto(`${stack.server.url}/new/samplelist/storevisit/${REGION}`);
    await page.getByTestId('start-campaign').click({ timeout: 30_000 });
    await page.waitForURL((u) => u.pathname.startsWith(`/new/createmailcampaign/storevisit/reminder/${encodeURIComponent(REGION).replace(/%2C/g, ',')}`), {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await page.getByText('Required').count()).toBe(3);
    // Only root users are offered PUSH.
    await page.getByRole('combobox', { name: /Campaign type/ }).click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['One-shot', 'Auto-add']);
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'the wizard, step 1 with its errors');
    await page.getByRole('textbox', { name: /Campaign name/ }).fill(NAME);
    await choose(/Sending method/, 'E-mail');
    await choose(/Campaign type/, 'One-shot');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('combobox', { name: /Template/ }).waitFor();
  });

  it('takes an e-mail template and the offered sender on step 2', async () => {
    expect(await page.getByRole('textbox', { name: /Sender name/ }).inputValue()).not.toBe('');
    await choose(/Template/, 'Påminnelse butiksbesök');
    await expectAccessible(page, 'the wizard, step 2');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('table', { name: 'Recipients' }).waitFor();
  });

  it('narrows the recipients to the detractors, always leaves out bad addresses, and follows a removed row', async () => {
    const rows = page.getByTestId('recipient-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const everyone = await count();
    await choose(/Loyalty segment/, 'Detractors');
    await expect.poll(count, { timeout: 30_000 }).toBeLessThan(everyone);
    const detractors = await count();
    expect(detractors).toBeGreaterThan(1);
    const illegal = page.getByRole('checkbox', { name: /^Missing or malformed address/ });
    expect(await illegal.isChecked()).toBe(true);
    expect(await illegal.isDisabled()).toBe(true);
    await expect.poll(async () => (await rows.count()) === Math.min(detractors, 50), { timeout: 30_000 }).toBe(true);
    const first = (await rows.first().getByRole('cell').allTextContents())[2]!;
    kept = (await rows.nth(1).getByRole('cell').allTextContents())[2]!;
    await rows
      .first()
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect.poll(count, { timeout: 30_000 }).toBe(detractors - 1);
    await expect.poll(async () => (await rows.allTextContents()).some((t) => t.includes(first)), { timeout: 30_000 }).toBe(false);
    await expectAccessible(page, 'the wizard, step 3');
  });

  it("starts after the question naming the campaign and its count, then says '{name} is now running' on the campaign overview", async () => {
    const recipients = await count();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByTestId('wizard-summary').waitFor();
    await expectAccessible(page, 'the wizard, step 4');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    expect(await confirm.getByTestId('confirm-text').textContent()).toBe(`Start ${NAME} and send it to ${recipients} recipients?`);
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.pathname === `/new/page/campaigns/storevisit/${REGION}`, { timeout: 30_000 });
    expect(await page.getByTestId('route-notice').textContent({ timeout: 30_000 })).toBe(`${NAME} is now running`);
    const row = page.getByRole('table', { name: 'Campaigns of this survey' }).getByRole('row').filter({ hasText: NAME });
    await row.waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the campaign overview after the wizard');
  });

  it("puts the campaign's mail in the dev mailbox, its text and a toggle away its HTML in a sandboxed frame", async () => {
    await page.goto(`${stack.server.url}/new/mailbox`);
    const mail = page.getByTestId('mail').filter({ hasText: 'Påminnelse: berätta om ditt besök' }).filter({ hasText: kept });
    await expect
      .poll(
        async () => {
          // The list renders after the reload's load event: count once it shows mails, not before.
          await page.reload();
          await page.getByTestId('mail').first().waitFor({ timeout: 30_000 });
          return mail.count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    // The text part first; the HTML part a toggle away, in a frame sandboxed without scripts or same origin.
    await expect.poll(() => mail.first().locator('pre').textContent()).toMatch(/Tack på förhand!/);
    await mail.first().getByRole('button', { name: 'HTML', exact: true }).click();
    const frame = mail.first().locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    const html = mail.first().frameLocator('iframe');
    await html.getByRole('link', { name: 'Berätta här' }).waitFor({ timeout: 30_000 });
    expect(await html.locator('script').count()).toBe(0);
    await expectAccessible(page, 'the dev mailbox with the campaign mail');
    await mail.first().getByRole('button', { name: 'Text', exact: true }).click();
    expect(await mail.first().locator('iframe').count()).toBe(0);
  });

  let campaignId = 0;

  it("counts the mail's open pixel and its link followed from the dev mailbox, and the campaign's rates move", async () => {
    // The mail shown in the dev mailbox loads its pixel, as a mail client's would (signed with the campaign's key,
    // server/campaigns/links.ts); the link in its HTML goes through the signed click redirect to the survey's link, in
    // a new tab. Each counts on the recipient's row.
    const counts = () =>
      asOwner(stack.database.adminUrl, async (c) =>
        (await c.query<{ campaignId: number; opens: number; clicks: number }>(
          `select c.id::int as "campaignId", t.open_count as opens, t.click_count as clicks from campaign_tracking t join campaign c on c.id = t.campaign_id
           where c.title = $1 and t.recipient = $2 and t.status = 'SENT'`,
          [NAME, kept],
        )).rows[0]!,
      );
    const before = await counts();
    campaignId = before.campaignId;
    await page.goto(`${stack.server.url}/new/mailbox`);
    const mail = page.getByTestId('mail').filter({ hasText: 'Påminnelse: berätta om ditt besök' }).filter({ hasText: kept });
    await mail.first().getByRole('button', { name: 'HTML', exact: true }).click({ timeout: 30_000 });
    await expect.poll(async () => (await counts()).opens, { timeout: 30_000 }).toBeGreaterThan(before.opens);
    expect((await counts()).clicks).toBe(0);
    const opening = stack.browser.context.waitForEvent('page');
    await mail.first().frameLocator('iframe').getByRole('link', { name: 'Berätta här' }).click({ timeout: 30_000 });
    const tab = await opening;
    await tab.waitForURL(landing(), { timeout: 30_000 });
    await tab.close();
    expect((await counts()).clicks).toBe(1);

    await page.goto(`${stack.server.url}/new/page/campaigns/storevisit/${REGION}`);
    const listed = page.getByRole('table', { name: 'Campaigns of this survey' }).getByRole('row').filter({ hasText: NAME });
    await listed.waitFor({ timeout: 30_000 });
    // Opened and clicked: one of the recipients, as a percent of those sent with one decimal.
    await expect.poll(async () => (await listed.getByRole('cell').allTextContents()).slice(5, 7), { timeout: 30_000 }).toEqual([
      expect.stringMatching(/^(?!0\.0%)\d+\.\d%$/),
      expect.stringMatching(/^(?!0\.0%)\d+\.\d%$/),
    ]);
  });

  it("shows the row's view and click first when sorted by clicks, pauses and resumes the campaign, and survives a reload", async () => {
    const listed = page.getByRole('table', { name: 'Campaigns of this survey' }).getByRole('row').filter({ hasText: NAME });
    await listed.getByRole('button', { name: NAME }).click();
    await page.waitForURL(new RegExp(`/new/mailcampaign/storevisit/${campaignId}\\?fromPage=campaigns$`), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: `Campaign ${NAME}` }).waitFor({ timeout: 30_000 });
    const clicks = page.getByRole('table', { name: 'Tracking rows' }).getByRole('button', { name: 'Clicks' });
    await clicks.click();
    await clicks.click();
    const first = page.getByTestId('tracking-row').first();
    // The custom columns (respondent, recipient), then date, state, preview, views, clicks. Each showing of the mail's
    // HTML in the dev mailbox loaded its pixel, as a mail client's would: one view or more.
    await expect
      .poll(async () => (await first.getByRole('cell').allTextContents()).filter((_t, i) => [2, 6, 7].includes(i)), { timeout: 30_000 })
      .toEqual([kept, expect.stringMatching(/^[1-9]\d*$/), '1']);
    await expectAccessible(page, "the new campaign's details sorted by clicks");

    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('STARTED');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('PAUSED');
    await page.reload();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('PAUSED');
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect.poll(() => state().getAttribute('data-state'), { timeout: 30_000 }).toBe('STARTED');
  });

  it('filters the ranking to the delivered recipients of the campaign', async () => {
    await page.goto(`${stack.server.url}/new/ranking/storevisit/${REGION}`);
    await page.getByTestId('ranking-row').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('filter-button').click();
    const form = page.getByTestId('campaign-filter');
    await form.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: NAME }).click();
    await form.getByRole('combobox', { name: 'Delivery' }).click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await page.getByTestId('campaign-filter-apply').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith(`;cf=de${campaignId}`), { timeout: 30_000 });
    await page.getByTestId('filter-chip').filter({ hasText: NAME }).waitFor({ timeout: 30_000 });
    await page.getByTestId('ranking-row').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the ranking filtered by the campaign');
  });
});

describe("the alert list's campaign dialog", () => {
  it("offers the survey's follow-up campaign and opens its wizard for the list's region in a new tab", async () => {
    await page.goto(`${stack.server.url}/new/alertlist/storevisit/all,se,north`);
    await page.getByRole('button', { name: 'Start a campaign' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Campaigns for these alerts' });
    await dialog.getByText('Follow up the customers behind these alerts with an e-mail campaign.').waitFor();
    await expectAccessible(page, "the alert list's campaign dialog");
    const opened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Create the campaign' }).click();
    const tab = await opened;
    try {
      await tab.waitForURL((u) => u.pathname === '/new/createmailcampaign/storevisit/reminder/all,se,north', { timeout: 30_000 });
      await tab.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor({ timeout: 30_000 });
    } finally {
      await tab.close();
    }
  });
});

describe('the campaign editor', () => {
  it('lets root change the sender name, says the campaign was updated and shows the new value', async () => {
    const root = await openBrowser({ today: TEST_DATE });
    try {
      const cookie = (await apiSignIn(stack.server.url, 'root', { universe: 'demo' })).sessionCookie;
      await root.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
      const tab = await root.context.newPage();
      await tab.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
      await tab.getByRole('button', { name: 'Campaigns' }).click({ timeout: 30_000 });
      await tab.getByRole('table', { name: 'Campaigns of this survey' }).getByRole('button', { name: 'Reminder to answer' }).click({ timeout: 30_000 });
      await tab.getByRole('heading', { level: 1, name: 'Campaign Reminder to answer' }).waitFor({ timeout: 30_000 });
      const status = tab.getByTestId('campaign-status-bar');
      await status.getByText(/^Created \d/).waitFor({ timeout: 30_000 });
      await expect(status.textContent()).resolves.toMatch(/Paused.*(Last run \d|Not run yet)/);

      await tab.getByRole('button', { name: 'Edit', exact: true }).click();
      const editor = tab.getByRole('dialog', { name: 'Edit campaign Reminder to answer' });
      await editor.getByRole('tab', { name: 'Template' }).click();
      const senderName = editor.getByRole('textbox', { name: /Sender name/ });
      await senderName.fill('Customer care north');
      await expectAccessible(tab, 'the campaign editor');
      await editor.getByRole('button', { name: 'Update' }).click();
      await tab.getByTestId('campaign-updated').filter({ hasText: 'Campaign updated' }).waitFor({ timeout: 30_000 });
      await editor.waitFor({ state: 'detached', timeout: 30_000 });

      await tab.getByRole('button', { name: 'Info', exact: true }).click();
      const info = tab.getByRole('dialog', { name: 'About campaign Reminder to answer' });
      await info.getByText(/^Sender: Customer care north </).waitFor({ timeout: 30_000 });
      await expectAccessible(tab, 'the campaign info after the update');
      await info.getByRole('button', { name: 'Close' }).click();
      await tab.getByRole('button', { name: 'Edit', exact: true }).click();
      await editor.getByRole('tab', { name: 'Template' }).click();
      await expect(editor.getByRole('textbox', { name: /Sender name/ }).inputValue()).resolves.toBe('Customer care north');
    } finally {
      await root.close();
    }
  });
});
