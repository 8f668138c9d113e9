import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Request } from 'playwright-core';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, signInAs } from '../support/sign-in';
import { scrollThroughDeferred } from '../support/deferred';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let stack: E2eStack;
let server: ServerProcess;
let browser: E2eStack['browser'];
let page: Page;
const pageErrors: string[] = [];
const cspViolations: string[] = [];
let survey: string;
let startPage: string;
let descriptor: { title: Record<string, string>; components: { type: string; id: string }[] };
let rootToken: string;

async function rest<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/rest/${path}`, { ...init, headers: { authorization: token, 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

beforeAll(async () => {
  ({ server, browser } = stack = await startE2eStack({ emptyDatabase: true }));
  // What the server will send the browser, read through the same API (the demo's first survey and its start page).
  const login = await apiSignIn(server.url, 'root', { universe: 'demo' });
  rootToken = login.authToken;
  survey = login.surveys[0]!.extName;
  startPage = (await rest<{ startPage: string }>(`vuejs/pages/list/${survey}`, login.authToken)).startPage;
  descriptor = await rest(`vuejs/pages/page/${survey}/${startPage}`, login.authToken);
  page = await browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('console', (msg) => {
    if (/Content.Security.Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
});

afterAll(async () => {
  await stack?.close();
});

describe('the page route', () => {
  it('renders the demo start page from the server descriptor after sign-in', async () => {
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
    await signInAs(page, 'root');
    await page.waitForURL((url) => url.pathname === `/new/page/${startPage}/${survey}/all`);
    await page.getByRole('heading', { level: 1, name: descriptor.title.en }).waitFor({ timeout: 30_000 });
    await scrollThroughDeferred(page);
    const rendered = await page.$$eval('[data-component-id]', (els) => els.map((e) => ({ id: e.getAttribute('data-component-id'), type: e.getAttribute('data-component-type') })));
    expect(rendered.slice(0, descriptor.components.length)).toEqual(descriptor.components.map(({ id, type }) => ({ id, type })));
    expect(descriptor.components.length).toBeGreaterThan(0);
  });

  it('fetches and renders a component below the first screen only once it is scrolled near', async () => {
    // The demo start page: KPI tiles and a chart in the first two rows, a ranking table below them.
    const below = descriptor.components[descriptor.components.length - 1]!;
    expect(below.type).toBe('rankingTable');
    const rankingCalls: string[] = [];
    const onRequest = (r: Request) => void (r.url().includes('/rest/vuejs/newranking/list/') && rankingCalls.push(r.url()));
    page.on('request', onRequest);
    try {
      await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
      await page.locator('[data-component-type="variableBlock"] [data-testid="variable-tile"]').first().waitFor({ timeout: 30_000 });
      await page.locator('[data-component-type="developmentLineChart"] svg .mark-line').first().waitFor({ timeout: 30_000 });
      const placeholder = page.locator(`[data-testid="deferred-component"][data-deferred-id="${below.id}"]`);
      expect(await placeholder.count()).toBe(1);
      expect(await page.locator(`[data-component-id="${below.id}"]`).count()).toBe(0);
      expect(rankingCalls).toEqual([]);

      const answered = page.waitForResponse((r) => r.url().includes('/rest/vuejs/newranking/list/'));
      await placeholder.scrollIntoViewIfNeeded();
      expect((await answered).status()).toBe(200);
      await page.locator(`[data-component-id="${below.id}"] [data-testid="ranking-row"]`).first().waitFor({ timeout: 30_000 });
      expect(rankingCalls).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('holds the places of the KPI tiles with placeholders about as high as the tiles', async () => {
    // Issue 12 (layout shift): the chart below the tiles should not jump when they arrive. A tile's height follows its
    // text (comparison lines wrap on narrower screens), so "about": within 24 px (the 208 px placeholders of before
    // were 63 px short here).
    const first = descriptor.components[0]!;
    expect(first.type).toBe('variableBlock');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/vuejs/variables/block/**', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
      const placeholders = page.locator(`[data-component-id="${first.id}"] [data-testid="tile-placeholder"]`);
      await placeholders.first().waitFor({ timeout: 30_000 });
      const placeholder = (await placeholders.nth(1).boundingBox())!.height;
      release();
      const tiles = page.locator(`[data-component-id="${first.id}"] [data-testid="variable-tile"]`);
      await tiles.first().waitFor({ timeout: 30_000 });
      const tile = (await tiles.nth(1).boundingBox())!.height;
      expect(Math.abs(tile - placeholder)).toBeLessThanOrEqual(24);
    } finally {
      release();
      await page.unroute('**/rest/vuejs/variables/block/**');
    }
  });

  it('shows live data from the analytics calls: KPI tiles and charts, no data errors', async () => {
    const types = descriptor.components.map((c) => c.type);
    expect(types).toContain('variableBlock');
    const tiles = page.locator('[data-component-type="variableBlock"] [data-testid="variable-tile"]');
    await tiles.first().waitFor({ timeout: 30_000 });
    expect(await tiles.count()).toBeGreaterThan(0);
    for (const type of ['developmentLineChart', 'benchmarkChart'].filter((t) => types.includes(t))) {
      // Vega renders the chart lazily as SVG with the marks of the data.
      await page.locator(`[data-component-type="${type}"] svg .mark-rect, [data-component-type="${type}"] svg .mark-line`).first().waitFor({ timeout: 30_000 });
    }
    const dataErrors = await page.locator('[data-component-type] [role="alert"]').allTextContents();
    expect(dataErrors.filter((t) => /could not be loaded|cannot read|stopped working/.test(t))).toEqual([]);
  });

  it('opens the chart of a tile on click, drawn from the tile chart call', async () => {
    const block = page.locator('[data-component-type="variableBlock"]').first();
    const toggle = block.locator('[data-testid="variable-tile"] [aria-expanded]').first();
    const answered = page.waitForResponse((r) => r.url().includes('/rest/vuejs/variables/fetchVariableChart/'));
    await toggle.click();
    expect((await answered).status()).toBe(200);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await block.locator('svg .mark-line, svg .mark-symbol').first().waitFor({ timeout: 30_000 });
    const dataErrors = await block.locator('[role="alert"]').allTextContents();
    expect(dataErrors.filter((t) => /could not be loaded|cannot read|stopped working/.test(t))).toEqual([]);
  });

  it('runs under the strict Content-Security-Policy without violations or page errors', async () => {
    const response = await page.request.get(`${server.url}/new/`);
    expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval');
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('has no serious or critical accessibility violations', async () => {
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
    });
    expect(violations).toEqual([]);
  });

  it('survives a reload on the deep link and says so when a page does not exist', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: descriptor.title.en }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/new/page/no-such-page/${survey}/all`);
    await expect(page.getByRole('alert').first().textContent({ timeout: 30_000 })).resolves.toContain(`has no page "no-such-page"`);
  });

  it('keeps the open tab in the address, so a reload shows the same tab', async () => {
    // A page of our own, added to the survey's CONFIGURATION script through the save call.
    const { yaml } = await rest<{ yaml: string }>(`vuejs/pages/configuration/${survey}`, rootToken);
    const doc = parseDocument(yaml);
    const table = (text: string) => ({ type: 'staticTable', id: `t-${text}`, config: { size: 12, columns: [{ title: { en: 'Name' } }], rows: [[text]] } });
    doc.addIn(['pages'], { extname: 'e2e-tabs', title: { en: 'Tabs' }, components: [{ type: 'menuBlock', id: 'tabs', config: { size: 12, tabs: [{ title: { en: 'First' }, components: [table('one')] }, { title: { en: 'Second' }, components: [table('two')] }] } }] });
    await rest(`vuejs/pages/configuration/${survey}`, rootToken, { method: 'PUT', body: JSON.stringify({ yaml: doc.toString() }) });

    await page.goto(`${server.url}/new/page/e2e-tabs/${survey}/all`);
    await page.getByRole('tab', { name: 'First', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Second' }).click();
    await page.getByRole('cell', { name: 'two' }).waitFor();
    await page.waitForURL(/[?&]ui=tabs%3A1|[?&]ui=tabs:1/);
    await page.reload();
    await page.getByRole('tab', { name: 'Second', selected: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('cell', { name: 'two' }).waitFor();
  });
});
