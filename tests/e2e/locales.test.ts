import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';
import { signInAs } from '../support/sign-in';

const LOCALES = ['sv', 'da', 'nb', 'fi', 'en'] as const;
const root = path.resolve(import.meta.dirname, '../..');

let stack: E2eStack;
let server: ServerProcess;
let browser: E2eStack['browser'];
/** The built file of each locale's catalogue area (`sv/core`, `sv/notices`, ...), from Vite's manifest (src/i18n/areas.ts). */
let catalogueFiles: Record<string, string>;

beforeAll(async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  catalogueFiles = Object.fromEntries(
    Object.entries(manifest).flatMap(([key, { file }]) => {
      const area = /^src\/i18n\/([a-z]{2})\.json\?area=(\w+)$/.exec(key);
      return area ? [[`${area[1]}/${area[2]}`, `/new/${file}`]] : [];
    }),
  );
  ({ server, browser } = stack = await startE2eStack());
});

/** The catalogue areas a page fetched, as `locale/area`. */
function cataloguesRequested(requested: string[]): string[] {
  return Object.entries(catalogueFiles)
    .filter(([, file]) => requested.includes(file))
    .map(([area]) => area)
    .sort();
}

function catalogue(locale: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(root, `src/i18n/${locale}.json`), 'utf8')) as Record<string, string>;
}

afterAll(async () => {
  await stack?.close();
});

describe('the app in the language of the server host, one catalogue at a time', () => {
  it.each(LOCALES)("%s: speaks the host language and downloads only that catalogue, the core and the screen's area", async (locale) => {
    const messages = catalogue(locale);
    const page = await browser.context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    try {
      // Chromium resolves *.localhost to the loopback address; the language label picks the locale (i18n/index.ts hostLocale).
      const port = new URL(server.url).port;
      await page.goto(`http://${locale}.localhost:${port}/new/upgrade`);
      await page.getByRole('heading', { name: messages['notice.upgradeTitle'] }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
      // The upgrade notice is a lazy screen with its own words (area `notices`).
      expect(cataloguesRequested(requested)).toEqual([`${locale}/core`, `${locale}/notices`]);
    } finally {
      await page.close();
    }
  });
});

describe('a lazy screen in a fresh page', () => {
  // The page starts in the browser's language (English), then signs in as a user of another: the screen's areas,
  // fetched in English with its chunk, are fetched again in the user's language before it shows.
  it.each(['sv', 'fi'] as const)("%s: shows the sample list in the user's language, its lazy words included and no message id", async (locale) => {
    const messages = catalogue(locale);
    const ids = Object.keys(messages);
    await asOwner(stack.database.adminUrl, (c) => c.query(`update app_user set locale = $1 where username = 'root'`, [locale]));
    await browser.context.clearCookies(); // no session of the identity provider from the previous locale
    const page = await browser.context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    try {
      await page.goto(`${server.url}/new/samplelist/storevisit/all`);
      await signInAs(page, 'root');
      await page.getByRole('heading', { level: 1, name: messages['samplelist.title'] }).waitFor({ timeout: 60_000 });
      await page.locator('tr[data-sample-id]').first().waitFor({ timeout: 30_000 });
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
      const text = await page.evaluate(() => document.body.innerText);
      expect(ids.filter((id) => text.includes(id))).toEqual([]);
      // The frame's words (area `frame`: the sidebar, the top bar) are in the language too.
      const frameWords = ids.filter((id) => id.startsWith('shell.') && !messages[id]!.includes('{') && text.includes(messages[id]!));
      expect(frameWords.length).toBeGreaterThan(0);
      expect(cataloguesRequested(requested).filter((area) => area.startsWith(`${locale}/`))).toEqual([`${locale}/core`, `${locale}/frame`, `${locale}/samples`]);
    } finally {
      await page.close();
      await asOwner(stack.database.adminUrl, (c) => c.query(`update app_user set locale = 'en' where username = 'root'`));
    }
  });
});
