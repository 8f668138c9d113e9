/**
 * The alert list as a work queue in Chromium (issue 12): the state filter lives in the address (it survives a reload
 * and Back, and the server answers only that state), the main sidebar links to the alert list and the sample list of
 * the current survey and drill path, and the alert page shows the age with the overdue flag, the owner and the
 * customer's contact with mail and phone links. The alert with a contact is made here, ten days before the tests'
 * today (older than the 7-day deadline), so its age does not depend on the day the tests run.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAtProvider } from '../support/browser';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';
import { TEST_DATE } from '../support/test-date';
import { addDays } from '../../core/dates';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
const pageErrors: string[] = [];
const DRILL = 'all;ftime=ryears-2_0';
const LIST = `/new/alertlist/storevisit/${DRILL}`;
let alertId: number;

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  alertId = await asOwner(stack.database.adminUrl, async (c) => {
    const { rows } = await c.query(
      `select s.id as survey, s.universe_id as universe, u.id as unit from survey s join unit u on u.survey_id = s.id
        where s.ext_name = 'storevisit' and not exists (select 1 from unit ch where ch.parent_id = u.id) order by u.path limit 1`,
    );
    const { survey, universe, unit } = rows[0];
    const at = `${addDays(TEST_DATE, -10)}T09:30:00Z`;
    const iv = (await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universe, survey, unit, at])).rows[0].id;
    await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', 0)`, [universe, iv]);
    await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact) values ($1, $2, $3, $4, 0, $5, $6)`, [
      universe,
      survey,
      unit,
      iv,
      at.slice(0, 10),
      JSON.stringify({ name: 'Greta Queue', email: 'greta.queue@example.com', phone: '+46 70 555 01 02' }),
    ]);
    return Number((await c.query(`insert into alert (universe_id, survey_id, interview_id, state, created_at) values ($1, $2, $3, 2, $4) returning id`, [universe, survey, iv, at])).rows[0].id);
  });
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const rowStates = () => page.getByTestId('alert-row').locator('[data-state]').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
const pressed = (state: string) => page.getByTestId('alert-state-filter').locator(`[data-state="${state}"]`).getAttribute('aria-pressed');

describe('the alert list as a work queue', () => {
  it('filters by state on the server, and the filter survives a reload and Back', async () => {
    const answers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/vuejs/alert/list/')) answers.push(r.url());
    });
    await page.goto(`${server.url}${LIST}?state=3`);
    await signInAtProvider(page, 'root', 'sightline-root');
    await page.waitForURL((url) => url.pathname.startsWith('/new/alertlist/'), { timeout: 30_000 });
    await page.getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    expect(new Set(await rowStates())).toEqual(new Set(['3']));
    await expect(pressed('3')).resolves.toBe('true');
    expect(answers.some((u) => new URL(u).searchParams.get('state') === '3')).toBe(true);
    await expectAccessible(page, 'the alert list filtered by state');

    await page.reload();
    await page.getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('state')).toBe('3');
    await expect(pressed('3')).resolves.toBe('true');
    expect(new Set(await rowStates())).toEqual(new Set(['3']));

    await page.getByTestId('alert-state-filter').locator('[data-state="2"]').click();
    await page.waitForURL((url) => url.searchParams.get('state') === '2');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="alert-row"] [data-state]')].every((el) => el.getAttribute('data-state') === '2'));
    await expect(page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`).count()).resolves.toBe(1);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('state') === '3');
    await expect(pressed('3')).resolves.toBe('true');
  });

  it('shows every state for a state that is not an alert state, instead of an error', async () => {
    const asked = page.waitForRequest((r) => r.url().includes('/rest/vuejs/alert/list/'));
    await page.goto(`${server.url}${LIST}?state=9`);
    expect(new URL((await asked).url()).searchParams.has('state')).toBe(false);
    await page.getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('alert-state-filter').getByRole('button', { pressed: true }).textContent()).resolves.toMatch(/^All/);
  });

  it('shows age, overdue flag and owner in the list, and sorts by age', async () => {
    await page.goto(`${server.url}${LIST}?state=2&sortBy=age&sortDesc=true`);
    const row = page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`);
    await row.waitFor({ timeout: 30_000 });
    await expect(row.textContent()).resolves.toContain('10 days');
    await expect(row.getByTestId('alert-overdue').textContent()).resolves.toBe('Overdue');
    await expect(row.textContent()).resolves.toContain('Nobody yet');
  });

  it("shows the age, the owner and the customer's contact with mail and phone links on the alert page", async () => {
    await page.locator(`[data-testid="alert-row"][data-alert-id="${alertId}"]`).click();
    await page.waitForURL((url) => url.pathname === `/new/alert/storevisit/${alertId}`);
    await page.getByTestId('alert-banner').waitFor({ timeout: 30_000 });
    await page.getByTestId('alert-overdue-detail').waitFor();
    await expect(page.getByRole('link', { name: 'greta.queue@example.com' }).getAttribute('href')).resolves.toBe('mailto:greta.queue@example.com');
    await expect(page.getByRole('link', { name: '+46 70 555 01 02' }).getAttribute('href')).resolves.toBe('tel:+46705550102');
    await expect(page.getByText('Greta Queue').count()).resolves.toBe(1);
    await expectAccessible(page, 'the alert page with the contact');
  });

  it('links the main sidebar to the alert list and the sample list of the current survey and drill path', async () => {
    await page.goto(`${server.url}${LIST}`);
    await page.getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    const sidebar = page.getByRole('navigation', { name: 'Pages' });
    const samples = sidebar.getByRole('link', { name: 'Samples' });
    await expect(samples.getAttribute('href')).resolves.toBe(`/new/samplelist/storevisit/${DRILL}`);
    await samples.click();
    await page.waitForURL((url) => url.pathname === `/new/samplelist/storevisit/${DRILL}`);
    await page.getByRole('heading', { name: 'Samples', level: 1 }).waitFor({ timeout: 30_000 });
    const alerts = sidebar.getByRole('link', { name: 'Alerts' });
    await expect(alerts.getAttribute('href')).resolves.toBe(`/new/alertlist/storevisit/${DRILL}`);
    await alerts.click();
    await page.waitForURL((url) => url.pathname === `/new/alertlist/storevisit/${DRILL}`);
    await page.getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the alert list from the sidebar');
    expect(pageErrors).toEqual([]);
  });
});
