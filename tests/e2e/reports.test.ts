/**
 * Reports in Chromium: from the top bar's report menu a ranking Excel and a benchmark PDF are made by the server's
 * job worker, downloaded through the browser and opened; the waiting page reached by its deep link gets to ready.
 */
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { downloadedBytes } from '../support/browser';
import { readExcel } from '../support/excel';
import { apiSignIn, signInAs } from '../support/sign-in';
import { pdfTextLines } from '../support/pdfText';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
let rootToken: string;
const pageErrors: string[] = [];

async function rest<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.server.url}/rest/${path}`, { headers: { authorization: rootToken } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** Starts a report from the menu, waits for 'Report ready for download' and downloads it from the snackbar. */
async function downloadFromMenu(kind: string): Promise<Download> {
  await page.getByTestId('report-menu').click();
  await page.getByTestId(`report-${kind}`).click();
  const ready = page.getByTestId('report-ready');
  await ready.waitFor({ timeout: 60_000 });
  expect(await ready.textContent()).toContain('Report ready for download');
  await expectAccessible(page, `report ready (${kind})`);
  const downloading = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download' }).click();
  return downloading;
}

beforeAll(async () => {
  stack = await startE2eStack();
  const login = await apiSignIn(stack.server.url, 'root', { universe: 'demo' });
  rootToken = login.authToken;
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

describe('reports', () => {
  it('offers the reports the survey enables in the top bar', async () => {
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await signInAs(page, 'root');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 60_000 });
    if (new URL(page.url()).pathname !== '/new/page/overview/storevisit/all') await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByTestId('report-menu').waitFor({ timeout: 30_000 });
    await page.getByTestId('report-menu').click();
    const items = page.getByRole('menuitem');
    await page.getByTestId('report-rankingreport').waitFor({ timeout: 30_000 });
    const names = await items.allTextContents();
    expect(names).toEqual(
      // Store visit enables the actions report too (reportFlags.actions), now that actions exist.
      expect.arrayContaining(['Ranking list (Excel)', 'Interviews (Excel)', 'Alerts (Excel)', 'Indicators (Excel)', 'Benchmark (Excel)', 'Benchmark (PDF)', 'Actions (Excel)']),
    );
    // Only on the interview page and the sample list: the single interview and the sample table.
    expect(names).not.toContain('This interview (PDF)');
    await expectAccessible(page, 'report menu');
    await page.keyboard.press('Escape');
  });

  it('makes a ranking Excel file in the background and downloads it', async () => {
    const download = await downloadFromMenu('rankingreport');
    expect(download.suggestedFilename()).toMatch(/^storevisit-ranking-\d{8}-\d{4}\.xlsx$/);
    const rows = await readExcel(download);
    const ranking = await rest<{ headers: { title: string }[]; rows: { cells: { value: unknown }[] }[] }>('vuejs/newranking/list/storevisit/default/all/none');
    expect(rows.context.slice(0, 4)).toEqual(['Ranking', 'Survey: Store visit', 'Unit: Nordhem Living', 'Drill path: Nordhem Living']);
    expect(rows[0]).toEqual(ranking.headers.map((h) => h.title));
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(ranking.rows.map((r) => r.cells[0]!.value));
    expect(rows.at(-1)![0]).toBe('Total: Nordhem Living');
    expect(typeof rows[1]![1]).toBe('number');
  });

  it('makes a benchmark PDF and downloads it', async () => {
    const download = await downloadFromMenu('benchmarkpdf');
    expect(download.suggestedFilename()).toMatch(/^storevisit-benchmark-\d{8}-\d{4}\.pdf$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(0);
    expect(pdfTextLines(bytes).slice(0, 3)).toEqual(['Benchmark: Nordhem Living', 'Survey: Store visit', 'Unit: Nordhem Living']);
  });

  it('exports a chart as SVG with its title and the page context above it', async () => {
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all,se;gender=female`);
    const chart = page.locator('[data-component-type="developmentLineChart"], [data-component-type="benchmarkChart"]').first();
    await chart.locator('svg .mark-rect, svg .mark-line').first().waitFor({ timeout: 30_000 });
    const title = (await chart.locator('h2').first().textContent())!;
    await chart.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'SVG' }).click();
    const download = await downloading;
    const svg = (await downloadedBytes(download)).toString('utf8');
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))));
    expect(texts.slice(0, 3)).toEqual([title, 'Survey: Store visit', 'Unit: Nordhem Living › Sverige']);
    expect(texts).toContain('Gender: Female');
    expect(texts.some((t) => t.startsWith('Period: '))).toBe(true);

    // PNG: the header band (title and the context lines) sits above the chart, so the image is taller than the chart.
    const box = (await chart.locator('svg').first().boundingBox())!;
    await chart.getByRole('button', { name: 'Export' }).click();
    const png = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'PNG' }).click();
    const bytes = await downloadedBytes(await png);
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    expect(height / width).toBeGreaterThan((box.height + 60) / box.width);
  });

  it('opens the waiting page by its link, which reaches ready and downloads', async () => {
    const { taskUUID } = await rest<{ taskUUID: string }>('vuejs/reports/interviewsreport/storevisit/all');
    await page.goto(`${stack.server.url}/new/reportdownload/storevisit/${taskUUID}`);
    await page.getByRole('heading', { level: 1, name: 'Report download' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('report-page-ready').waitFor({ timeout: 60_000 });
    await expectAccessible(page, 'report download page');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('report-page-download').click();
    const rows = await readExcel(await downloading);
    expect(rows[0]!.slice(0, 3)).toEqual(['Interview id', 'Date', 'Unit']);
    expect(rows.length).toBeGreaterThan(1);
    await page.getByText('The report was downloaded. You can download it again.').waitFor();
  });

  it('shows the real queue position while reports wait, then moves up', async () => {
    // Two tasks queued behind each other with no job sent, so no worker takes them while we look.
    const ids = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
    await asOwner(stack.database.adminUrl, async (c) => {
      const { rows } = await c.query(
        `select s.id as survey_id, s.universe_id, (select id from app_user where username = 'root') as root from survey s where s.ext_name = 'storevisit'`,
      );
      const { survey_id, universe_id, root } = rows[0];
      for (const [i, id] of ids.entries()) {
        await c.query(
          `insert into report_task (id, universe_id, survey_id, kind, params, requested_by, expires_at) values ($1, $2, $3, 'rankingreport', '{"path":"all"}', $4, now() + interval '1 hour')`,
          [id, universe_id, survey_id, root],
        );
        await c.query(`insert into report_queue (task_id, queued_at) values ($1, now() - make_interval(secs => $2))`, [id, 10 - i]);
      }
    });
    await page.goto(`${stack.server.url}/new/reportdownload/storevisit/${ids[1]}`);
    const position = page.getByTestId('report-page-position');
    await page.getByText('Number 2 in the queue').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('report-page-preparing').isVisible()).toBe(true);
    await expectAccessible(page, 'report download page, queued');
    await asOwner(stack.database.adminUrl, (c) => c.query(`delete from report_queue where task_id = $1`, [ids[0]]));
    await page.getByText('Number 1 in the queue').waitFor({ timeout: 10_000 });
    expect(await position.textContent()).toBe('Number 1 in the queue');
    await asOwner(stack.database.adminUrl, (c) => c.query(`delete from report_task where id = any($1::uuid[])`, [ids]));
  });

  it('says so readably when the report does not exist', async () => {
    await page.goto(`${stack.server.url}/new/reportdownload/storevisit/00000000-0000-4000-8000-000000000000`);
    const failed = page.getByTestId('report-page-failed');
    await failed.waitFor({ timeout: 30_000 });
    expect(await failed.textContent()).toContain('There is no such report for you in this survey.');
    await expectAccessible(page, 'report download page, failed');
    expect(pageErrors).toEqual([]);
  });
});
