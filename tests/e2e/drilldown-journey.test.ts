/**
 * The whole path in one sitting, as an ordinary user with a regional role (Ulla User, scope all,se,north)
 * on the seeded demo data: from her region's ranking, click by click down to a single interview, back up, then the
 * same unit's sample list down to one sample. Each screen's own file tests its details; this one proves the
 * screens hand over to each other with real links, real data and a working back button.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const SURVEY = 'storevisit';
const REGION = 'all,se,north';

beforeAll(async () => {
  stack = await startE2eStack();
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const rankingRows = () => page.locator('[data-testid="ranking-row"]');
const path = () => decodeURIComponent(new URL(page.url()).pathname);

describe('from a ranking down to an interview and a sample', () => {
  let leafPath = '';

  it('drills from the region, one click a level, to an interview', async () => {
    await page.goto(`${stack.server.url}/new/ranking/${SURVEY}/${REGION}`);
    await signInAs(page, 'user');
    await page.getByRole('heading', { level: 1, name: 'Ranking' }).waitFor({ timeout: 30_000 });

    // Region → store → employee → the employee's interviews; a leaf row opens the interview (or the sample when the
    // invitation was never answered).
    for (let level = 0; level < 6 && path().startsWith('/new/ranking/'); level++) {
      await rankingRows().first().waitFor({ timeout: 30_000 });
      leafPath = path().split('/')[4] ?? '';
      const before = path();
      await rankingRows().first().click();
      await page.waitForURL((u) => decodeURIComponent(u.pathname) !== before, { timeout: 30_000 });
    }
    expect(path()).toMatch(/^\/new\/(interview\/storevisit\/\d+|sample\/storevisit\/\w+\/\d+)$/);
    expect(leafPath.split(',').length).toBeGreaterThan(REGION.split(',').length);
    if (path().startsWith('/new/interview/')) {
      await page.getByTestId('interview-header').waitFor({ timeout: 30_000 });
      await expect(page.getByTestId('interview-rating').textContent()).resolves.toMatch(/\d/);
      await expectAccessible(page, 'interview reached from the ranking');
    } else {
      await page.getByTestId('sample-headline').waitFor({ timeout: 30_000 });
    }
  });

  it('goes back to the same leaf ranking', async () => {
    await page.goBack();
    await page.waitForURL((u) => u.pathname.includes('/ranking/'), { timeout: 30_000 });
    expect(path()).toBe(`/new/ranking/${SURVEY}/${leafPath}`);
    await rankingRows().first().waitFor({ timeout: 30_000 });
  });

  it('opens the same unit’s sample list and one of its samples in the editor dialog, and closes it', async () => {
    await page.goto(`${stack.server.url}/new/samplelist/${SURVEY}/${leafPath}`);
    await page.getByRole('heading', { level: 1, name: 'Samples' }).waitFor({ timeout: 30_000 });
    const first = page.getByTestId('sample-row').first();
    await first.waitFor({ timeout: 30_000 });
    const sampleId = await first.getAttribute('data-sample-id');
    expect(sampleId).toMatch(/^\d+$/);
    // The demo's sample table enables the sample editor: a row opens the dialog over the list.
    await first.locator('td').nth(1).click();
    const editor = page.getByTestId('sample-editor');
    await editor.getByText(`Sample ${sampleId}`).waitFor({ timeout: 30_000 });
    await editor.getByRole('heading', { name: 'Contact' }).waitFor({ timeout: 30_000 });
    expect(path()).toContain(`/new/samplelist/${SURVEY}/`);
    await expectAccessible(page, 'sample editor reached from the sample list');
    await editor.getByRole('button', { name: 'Cancel', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByTestId('sample-row').first().waitFor({ timeout: 30_000 });
  });

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
