import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type BrowserServer, type Download, type Page } from 'playwright-core';
import { CHROMIUM } from '../../scripts/ensure-chromium-path';

/** Debian's Chromium, headless, with the flags this closed network needs. */
const LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * One Chromium for a whole e2e run (tests/support/e2e-browser.ts): starting Chromium costs a file about 2 s, connecting
 * to a running one a few tenths. Each file still gets a context of its own (cookies, storage, clock) on it.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/**
 * A browser context of the caller's own. With `wsEndpoint` it is a new context on that running Chromium (a
 * connected browser gives a download's bytes, not its path: read them with `downloadedBytes`); without, Chromium
 * starts for it (the benchmarks). With `today` its pages' clock starts at noon of that day and runs on from there
 * (timers as usual), so the browser's today is the server's; the benchmarks leave it real, since an installed clock
 * also replaces `performance`.
 */
export async function launchBrowser(opts: { today?: string; wsEndpoint?: string } = {}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const opened = opts.wsEndpoint ? await connectedContext(opts.wsEndpoint) : await ownContext();
  if (opts.today) await opened.context.clock.setSystemTime(new Date(`${opts.today}T12:00:00Z`));
  return opened;
}

async function connectedContext(wsEndpoint: string): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const browser = await chromium.connect(wsEndpoint);
  try {
    const context = await browser.newContext({ locale: 'en-GB' });
    return {
      context,
      async close() {
        await context.close();
        // Disconnects; the run's Chromium stays up for the next file.
        await browser.close();
      },
    };
  } catch (err) {
    await browser.close();
    throw err;
  }
}

async function ownContext(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-e2e-'));
  const context = await chromium.launchPersistentContext(profile, { ...LAUNCH, locale: 'en-GB' });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A finished download's bytes; `download.path()` throws on a connected browser, this works on both. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Signs in on the embedded identity provider's form once the app has sent the page there. Shared by
 * the e2e files so the way in (wait for the interaction URL, fill the form, submit) is written once;
 * what a test expects after sign-in stays in the test.
 */
export async function signInAtProvider(page: Page, username: string, password: string): Promise<void> {
  // 30 s is Playwright's default navigation timeout, spelled out because the first visit may build the app.
  await page.waitForURL(/\/idp\/interaction\//, { timeout: 30_000 });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
