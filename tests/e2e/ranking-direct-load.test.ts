/**
 * Issue 12 bug 8: a direct load of a sorted ranking address paints the address's rows from the first paint (a
 * click on the old first rows opened the wrong interview), and a signed-in direct load asks nothing the server
 * refuses (no 401 before the session is known). Every rows render is recorded from the document's start by a
 * MutationObserver, so a paint that is replaced a moment later is caught.
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWideUnit } from '../../bench/wide-unit';
import { signInAtProvider } from '../support/browser';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { TEST_DATE } from '../support/test-date';

let stack: E2eStack;
const SURVEY = 'storevisit';

/** Runs in the page before the app: each time the rows change, their first cells' texts are recorded once. */
function recordRowPaints() {
  const paints: string[][] = [];
  (window as unknown as { __rowPaints: string[][] }).__rowPaints = paints;
  const record = () => {
    const rows = [...document.querySelectorAll('[data-testid="ranking-row"]')].map((row) => row.querySelector('th')?.textContent ?? '');
    if (rows.length === 0) return;
    const last = paints[paints.length - 1];
    if (!last || last.join('\n') !== rows.join('\n')) paints.push(rows);
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

const rowPaints = (page: Page) => page.evaluate(() => (window as unknown as { __rowPaints: string[][] }).__rowPaints);
const rows = (page: Page) => page.locator('[data-testid="ranking-row"]');

/** A new tab of the signed-in browser (the session cookie, no token of its own), recording paints and answers. */
async function directLoad(path: string) {
  const page = await stack.browser.context.newPage();
  await page.addInitScript(recordRowPaints);
  const answers: Response[] = [];
  const pageErrors: string[] = [];
  page.on('response', (r) => answers.push(r));
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(`${stack.server.url}/new${path}`);
  await page.getByTestId('ranking-range').waitFor({ timeout: 30_000 });
  // Settled: the rows shown are the last the server was asked for.
  await page.waitForLoadState('networkidle');
  return { page, answers, pageErrors };
}

beforeAll(async () => {
  stack = await startE2eStack();
  await asOwner(stack.database.adminUrl, (c) => seedWideUnit(c, { children: 120, interviewsPerChild: 2, firstChildInterviews: 60, today: TEST_DATE }));
  const page = await stack.browser.context.newPage();
  await page.goto(`${stack.server.url}/new/ranking/${SURVEY}/all,wide`);
  await signInAtProvider(page, 'root', 'sightline-root');
  await rows(page).first().waitFor({ timeout: 30_000 });
  await page.close();
});

afterAll(async () => {
  await stack?.close();
});

describe('a direct load of a sorted ranking address', () => {
  it('paints a leaf’s rows in the address’s sort from the first paint, and nothing is refused', async () => {
    const { page, answers, pageErrors } = await directLoad(`/ranking/${SURVEY}/all,wide,w1?sortBy=nps&sortDesc=false`);
    expect(await page.getByRole('columnheader', { name: 'NPS', exact: true }).getAttribute('aria-sort')).toBe('ascending');
    const shown = await rows(page).locator('th').allInnerTexts();
    const paints = await rowPaints(page);
    // Every rows render was the address's rows: none painted first and replaced.
    expect(paints.map((p) => p.map((t) => t.trim()))).toEqual([shown.map((t) => t.trim())]);
    expect(answers.filter((r) => r.status() === 401).map((r) => r.url())).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('paints a whole ranking in the address’s sort and page from the first paint', async () => {
    const { page, answers } = await directLoad(`/ranking/${SURVEY}/all,wide?sortBy=name&sortDesc=true&page=1`);
    expect(await page.getByRole('columnheader', { name: 'Name', exact: true }).getAttribute('aria-sort')).toBe('descending');
    const paints = await rowPaints(page);
    expect(paints[0]?.[0]?.trim()).toBe('Store 0120');
    expect(answers.filter((r) => r.status() === 401).map((r) => r.url())).toEqual([]);
    await page.close();
  });
});

describe('readable addresses (issue 12)', () => {
  it('writes a typed %2C drill path readable, and drilling keeps the commas as they are', async () => {
    const { page } = await directLoad(`/ranking/${SURVEY}/all%2Cwide?page=1`);
    expect(new URL(page.url()).pathname).toBe(`/new/ranking/${SURVEY}/all,wide`);
    expect(await rows(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sortBy') === 'name');
    expect(new URL(page.url()).pathname).toBe(`/new/ranking/${SURVEY}/all,wide`);
    await rows(page).filter({ hasText: 'Store 0001' }).locator('th').click();
    await page.waitForURL((u) => u.pathname.startsWith(`/new/ranking/${SURVEY}/all,wide,w1`));
    expect(new URL(page.url()).pathname).toBe(`/new/ranking/${SURVEY}/all,wide,w1`);
    const shortcuts = page.getByRole('group', { name: 'Rank by' });
    await shortcuts.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith(';rtype=1'));
    expect(new URL(page.url()).pathname).toBe(`/new/ranking/${SURVEY}/all,wide,w1;rtype=1`);
    await page.close();
  });
});

describe('one ranking everywhere (issue 12)', () => {
  it('the Ranking page shows the ranking screen’s ranking: pager, sort and page in the address, the same rows', async () => {
    const { page } = await directLoad(`/page/ranking/${SURVEY}/all,wide`);
    const component = page.locator('[data-component-type="rankingTable"]');
    expect(await component.getByTestId('ranking-range').innerText()).toBe('Rows 1–50 of 120');
    await component.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sortBy') === 'name' && u.searchParams.get('sortDesc') === 'false');
    expect(await rows(page).first().locator('th').innerText()).toBe('Store 0001');
    await component.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    expect(await component.getByTestId('ranking-range').innerText()).toBe('Rows 51–100 of 120');
    // The same address on the ranking screen shows the same rows.
    const onPage = await rows(page).locator('th').allInnerTexts();
    await page.goto(`${stack.server.url}/new/ranking/${SURVEY}/all,wide?page=2&sortBy=name&sortDesc=false`);
    await page.getByTestId('ranking-range').waitFor();
    expect(await page.getByTestId('ranking-range').innerText()).toBe('Rows 51–100 of 120');
    expect(await rows(page).locator('th').allInnerTexts()).toEqual(onPage);
    await page.close();
  });
});
