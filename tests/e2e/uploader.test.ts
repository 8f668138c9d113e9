/**
 * The data uploader in Chromium (issue 20 item 2, done-when): an administrator uploads the real NHS Friends-and-Family
 * Test workbook (../shared/realdata/nhs-fft-pxtextmining, 7,908 rows of 2021–2022 from two trusts, units of the
 * service survey here) on the survey's admin page `dataimport` (the progress shows the bytes sent), maps it (the
 * Date header starts mapped; Trust is picked as the unit and FFT answer as the comment), imports it, sees the
 * overview's interview count of those years include it, deletes the import set after the confirmation and sees the
 * count back where it was. axe checks the page, the mapping and the confirmation.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { realdataPath } from '../support/realdata';
import { signInAs } from '../support/sign-in';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
const pageErrors: string[] = [];
const FILE = 'v6framework_230831.xlsx';
const WORKBOOK = fs.readFileSync(realdataPath('nhs-fft-pxtextmining', FILE));
const ROWS = 7908;
/** The whole hierarchy over the workbook's two years (every row lies in 2021–2022). */
const OVERVIEW = '/new/page/overview/service/all;ftime=Ige01012021:01012023';
const IMPORT_PAGE = '/new/page/dataimport/service/all';

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  // The workbook's two trusts as units of the service survey, below its top unit.
  await asOwner(stack.database.adminUrl, (c) =>
    c.query(
      `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path)
       select r.universe_id, r.survey_id, r.id, t.ext, t.name, r.level + 1, r.path || ',' || t.ext
         from unit r, (values ('neas', 'NEAS'), ('nhft', 'NHFT')) as t(ext, name)
        where r.survey_id = (select id from survey where ext_name = 'service') and r.parent_id is null`,
    ),
  );
});

afterAll(async () => {
  await stack?.close();
});

/** The interviews the overview's drill header counts, once it shows them. */
async function overviewInterviews(): Promise<number> {
  await page.goto(`${server.url}${OVERVIEW}`);
  const counts = page.getByTestId('drill-counts');
  await counts.filter({ hasText: /interview/ }).waitFor({ timeout: 60_000 });
  return Number(/^([\d,]+)/.exec((await counts.textContent()) ?? '')![1]!.replace(/,/g, ''));
}

/** Picks the field a column of the mapping table goes to. */
async function mapColumn(column: string, field: string) {
  await page.getByRole('table', { name: 'Column mapping' }).getByRole('combobox', { name: `Field for column ${column}` }).click();
  await page.getByRole('option', { name: field, exact: true }).click();
}

describe('the data uploader', () => {
  let before = 0;

  it('an administrator uploads the NHS workbook with the bytes shown, maps and imports it; the figures include it', async () => {
    await page.goto(`${server.url}${OVERVIEW}`);
    await signInAs(page, 'admin');
    // An administrator may act as a member: he continues as himself.
    await page.getByRole('heading', { name: 'Act as another user?' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sightline Demo Retail' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    before = await overviewInterviews();

    await page.goto(`${server.url}${IMPORT_PAGE}`);
    const upload = page.getByRole('button', { name: 'Upload' });
    await upload.waitFor({ timeout: 30_000 });
    expect(await upload.isDisabled()).toBe(true);
    await expectAccessible(page, 'the data import page');
    await page.getByTestId('uploader-file').setInputFiles({ name: FILE, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: WORKBOOK });
    await page.getByText(FILE).first().waitFor();
    await upload.click();
    const mapping = page.getByRole('table', { name: 'Column mapping' });
    await mapping.waitFor({ timeout: 60_000 });
    const sent = /^([\d,]+) of ([\d,]+) bytes sent$/.exec((await page.getByText(/bytes sent$/).textContent()) ?? '');
    expect(Number(sent![1]!.replace(/,/g, ''))).toBe(Number(sent![2]!.replace(/,/g, '')));
    expect(Number(sent![2]!.replace(/,/g, ''))).toBeGreaterThan(WORKBOOK.length);
    await page.getByText(`${FILE}: 7,908 rows to map`).waitFor();
    // A header naming a field starts mapped; the trust and the answer text are the administrator's choice.
    expect(await mapping.getByRole('combobox', { name: 'Field for column Date' }).textContent()).toBe('Date (required)');
    await mapColumn('Trust', 'Unit (required)');
    await mapColumn('FFT answer', 'Anything to add?');
    expect(await page.getByRole('combobox', { name: 'Import as' }).textContent()).toBe('Completed');
    // Only root may update an import set.
    expect(await page.getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);
    await expectAccessible(page, 'the mapping table');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Imported ${ROWS.toLocaleString('en')} interviews from ${FILE}.` })
      .waitFor({ timeout: 180_000 });
    await page.getByRole('cell', { name: FILE }).first().waitFor();

    expect(await overviewInterviews()).toBe(before + ROWS);
  });

  it('deletes the import set after asking, and the figures are back', async () => {
    await page.goto(`${server.url}${IMPORT_PAGE}`);
    await page.getByRole('button', { name: `Delete the import of ${FILE}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete the import set?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Delete ${FILE} and its 7,908 interviews?`);
    await expectAccessible(page, 'the import set delete confirmation');
    const deleted = page.waitForResponse((r) => r.url().includes('/rest/vuejs/datauploader/deleteimportset/service/') && r.request().method() === 'DELETE', { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(200);
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByRole('cell', { name: FILE }).first().waitFor({ state: 'detached' });

    expect(await overviewInterviews()).toBe(before);
    expect(pageErrors).toEqual([]);
  });
});
