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

describe('every lazy screen, loaded afresh in Swedish', () => {
  // Each address is a new document: only the core comes with the first screen, the rest with each screen's chunk
  // (src/i18n/areas.ts). Together they use every area; none may show a message id instead of its words.
  it('shows the words of each area and no message id', async () => {
    const messages = catalogue('sv');
    const ids = Object.keys(messages);
    const survey = 'storevisit';
    const first = await asOwner(stack.database.adminUrl, async (c) => {
      const one = async (sql: string) => Number((await c.query(sql, [survey])).rows[0].id);
      return {
        interview: await one(`select i.id from interview i join survey s on s.id = i.survey_id where s.ext_name = $1 order by i.id limit 1`),
        sample: await one(`select x.id from sample x join survey s on s.id = x.survey_id where s.ext_name = $1 order by x.id limit 1`),
        alert: await one(`select a.id from alert a join survey s on s.id = a.survey_id where s.ext_name = $1 order by a.id limit 1`),
      };
    });
    const screens = [
      { path: `/new/ranking/${survey}/all`, ready: '[data-testid="ranking-row"]' },
      { path: `/new/interview/${survey}/${first.interview}`, ready: '[data-testid="interview-header"]' },
      { path: `/new/sample/${survey}/samples/${first.sample}`, ready: '[data-testid="sample-headline"]' },
      { path: `/new/alertlist/${survey}/all;ftime=ryears-2_0`, ready: '[data-testid="alert-row"]' },
      { path: `/new/alert/${survey}/${first.alert}`, ready: '[data-testid="alert-banner"]' },
      { path: `/new/lettertemplate/${survey}/0`, ready: 'main h1' },
      { path: '/new/mailbox', ready: 'main h1' },
      { path: `/new/interview/${survey}/0`, ready: '[data-testid="route-param-error"]' }, // RouteParamError, in the interview's words
    ];
    await asOwner(stack.database.adminUrl, (c) => c.query(`update app_user set locale = 'sv' where username = 'root'`));
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    const found: string[] = [];
    try {
      await page.goto(`${server.url}/new/`);
      await signInAs(page, 'root');
      await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
      await page.locator('[data-component-type]').first().waitFor({ timeout: 30_000 }); // the start page: the widgets' words
      const screensShown = [{ path: 'the start page' }, ...screens];
      for (const screen of screensShown) {
        if ('ready' in screen) {
          await page.goto(`${server.url}${screen.path}`);
          await page.locator(screen.ready).first().waitFor({ timeout: 30_000 });
        }
        await page.waitForLoadState('networkidle');
        const text = await page.evaluate(() => document.body.innerText);
        found.push(...ids.filter((id) => text.includes(id)).map((id) => `${screen.path}: ${id}`));
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('sv');
      }
      expect(found).toEqual([]);
    } finally {
      await page.close();
      await asOwner(stack.database.adminUrl, (c) => c.query(`update app_user set locale = 'en' where username = 'root'`));
    }
  });
});
