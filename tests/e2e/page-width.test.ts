/**
 * No screen is wider than the window: at a desktop and a phone width, the ranking screen, the demo's Store visit
 * start page (with its ranking table), the sample list and the alert list scroll only downwards, so a sideways
 * swipe cannot slide the app off screen and a drawer opens inside the window.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, signInAs } from '../support/sign-in';
import { scrollUntilShown } from '../support/deferred';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const SURVEY = 'storevisit';
let startPage: string;

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Each screen and what shows that its content (the part that could widen it) has arrived. */
const SCREENS = [
  { name: 'the ranking screen', path: () => `/new/ranking/${SURVEY}/all`, ready: '[data-testid="ranking-row"]' },
  { name: 'the start page', path: () => `/new/page/${startPage}/${SURVEY}/all`, ready: '[data-component-type="rankingTable"] [data-testid="ranking-row"]' },
  { name: 'the sample list', path: () => `/new/samplelist/${SURVEY}/all`, ready: '[data-testid="sample-row"]' },
  { name: 'the alert list', path: () => `/new/alertlist/${SURVEY}/all;ftime=ryears-2_0`, ready: '[data-testid="alert-row"]' },
] as const;

/** How far the document and the body reach sideways, against the window's width. */
const widths = (p: Page) =>
  p.evaluate(() => ({ window: window.innerWidth, document: document.documentElement.scrollWidth, body: document.body.scrollWidth }));

beforeAll(async () => {
  stack = await startE2eStack();
  const login = await apiSignIn(stack.server.url, 'root', { universe: 'demo' });
  const list = await fetch(`${stack.server.url}/rest/vuejs/pages/list/${SURVEY}`, { headers: { authorization: login.authToken } });
  startPage = ((await list.json()) as { startPage: string }).startPage;
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(`${stack.server.url}/new/ranking/${SURVEY}/all`);
  await signInAs(page, 'root');
  await page.locator(SCREENS[0].ready).first().waitFor({ timeout: 30_000 });
});

afterAll(async () => {
  await stack?.close();
});

describe('no screen is wider than its window', () => {
  for (const viewport of VIEWPORTS) {
    for (const screen of SCREENS) {
      it(`${screen.name} at ${viewport.width}×${viewport.height}`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(`${stack.server.url}${screen.path()}`);
        await scrollUntilShown(page, screen.ready);
        // Charts and lazy widgets lay out once their data has come.
        await page.waitForLoadState('networkidle');
        const w = await widths(page);
        expect({ screen: screen.name, document: w.document, body: w.body }).toEqual({ screen: screen.name, document: Math.min(w.document, w.window), body: Math.min(w.body, w.window) });
      });
    }
  }

  it('the filter drawer opens inside a phone’s window', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.server.url}${SCREENS[1].path()}`);
    await scrollUntilShown(page, SCREENS[1].ready);
    await page.getByTestId('filter-button').click();
    const drawer = page.getByTestId('filter-drawer');
    await drawer.waitFor();
    // The drawer slides in; once it rests, all of it, its Close button included, is inside the window.
    const inside = async () => {
      const [box, close] = [await drawer.boundingBox(), await drawer.getByRole('button', { name: 'Close' }).boundingBox()];
      return !!box && !!close && box.x >= 0 && box.x + box.width <= 390 && close.x >= 0 && close.x + close.width <= 390;
    };
    await expect.poll(inside, { timeout: 5_000 }).toBe(true);
    expect((await widths(page)).document).toBeLessThanOrEqual(390);
  });

  it('threw no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
