/**
 * The direct download links (spec 1 section 7) in Chromium: the top bar's report menu downloads the ranking list of
 * the screen's drill path and filters at once (no queue), with the session token although the app keeps it out of
 * cookies, and the report download page offers a finished task's direct link. The Feedback page (issue 14) searches
 * the demo's comments in Swedish and English and downloads the matching ones from its question search.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { readExcel } from '../support/excel';
import { apiSignIn, signInAs } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { scrollUntilShown } from '../support/deferred';

let stack: E2eStack;
let page: Page;
let rootToken: string;
const pageErrors: string[] = [];

/** The analysis job starts with the server: waits until the search finds the demo's comments. */
async function waitForAnalysedComments(): Promise<void> {
  for (const end = Date.now() + 120_000; Date.now() < end; await new Promise((r) => setTimeout(r, 500))) {
    const res = await fetch(`${stack.server.url}/rest/vuejs/textanalytics/search/storevisit/storevisitFeedbackSearch`, {
      method: 'POST',
      headers: { authorization: rootToken, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'staff', path: 'all' }),
    });
    if (res.ok && ((await res.json()) as { total: number }).total > 0) return;
  }
  throw new Error('the demo comments were not analysed');
}

async function rest<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.server.url}/rest/${path}`, { headers: { authorization: rootToken } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

beforeAll(async () => {
  stack = await startE2eStack();
  rootToken = (await apiSignIn(stack.server.url, 'root', { universe: 'demo' })).authToken;
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

describe('direct downloads', () => {
  it('downloads the ranking list of the drill path and its filters from the report menu, at once', async () => {
    const drillPath = 'all,se;gender=female';
    await page.goto(`${stack.server.url}/new/ranking/storevisit/${drillPath}`);
    await signInAs(page, 'root');
    await page.getByRole('heading', { level: 1, name: 'Ranking' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('report-menu').click();
    const item = page.getByTestId('report-direct-rankinglist');
    await item.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('report-direct-indicators').textContent()).toBe('Download indicators (Excel)');
    expect(await item.textContent()).toBe('Download ranking list (Excel)');
    await expectAccessible(page, 'report menu with direct downloads');

    const downloading = page.waitForEvent('download');
    await item.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^storevisit-ranking-\d{8}-\d{4}\.xlsx$/);
    const rows = await readExcel(download);
    const ranking = await rest<{ headers: { title: string }[]; rows: { cells: { value: unknown }[] }[] }>(`vuejs/newranking/list/storevisit/default/${drillPath}/none`);
    expect(rows.context[0]).toBe('Ranking');
    expect(rows.context).toContain('Unit: Sverige');
    expect(rows.context).toContain('Gender: Female');
    expect(rows[0]).toEqual(ranking.headers.map((h) => h.title));
    expect(ranking.rows.length).toBeGreaterThan(0);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(ranking.rows.map((r) => r.cells[0]!.value));
    expect(rows.at(-1)![0]).toBe('Total: Sverige');
    // Nothing was queued: the busy notice is gone and no report waits.
    await page.getByTestId('report-direct-busy').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('report-progress').count()).toBe(0);
  });

  it('offers a finished report’s direct link on the report download page', async () => {
    const { taskUUID } = await rest<{ taskUUID: string }>('vuejs/reports/interviewsreport/storevisit/all');
    await page.goto(`${stack.server.url}/new/reportdownload/storevisit/${taskUUID}`);
    const link = page.getByTestId('report-page-direct');
    await link.waitFor({ timeout: 60_000 });
    expect(await link.getAttribute('href')).toBe(`/rest/vuejs/download/taskreport/storevisit/${taskUUID}`);
    await expectAccessible(page, 'report download page with the direct link');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^storevisit-interviews-\d{8}-\d{4}\.xlsx$/);
    const rows = await readExcel(download);
    expect(rows[0]!.slice(0, 3)).toEqual(['Interview id', 'Date', 'Unit']);
    expect(rows.length).toBeGreaterThan(1);
    expect(pageErrors).toEqual([]);
  });

  it('searches the Feedback page\'s comments in Swedish and English and downloads the matching ones', async () => {
    await waitForAnalysedComments();
    await page.goto(`${stack.server.url}/new/page/feedback/storevisit/all`);
    const search = page.getByRole('region', { name: 'Feedback search' });
    // Whether the search starts in the first screen depends on how tall the widgets above it render first.
    await scrollUntilShown(page, search, 60_000);
    await page.getByRole('region', { name: 'Text analytics' }).getByText('Top categories').waitFor({ timeout: 30_000 });
    const find = async (where: typeof search, words: string) => {
      await where.getByRole('textbox', { name: 'Search the comments' }).fill(words);
      await where.getByRole('button', { name: 'Search' }).click();
      await where.locator('mark').first().waitFor({ timeout: 30_000 });
      return (await where.locator('mark').allTextContents()).map((m) => m.toLowerCase());
    };
    expect((await find(search, 'personalen')).every((m) => m.startsWith('personal'))).toBe(true);
    expect(await find(search, 'staff')).toContain('staff');
    await expectAccessible(page, 'feedback page with search results');

    const questions = page.getByRole('region', { name: 'Question search' });
    await scrollUntilShown(page, questions);
    expect(await find(questions, 'staff')).toContain('staff');
    const downloading = page.waitForEvent('download');
    await questions.getByRole('button', { name: 'Download as Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^storevisit-comments-\d{8}-\d{4}\.xlsx$/);
    const rows = await readExcel(download);
    expect(rows.context[0]).toBe('Comments');
    expect(rows[0]!.slice(0, 3)).toEqual(['Date', 'Comment', 'Question']);
    const comments = rows.slice(1).map((r) => String(r[1] ?? '')).filter(Boolean);
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.every((c) => /staff/i.test(c))).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
