/**
 * The SMS and letter template screens in the browser (issue 17 item 5): an administrator opens an SMS template from
 * the Templates page, watches the part counter while typing and saves; makes a new letter template, uploads a real
 * .fodt letter and sees its pages, drawn from LibreOffice's PDF on the server, as images under the strict
 * Content-Security-Policy, with the PDF to download.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { apiSignIn } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { realdataPath } from '../support/realdata';

// The Apache-licensed letter (the other one in that folder is GPL: a fixture for the server tests only).
const LETTER = realdataPath('fodt', 'unidoc-publisher-letter.fodt');

let stack: E2eStack;
let page: Page;

beforeAll(async () => {
  stack = await startE2eStack();
});
afterAll(async () => {
  await stack?.close();
});

async function adminPage(): Promise<Page> {
  await page?.close();
  await stack.browser.context.clearCookies();
  const cookie = (await apiSignIn(stack.server.url, 'admin', { universe: 'demo' })).sessionCookie;
  await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
  page = await stack.browser.context.newPage();
  return page;
}

describe('the template screens', () => {
  it('opens an SMS template from the Templates page, counts parts live while typing, and saves', async () => {
    await adminPage();
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByRole('button', { name: 'Templates' }).click({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Message templates' });
    await table.getByRole('button', { name: 'SMS-inbjudan' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/new\/smstemplate\/storevisit\/\d+\?fromPage=templates$/, { timeout: 30_000 });
    const text = page.getByRole('textbox', { name: /^Text/ });
    await text.waitFor({ timeout: 30_000 });
    const counter = page.getByTestId('sms-part-counter');

    await text.fill('');
    await text.pressSequentially('Hej!');
    expect(await counter.textContent()).toBe('4 characters · 1 part · GSM-7 · 156 left in this part');
    await text.fill('a'.repeat(160));
    await text.press('End');
    await text.press('b');
    expect(await counter.textContent()).toContain('161 characters · 2 parts · GSM-7');
    await text.press('Backspace');
    await text.pressSequentially(' 😀');
    expect(await counter.textContent()).toContain('162 characters · 3 parts · UCS-2');
    await text.fill('Hej {{contact.name}}, tack för besöket!');
    await expectAccessible(page, 'the SMS template screen');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('template-saved').waitFor({ timeout: 30_000 });
    // What was saved is what the server now answers.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Text/ }).inputValue(), { timeout: 30_000 }).toBe('Hej {{contact.name}}, tack för besöket!');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/new\/page\/templates\/storevisit\//, { timeout: 30_000 });
  });

  it('makes a new letter template from a real .fodt letter and shows its preview as page images', async () => {
    await adminPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(`${stack.server.url}/new/page/templates/storevisit/all`);
    await page.getByRole('button', { name: 'New letter template' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/new\/lettertemplate\/storevisit\/0/, { timeout: 30_000 });
    await page.getByRole('table', { name: 'Letter variables' }).waitFor({ timeout: 30_000 });

    await page.getByRole('textbox', { name: /^Name/ }).fill('Publisher letter');
    await page.getByTestId('letter-file').setInputFiles(LETTER);
    await page.waitForURL(/\/new\/lettertemplate\/storevisit\/[1-9]\d*/, { timeout: 30_000 });
    await page.getByTestId('letter-file-name').getByText('unidoc-publisher-letter.fodt').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the letter template screen');

    const rendered = page.waitForResponse((r) => r.url().includes('/vuejs/letteruploader/rendertemplate/storevisit/'), { timeout: 120_000 });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('status').getByText('LibreOffice', { exact: false }).waitFor({ timeout: 10_000 });
    // The pages as images drawn on the server: no PDF viewer and no frame in the app.
    const first = page.getByRole('list', { name: 'Letter pages' }).getByRole('img', { name: 'Page 1 of 1' });
    await first.waitFor({ timeout: 120_000 });
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(500);
    expect(await page.locator('iframe').count()).toBe(0);
    const answer = await rendered;
    expect(answer.status()).toBe(200);
    const { pdf, pages } = (await answer.json()) as { pdf: string; pages: unknown[] };
    expect(Buffer.from(pdf, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    const download = page.getByRole('link', { name: 'Download unidoc-publisher-letter.pdf' });
    expect(await download.getAttribute('download')).toBe('unidoc-publisher-letter.pdf');
    expect(refused).toEqual([]);
    await expectAccessible(page, 'the letter template screen with its preview');
  });
});
