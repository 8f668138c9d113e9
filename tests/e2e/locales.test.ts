import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

const LOCALES = ['sv', 'da', 'nb', 'fi', 'en'] as const;
const root = path.resolve(import.meta.dirname, '../..');

let stack: E2eStack;
let server: ServerProcess;
let browser: E2eStack['browser'];
/** The built file of each locale's catalogue, from Vite's manifest. */
let catalogueFiles: Record<string, string>;

beforeAll(async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  catalogueFiles = Object.fromEntries(LOCALES.map((l) => [l, `/new/${manifest[`src/i18n/${l}.json`]?.file}`]));
  ({ server, browser } = stack = await startE2eStack());
});

afterAll(async () => {
  await stack?.close();
});

describe('the app in the language of the server host, one catalogue at a time', () => {
  it.each(LOCALES)('%s: speaks the host language and downloads only that catalogue', async (locale) => {
    const messages = JSON.parse(fs.readFileSync(path.join(root, `src/i18n/${locale}.json`), 'utf8')) as Record<string, string>;
    const page = await browser.context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    try {
      // Chromium resolves *.localhost to the loopback address; the language label picks the locale (i18n/index.ts hostLocale).
      const port = new URL(server.url).port;
      await page.goto(`http://${locale}.localhost:${port}/new/upgrade`);
      await page.getByRole('heading', { name: messages['notice.upgradeTitle'] }).waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
      const catalogues = Object.entries(catalogueFiles).filter(([, file]) => requested.includes(file)).map(([l]) => l);
      expect(catalogues).toEqual([locale]);
    } finally {
      await page.close();
    }
  });
});
