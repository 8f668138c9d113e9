import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from '../../scripts/ensure-chromium-path';

/**
 * Debian's Chromium, headless, with the flags this closed network needs. With `today` its pages' clock starts at noon
 * of that day and runs on from there (timers as usual), so the browser's today is the server's; the benchmarks leave
 * it real, since an installed clock also replaces `performance`.
 */
export async function launchBrowser(opts: { today?: string } = {}): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'en-GB',
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
  });
  if (opts.today) await context.clock.setSystemTime(new Date(`${opts.today}T12:00:00Z`));
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
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
