/**
 * The ranking screen in Chromium against the real server: a chain of 120 stores (bench/wide-unit.ts) ranked,
 * sorted, paged, reloaded, drilled into by mouse and keyboard, back again, down to an interview, the cell
 * details dialog and the rank-type shortcuts. Sort and page live in the address.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWideUnit } from '../../bench/wide-unit';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { TEST_DATE } from '../support/test-date';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const SURVEY = 'storevisit';

beforeAll(async () => {
  stack = await startE2eStack();
  await asOwner(stack.database.adminUrl, (c) => seedWideUnit(c, { children: 120, interviewsPerChild: 2, firstChildInterviews: 60, today: TEST_DATE }));
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const url = () => new URL(page.url());
const rows = () => page.locator('[data-testid="ranking-row"]');
const firstRowName = () => rows().first().locator('th').innerText();
const range = () => page.getByTestId('ranking-range').innerText();
const columnSort = (name: string) => page.getByRole('columnheader', { name, exact: true }).getAttribute('aria-sort');

describe('the ranking screen', () => {
  it('signs in and ranks the chain’s 120 stores with a total row, accessibly', async () => {
    await page.goto(`${stack.server.url}/new/ranking/${SURVEY}/all,wide`);
    await signInAs(page, 'root');
    await page.getByRole('heading', { level: 1, name: 'Ranking' }).waitFor({ timeout: 30_000 });
    await rows().first().waitFor({ timeout: 30_000 });
    expect(await range()).toBe('Rows 1–50 of 120');
    expect(await page.getByTestId('ranking-footer').innerText()).toContain('Total: Wide chain');
    expect(await columnSort('NPS')).toBe('descending');
    await expectAccessible(page, 'ranking screen');
  });

  it('sorts by a header click, the order in the address', async () => {
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sortBy') === 'name');
    expect(url().searchParams.get('sortDesc')).toBe('false');
    expect(await columnSort('Name')).toBe('ascending');
    expect(await firstRowName()).toBe('Store 0001');
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sortDesc') === 'true');
    expect(await firstRowName()).toBe('Store 0120');
  });

  it('pages, and a reload keeps the sort and the page', async () => {
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    expect(await range()).toBe('Rows 51–100 of 120');
    // Row 51 of the descending names is Store 0070; the table scrolled it to the top.
    await page.locator('[data-testid="ranking-row"][aria-rowindex="52"]').waitFor();
    expect(await page.locator('[data-testid="ranking-row"][aria-rowindex="52"] th').innerText()).toBe('Store 0070');
    await page.reload();
    await rows().first().waitFor({ timeout: 30_000 });
    expect(url().searchParams.get('page')).toBe('2');
    expect(await columnSort('Name')).toBe('descending');
    expect(await range()).toBe('Rows 51–100 of 120');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('page') !== '2');
    expect(await range()).toBe('Rows 1–50 of 120');
  });

  it('drills into a child by click, and back returns', async () => {
    await page.getByRole('button', { name: 'Name', exact: true }).click(); // ascending: Store 0001 first
    await page.waitForURL((u) => u.searchParams.get('sortDesc') === 'false');
    await rows().filter({ hasText: 'Store 0001' }).locator('th').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith('/ranking/storevisit/all,wide,w1'));
    await page.getByRole('columnheader', { name: 'NPS' }).waitFor();
    expect(await range()).toBe('Rows 1–50 of 60');
    await page.goBack();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith('/all,wide') && u.searchParams.get('sortBy') === 'name');
    expect(await firstRowName()).toBe('Store 0001');
  });

  it('drills by keyboard: a row takes focus and Enter opens it', async () => {
    const row = rows().filter({ hasText: 'Store 0001' });
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith('/all,wide,w1'));
    await rows().first().waitFor();
    await expectAccessible(page, 'leaf ranking');
  });

  it('pages a leaf through the server', async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/rest/vuejs/newranking/list/storevisit/default/') && r.url().includes('/50/100/'));
    await page.getByRole('button', { name: 'Page 2' }).click();
    expect((await answered).status()).toBe(200);
    await page.waitForFunction(() => document.querySelector('[data-testid="ranking-range"]')?.textContent === 'Rows 51–60 of 60');
    expect(await rows().count()).toBe(10);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('[data-testid="ranking-range"]')?.textContent === 'Rows 1–50 of 60');
  });

  it('opens the cell details of a leaf row: sections, see-order and report-as-wrong', async () => {
    await rows().first().getByRole('button', { name: 'Details: NPS' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('cell-details-section').first().waitFor();
    // The dialog names the response as its row does (issue 12, bug 7): the interview number, not the sample's.
    const named = /^NPS · (#\d+)$/.exec(await dialog.getByRole('heading', { level: 2 }).innerText());
    expect(named).not.toBeNull();
    expect(await rows().first().locator('th').innerText()).toMatch(new RegExp(`${named![1]}(?!\\d)`));
    expect(await dialog.getByTestId('cell-details-section').first().innerText()).toContain('Likelihood to recommend');
    expect(await dialog.getByRole('link', { name: 'See order' }).getAttribute('href')).toMatch(/^\/new\/sample\/storevisit\/ranking\/\d+$/);
    await expectAccessible(page, 'cell details dialog');
    await dialog.getByRole('button', { name: 'Report as wrong' }).click();
    await dialog.getByText('Thank you. Your report went to the administrators.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens a complete leaf row’s interview', async () => {
    await rows().first().locator('th').click();
    await page.waitForURL(/\/new\/interview\/storevisit\/\d+$/);
    await page.goBack();
    await rows().first().waitFor();
  });

  it('filters by sample state with the rank-type shortcuts, kept in the drill path', async () => {
    await page.goto(`${stack.server.url}/new/ranking/${SURVEY}/all,wide`);
    await rows().first().waitFor({ timeout: 30_000 });
    const shortcuts = page.getByRole('group', { name: 'Rank by' });
    await shortcuts.getByRole('button', { name: 'New', exact: true }).click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith('/all,wide;rtype=1'));
    await page.getByRole('columnheader', { name: 'New' }).waitFor();
    expect(await shortcuts.getByRole('button', { name: 'New', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // Each store has one new sample.
    expect(await rows().first().locator('td').last().innerText()).toBe('1');
    await rows().filter({ hasText: 'Store 0001' }).locator('th').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith('/all,wide,w1;rtype=1'));
    await page.getByRole('columnheader', { name: 'Event date' }).waitFor();
    await rows().first().locator('th').click();
    await page.waitForURL(/\/new\/sample\/storevisit\/ranking\/\d+$/);
    expect(pageErrors).toEqual([]);
  });
});
