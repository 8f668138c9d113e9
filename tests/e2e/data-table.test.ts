/**
 * A data table edit in Chromium (issue 16, done-when): the demo's campaign plan on the store-visit page `registers`,
 * signed in as root (an administrator of every universe). A cell that breaks its column's type is refused in the edit row before anything is
 * sent; a valid change shows at once, is stored (it survives a reload and is in the database) and the delete asks
 * first. The record table beside it asks the server for the sort of a clicked column. axe checks the page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAtProvider } from '../support/browser';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
const pageErrors: string[] = [];
const PAGE = '/new/page/registers/storevisit/all';

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const table = () => page.getByRole('table', { name: 'Campaign plan' });
const firstRowCells = () => table().getByTestId('data-table-row').first().locator('td').allTextContents();

describe('a data table edit', () => {
  it('refuses a bad cell in the edit row, saves a good one and keeps it', async () => {
    await page.goto(`${server.url}${PAGE}`);
    await signInAtProvider(page, 'root', 'sightline-root');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/registers/'), { timeout: 30_000 });
    await table().getByTestId('data-table-row').first().waitFor({ timeout: 30_000 });
    expect((await firstRowCells()).slice(0, 2)).toEqual(['Spring kitchen week', 'Luleå']);
    await expectAccessible(page, 'the registers page with a data table and a record table');

    await table().getByRole('button', { name: 'Edit row' }).first().click();
    const editor = table().getByTestId('data-table-editor');
    const budget = editor.getByLabel('Budget (EUR)');
    await budget.fill('12.5');
    await editor.getByText('Enter a whole number').waitFor();
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await budget.fill('13500');
    const saved = page.waitForResponse((r) => r.url().includes('/rest/vuejs/datatables/datatablerow/storevisit/campaignPlan') && r.request().method() === 'PUT');
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForFunction(() => document.querySelector('[data-testid="data-table-row"] td:nth-child(4)')?.textContent === '13,500');

    await page.reload();
    await table().getByTestId('data-table-row').first().waitFor({ timeout: 30_000 });
    expect((await firstRowCells()).slice(0, 5)).toEqual(['Spring kitchen week', 'Luleå', '2026-03-02', '13,500', 'Yes']);
    const stored = await asOwner(stack.database.adminUrl, async (c) => (await c.query(`select cells from data_table_row where table_id = 'campaignPlan' order by id limit 1`)).rows[0].cells);
    expect(stored).toMatchObject({ store: 'Luleå', budget: 13500 });
  });

  it('asks before deleting a row', async () => {
    const before = await table().getByTestId('data-table-row').count();
    await table().getByRole('button', { name: 'Delete row' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the row?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await table().getByTestId('data-table-row').count()).toBe(before);
  });

  it('sorts the record table on the server by the clicked column', async () => {
    const records = page.getByRole('table', { name: 'Latest store visits' });
    await records.getByTestId('record-row').first().waitFor({ timeout: 30_000 });
    const asked = page.waitForRequest((r) => r.url().includes('/rest/vuejs/records/table/storevisit/visitRecords/') && r.url().includes('sortby=unit'));
    await records.getByRole('button', { name: 'Unit' }).click();
    expect(new URL((await asked).url()).searchParams.get('sortdesc')).toBe('true');
    expect(pageErrors).toEqual([]);
  });
});
