/**
 * The sample list in Chromium: root sorts, pages, reloads, selects and deletes with confirmation; an ordinary
 * user of one region sees that region's samples and no delete buttons.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const SURVEY = 'storevisit';
const LIST = `/new/samplelist/${SURVEY}/all`;


const rows = () => page.getByTestId('sample-row');
const rowIds = () => rows().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-sample-id'))));
/** The visible text of one column on the current page. */
const column = (index: number) => rows().evaluateAll((els, i) => els.map((e) => e.querySelectorAll('td')[i]?.textContent ?? ''), index);
const dayOf = (text: string) => text.replace(/^(\d\d)\/(\d\d)-(\d{4})$/, '$3-$2-$1');
const sampleCount = (ids: number[]) => asOwner(stack.database.adminUrl, async (c) => (await c.query(`select count(*)::int as n from sample where id = any($1::bigint[])`, [ids])).rows[0].n as number);

beforeAll(async () => {
  stack = await startE2eStack();
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

describe('the sample list as root', () => {
  it('opens on a deep link with the newest event dates first, fetching rows 0 to 50', async () => {
    await page.goto(`${stack.server.url}${LIST}`);
    const first = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/rest/vuejs/sample/list/${SURVEY}/default/all/`), { timeout: 60_000 });
    await signInAs(page, 'root');
    expect((await first).url()).toContain('/0/50/eventdate/true/none');
    await rows().first().waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Samples' }).waitFor();
    expect(await rows().count()).toBe(50);
    const days = (await column(1)).map(dayOf);
    expect(days).toEqual([...days].sort().reverse());
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('No customers selected');
    // Root with the core: delete-all and delete-selected; the configured actions too.
    for (const id of ['delete-all', 'delete-selected', 'create-sample', 'copy-action-revisit', 'download-samples', 'start-campaign']) await page.getByTestId(id).waitFor();
    await expectAccessible(page, 'the sample list');
  });

  it('sorts by name into the address, pages, and a reload keeps both', async () => {
    await page.getByTestId('sort-name').click();
    await page.waitForURL((u) => u.searchParams.get('sortBy') === 'name' && u.searchParams.get('sortDesc') === 'false');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const names = await column(3);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    const firstPage = await rowIds();
    await page.getByRole('button', { name: 'Go to the next page' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const secondPage = await rowIds();
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
    await page.reload();
    await rows().first().waitFor({ timeout: 30_000 });
    expect(await rowIds()).toEqual(secondPage);
    await expect(page.getByTestId('sample-pagination').textContent()).resolves.toMatch(/51–100 of \d+/);
    // Back in the browser: the first page again.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('page') === '1' || !u.searchParams.has('page'));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await rowIds()).toEqual(firstPage);
  });

  it('changes the page size from the configured options', async () => {
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="sample-row"]').length === 25);
    await expect(page.getByTestId('sample-pagination').textContent()).resolves.toMatch(/1–25 of \d+/);
  });

  it('counts the selected customers and deletes them after the confirmation', async () => {
    const ids = (await rowIds()).slice(0, 2);
    for (const id of ids) await page.locator(`[data-sample-id="${id}"] input[type="checkbox"]`).check();
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('2 customers selected');
    await page.getByTestId('delete-selected').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('confirm-text').textContent()).resolves.toBe('PERMANANTLY delete samples from database?');
    await expectAccessible(page, 'the delete confirmation');
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await sampleCount(ids)).toBe(2);
    await page.getByTestId('delete-selected').click();
    const deleted = page.waitForResponse((r) => r.url().includes(`/rest/vuejs/sample/deleteall/${SURVEY}?ids=`));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect((await deleted).status()).toBe(200);
    await page.getByText('2 samples deleted').waitFor();
    await page.waitForFunction((gone) => gone.every((id) => !document.querySelector(`[data-sample-id="${id}"]`)), ids);
    expect(await rows().count()).toBe(25);
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('No customers selected');
    expect(await sampleCount(ids)).toBe(0);
  });

  it('titles the copy actions by locale; a copy action waits for selected rows (sample-editor.test.ts copies)', async () => {
    const copy = page.getByTestId('copy-action-revisit');
    await expect(copy.textContent()).resolves.toBe('Copy for a revisit');
    expect(await copy.isDisabled()).toBe(true);
  });

  it('starts a campaign for the selected customers', async () => {
    const id = (await rowIds())[0]!;
    await page.locator(`[data-sample-id="${id}"] input[type="checkbox"]`).check();
    await page.getByTestId('start-campaign').click();
    await page.waitForURL((u) => u.pathname === `/new/createmailcampaign/${SURVEY}/reminder/all;sid=${id}`);
    await page.goBack();
    await rows().first().waitFor({ timeout: 30_000 });
  });

  it('deletes every sample of a filtered selection after the confirmation, and shows the empty list', async () => {
    const unit = 'all,se,north';
    const cancelled = await asOwner(stack.database.adminUrl, async (c) =>
      (await c.query(`select count(*)::int as n from sample s join unit u on u.id = s.unit_id join survey v on v.id = s.survey_id where v.ext_name = $1 and s.state = 4 and (u.path = $2 or u.path like $2 || ',%')`, [SURVEY, unit])).rows[0].n as number,
    );
    await page.goto(`${stack.server.url}/new/samplelist/${SURVEY}/${unit};ftime=rmonths-24_0;sstate=4`);
    await rows().first().waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('sample-pagination').textContent()).resolves.toContain(`of ${cancelled}`);
    expect(new Set(await column(2))).toEqual(new Set(['Cancelled']));
    await page.getByTestId('delete-all').click();
    await expect(page.getByRole('dialog').textContent()).resolves.toContain(`All ${cancelled} samples of this selection will be deleted.`);
    const deleted = page.waitForResponse((r) => r.url().includes('deletemode=true'));
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect(await (await deleted).json()).toEqual({ count: cancelled });
    await page.getByTestId('samplelist-empty').waitFor();
    await expectAccessible(page, 'the empty sample list');
    await page.goto(`${stack.server.url}${LIST}`);
    await rows().first().waitFor({ timeout: 30_000 });
  });

  it('opens a row in the sample editor dialog, since the demo\'s sample table enables it', async () => {
    const id = (await rowIds())[0]!;
    const before = page.url();
    await page.locator(`[data-sample-id="${id}"] button`).first().click();
    const editor = page.getByTestId('sample-editor');
    await editor.getByText(`Sample ${id}`).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(before);
    await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await rows().first().waitFor({ timeout: 30_000 });
  });
});

describe('the sample list as an ordinary user', () => {
  it('shows the region, without delete buttons, and says when a unit is outside the role', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out at the provider too, or the deep link below would come back as root.
    await page.getByRole('heading', { name: 'Sign in to Sightline' }).waitFor({ timeout: 30_000 });
    await page.goto(`${stack.server.url}/new/samplelist/${SURVEY}/all,se,north`);
    await signInAs(page, 'user');
    await rows().first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('delete-all').count()).toBe(0);
    expect(await page.getByTestId('delete-selected').count()).toBe(0);
    await page.locator('[data-testid="sample-row"] input[type="checkbox"]').first().check();
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('1 customer selected');
    await expectAccessible(page, 'the sample list of an ordinary user');
    await page.goto(`${stack.server.url}${LIST}`);
    await expect(page.getByRole('alert').first().textContent({ timeout: 30_000 })).resolves.toContain('Your role does not give access to "all"');
    expect(pageErrors).toEqual([]);
  });
});
