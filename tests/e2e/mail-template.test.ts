/**
 * The e-mail template screen in the browser (issue 17 items 2 and 5): an administrator opens a new e-mail template
 * from the Templates page, designs it in the visual editor (GrapesJS with MJML) with a text, an image uploaded
 * through our editor service and a merge tag, saves it, sends a test mail and reads it in the dev mailbox, all under
 * the strict Content-Security-Policy (no 'unsafe-eval'), which must report nothing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { apiSignIn } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

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

type CspWindow = { cspViolations?: string[] };

/** What the page's frames saw refused by the Content-Security-Policy, also what a library tried and caught. */
async function cspViolations(): Promise<string[]> {
  const each = await Promise.all(page.frames().map((f) => f.evaluate(() => (window as CspWindow).cspViolations ?? []).catch(() => [] as string[])));
  return each.flat();
}

describe('the e-mail template screen', () => {
  it('designs a mail with a text, an uploaded image and a merge tag, saves it and sends a test mail that arrives in the dev mailbox', async () => {
    await adminPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to|unsafe-eval/i.test(m.text())) refused.push(m.text());
    });
    page.on('pageerror', (e) => refused.push(`page error: ${e.message}`));
    // In every frame (the editor's canvas is one), before any script of the page runs.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as CspWindow).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });

    await page.goto(`${stack.server.url}/new/page/templates/storevisit/all`);
    await page.getByRole('button', { name: 'New e-mail template' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/new\/mailtemplate\/storevisit\/0\?fromPage=templates/, { timeout: 30_000 });
    const addText = page.getByRole('button', { name: 'Add text' });
    await expect.poll(() => addText.isEnabled(), { timeout: 60_000 }).toBe(true);

    await page.getByRole('textbox', { name: /^Name/ }).fill('Welcome mail');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Welcome, {{contact.name}}');
    await page.getByRole('textbox', { name: 'Sender name' }).fill('Store team');
    await page.getByRole('textbox', { name: 'Sender address' }).fill('store@example.com');

    // A text, typed in the editor's canvas, then a merge tag at the caret.
    await addText.click();
    const canvas = page.frameLocator('iframe.gjs-frame');
    await canvas.getByText('Write your text here').dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Welcome to our store, ');
    await page.getByRole('combobox', { name: 'Merge tag' }).click();
    await page.getByRole('option', { name: /\{\{contact\.name\}\}/ }).click();
    await page.getByRole('button', { name: 'Insert merge tag' }).click();
    await canvas.getByText('Welcome to our store, {{contact.name}}').waitFor({ timeout: 10_000 });

    // An image uploaded through the editor's asset manager to our service, then chosen.
    const uploaded = page.waitForResponse((r) => r.url().includes('/rest/vuejs/unlayer/uploadfile/storevisit'));
    await page.getByRole('button', { name: 'Add image' }).click();
    await page.locator('.gjs-am-file-uploader input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    const asset = page.locator('.gjs-am-asset-image').filter({ hasText: 'logo.png' }).first();
    await asset.waitFor({ timeout: 10_000 });
    await asset.locator('.gjs-am-preview').dblclick();
    await expect.poll(() => canvas.locator(`img[src^="${stack.server.url}/rest/mail-images/"]`).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    await expectAccessible(page, 'the e-mail template screen');
    expect(await cspViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/new\/mailtemplate\/storevisit\/[1-9]\d*\?fromPage=templates/, { timeout: 30_000 });
    await page.getByTestId('template-saved').waitFor({ timeout: 30_000 });

    // The saved template holds the editor's design and its HTML, with our image and the merge tag.
    const [saved] = await asOwner(stack.database.adminUrl, async (c) => (await c.query<{ html: string; design: object | null }>(`select html, design from message_template where name = 'Welcome mail'`)).rows);
    expect(saved!.design).not.toBeNull();
    expect(saved!.html).toContain('{{contact.name}}');
    expect(saved!.html).toContain(`${stack.server.url}/rest/mail-images/`);

    // The test mail button wants a trimmed address with an at sign.
    const address = page.getByRole('textbox', { name: 'Address for a test mail' });
    const send = page.getByRole('button', { name: 'Save and send test mail' });
    await address.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await address.fill('no-at-sign');
    expect(await send.isDisabled()).toBe(true);
    await address.fill('  anna.test@example.com ');
    await send.click();
    await page.getByTestId('mail-test-sent').getByText('Test mail sent to anna.test@example.com').waitFor({ timeout: 30_000 });
    expect(await cspViolations()).toEqual([]);

    await page.goto(`${stack.server.url}/new/mailbox`);
    const mail = page.getByTestId('mail').filter({ hasText: 'anna.test@example.com' });
    await mail.waitFor({ timeout: 30_000 });
    await mail.getByRole('heading', { name: '[Test] Welcome, Alex Example' }).waitFor();
    await mail.getByText('Welcome to our store, Alex Example', { exact: false }).waitFor();

    // The dev mailbox shows the text part; the HTML part as received carries the image from our origin.
    const [raw] = await asOwner(stack.database.adminUrl, async (c) => (await c.query<{ raw: string }>(`select raw from mail_message where rcpt_to ? 'anna.test@example.com' order by id desc limit 1`)).rows);
    const src = /https?:\/\/[^\s"']+\/rest\/mail-images\/\d+\/[0-9a-f-]{36}/.exec(raw!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0];
    expect(src?.startsWith(`${stack.server.url}/rest/mail-images/`)).toBe(true);
    const image = await fetch(src!);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    expect(refused).toEqual([]);
  });

  it('names every button of the editor with a visible icon, opens its blocks, and deletes an uploaded image only after asking', async () => {
    await adminPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as CspWindow).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.goto(`${stack.server.url}/new/mailtemplate/storevisit/0?fromPage=templates`);
    const editor = page.getByTestId('mail-editor');
    await editor.locator('.gjs-pn-btn').first().waitFor({ timeout: 60_000 });

    // No blank squares: each panel button has a name a person hears and an icon a person sees.
    const buttons = await editor.locator('.gjs-pn-panel .gjs-pn-btn').evaluateAll((els) =>
      els.map((el) => {
        const svg = el.querySelector('svg')?.getBoundingClientRect();
        return { tag: el.tagName, name: (el.getAttribute('aria-label') ?? '').trim(), title: el.getAttribute('title') ?? '', icon: Boolean(svg && svg.width > 0 && svg.height > 0) };
      }),
    );
    expect(buttons.length).toBeGreaterThanOrEqual(10);
    for (const b of buttons) expect(b, JSON.stringify(b)).toMatchObject({ tag: 'BUTTON', name: expect.stringMatching(/\S/), title: b.name, icon: true });

    // The blocks are open at first; the layers and the style manager are one button away, by keyboard too.
    const blocks = editor.locator('.gjs-blocks-c');
    for (const label of ['Text', 'Image', 'Button', '1 Column', '2 Columns', 'Divider', 'Spacer']) await blocks.getByText(label, { exact: true }).waitFor({ timeout: 10_000 });
    // A block dragged onto the mail lands in it.
    const canvas = page.frameLocator('iframe.gjs-frame');
    const drawn = () => canvas.locator('body *').count();
    const before = await drawn();
    await blocks.locator('.gjs-block').filter({ hasText: /^\s*1 Column\s*$/ }).dragTo(editor.locator('iframe.gjs-frame'), { targetPosition: { x: 200, y: 40 } });
    await expect.poll(drawn, { timeout: 10_000 }).toBeGreaterThan(before);
    await editor.getByRole('button', { name: 'Layers' }).focus();
    await page.keyboard.press('Enter');
    await editor.locator('.gjs-layer').filter({ visible: true }).first().waitFor({ timeout: 10_000 });
    expect(await blocks.isVisible()).toBe(false);
    // The style manager styles the selected component: a text added by its button is selected.
    await expect.poll(() => page.getByRole('button', { name: 'Add text' }).isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.getByRole('button', { name: 'Add text' }).click();
    await editor.getByRole('button', { name: 'Styles' }).click();
    await editor.locator('.gjs-sm-sectors').first().waitFor({ state: 'visible', timeout: 10_000 });
    await editor.getByRole('button', { name: 'Blocks' }).click();
    await blocks.first().waitFor({ state: 'visible' });

    // An image uploaded earlier is listed; deleting it asks first, Cancel keeps it, OK removes it on the server.
    const { authToken } = await apiSignIn(stack.server.url, 'admin', { universe: 'demo' });
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), 'old-banner.png');
    const upload = await fetch(`${stack.server.url}/rest/vuejs/unlayer/uploadfile/storevisit`, { method: 'POST', body: form, headers: { authorization: authToken } });
    expect(upload.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Add image' }).isEnabled(), { timeout: 60_000 }).toBe(true);
    await page.getByRole('button', { name: 'Add image' }).click();
    const asset = page.locator('.gjs-am-asset-image').filter({ hasText: 'old-banner.png' });
    await asset.waitFor({ timeout: 10_000 });
    const remove = asset.getByRole('button', { name: 'Delete image old-banner.png' });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete image?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await asset.count()).toBe(1);
    await remove.click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/rest/vuejs/unlayer/images/storevisit/'));
    await page.getByRole('dialog', { name: 'Delete image?' }).getByRole('button', { name: 'OK' }).click();
    expect((await deleted).status()).toBe(200);
    await asset.waitFor({ state: 'detached', timeout: 10_000 });
    const listed = await fetch(`${stack.server.url}/rest/vuejs/unlayer/images/storevisit`, { headers: { authorization: authToken } });
    expect(((await listed.json()) as { data: { name: string }[] }).data.map((i) => i.name)).not.toContain('old-banner.png');

    await expectAccessible(page, 'the e-mail editor with its image dialog');
    expect(await cspViolations()).toEqual([]);
  });
});
