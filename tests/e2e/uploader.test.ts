/**
 * The data uploader in Chromium (issue 20 item 2, done-when): root uploads a spreadsheet on the service survey's
 * admin page `dataimport` (the progress shows the bytes sent), maps it (headers naming a field start mapped), imports
 * it, sees the overview's interview count include it, deletes the import set after the confirmation and sees the
 * count back where it was. axe checks the page, the mapping and the confirmation.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates';
import { expectAccessible } from '../support/axe';
import { signInAtProvider } from '../support/browser';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';
import { TEST_DATE } from '../support/test-date';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
let workbook: Buffer;
const pageErrors: string[] = [];
const OVERVIEW = '/new/page/overview/service/all';
const IMPORT_PAGE = '/new/page/dataimport/service/all';
const ROWS = 25;
const FILE = 'e2e-service-contacts.xlsx';

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  const [leaf] = await asOwner(
    stack.database.adminUrl,
    async (c) =>
      (
        await c.query<{ name: string }>(
          `select u.name from unit u where u.survey_id = (select id from survey where ext_name = 'service')
            and not exists (select 1 from unit c where c.parent_id = u.id) order by u.path limit 1`,
        )
      ).rows,
  );
  // Dates written day first, as the uploader reads slashed text, within the overview's last months.
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('contacts');
  sheet.addRow(['Unit', 'Date', 'Satisfaction with the contact']);
  for (let i = 0; i < ROWS; i++) {
    const [y, m, d] = addDays(TEST_DATE, -(3 + (i % 20))).split('-');
    sheet.addRow([leaf!.name, `${d}/${m}/${y}`, 1 + (i % 5)]);
  }
  workbook = Buffer.from(await wb.xlsx.writeBuffer());
});

afterAll(async () => {
  await stack?.close();
});

/** The interviews the overview's drill header counts, once it shows them. */
async function overviewInterviews(): Promise<number> {
  await page.goto(`${server.url}${OVERVIEW}`);
  const counts = page.getByTestId('drill-counts');
  await counts.filter({ hasText: /interview/ }).waitFor({ timeout: 30_000 });
  return Number(/^([\d,]+)/.exec((await counts.textContent()) ?? '')![1]!.replace(/,/g, ''));
}

describe('the data uploader', () => {
  let before = 0;

  it('uploads with the bytes shown, maps and imports; the figures include it', async () => {
    await page.goto(`${server.url}${OVERVIEW}`);
    await signInAtProvider(page, 'root', 'sightline-root');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/overview/'), { timeout: 30_000 });
    before = await overviewInterviews();

    await page.goto(`${server.url}${IMPORT_PAGE}`);
    const upload = page.getByRole('button', { name: 'Upload' });
    await upload.waitFor({ timeout: 30_000 });
    expect(await upload.isDisabled()).toBe(true);
    await expectAccessible(page, 'the data import page');
    await page
      .getByTestId('uploader-file')
      .setInputFiles({ name: FILE, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    await page.getByText(FILE).first().waitFor();
    await upload.click();
    const mapping = page.getByRole('table', { name: 'Column mapping' });
    await mapping.waitFor({ timeout: 30_000 });
    const sent = /^([\d,]+) of ([\d,]+) bytes sent$/.exec((await page.getByText(/bytes sent$/).textContent()) ?? '');
    expect(Number(sent![1]!.replace(/,/g, ''))).toBe(Number(sent![2]!.replace(/,/g, '')));
    expect(Number(sent![2]!.replace(/,/g, ''))).toBeGreaterThan(workbook.length);
    await page.getByText(`${FILE}: ${ROWS} rows to map`).waitFor();
    // Every header named a field: Unit, Date and the satisfaction question start mapped.
    expect(await mapping.getByRole('combobox', { name: 'Field for column Unit' }).textContent()).toBe('Unit (required)');
    expect(await mapping.getByRole('combobox', { name: 'Field for column Satisfaction with the contact' }).textContent()).toBe('Satisfaction with the contact');
    expect(await page.getByRole('combobox', { name: 'Import as' }).textContent()).toBe('Completed');
    await expectAccessible(page, 'the mapping table');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Imported ${ROWS} interviews from ${FILE}.` })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: FILE }).first().waitFor();

    expect(await overviewInterviews()).toBe(before + ROWS);
  });

  it('deletes the import set after asking, and the figures are back', async () => {
    await page.goto(`${server.url}${IMPORT_PAGE}`);
    await page
      .getByRole('button', { name: `Delete the import of ${FILE}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete the import set?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Delete ${FILE} and its ${ROWS} interviews?`);
    await expectAccessible(page, 'the import set delete confirmation');
    const deleted = page.waitForResponse((r) => r.url().includes('/rest/vuejs/datauploader/deleteimportset/service/') && r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: FILE }).first().waitFor({ state: 'detached' });

    expect(await overviewInterviews()).toBe(before);
    expect(pageErrors).toEqual([]);
  });
});
