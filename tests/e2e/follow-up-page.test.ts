/**
 * The alert list and sample table page components with live data (issue 16): the demo's store-visit page `followup`
 * for the region North, signed in as its regional user. axe checks the page. A role without "view completed samples"
 * (spec 1 section 3) gets no link to a completed sample; granted the right, it does; an alert row opens its alert. The
 * alert list screen shows the page the survey configures for it (alerts.page) instead of its default table.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { signInAs } from '../support/sign-in';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const SURVEY = 'storevisit';
const PAGE = `/new/page/followup/${SURVEY}/all,se,north;ftime=ryears-2_0`;

/** Gives or takes the North role's "view completed samples", keeping its other rights (samples, alerts, actions). */
const setCompletedRight = (on: boolean) =>
  asOwner(stack.database.adminUrl, (c) =>
    c.query(
      `update role set permissions = (select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements_text(permissions) p where p <> 'canviewcompletedsamples')
         || case when $1 then '["canviewcompletedsamples"]'::jsonb else '[]'::jsonb end
       where name = 'north' and universe_id = (select id from universe where name = 'demo')`,
      [on],
    ),
  );
const samples = () => page.getByRole('region', { name: 'Customers of the selection' });
const alerts = () => page.getByRole('region', { name: 'Alerts to follow up' });
/** The shown samples that are completed (state 0), by the database. */
async function completedShown(): Promise<{ shown: number[]; completed: number[] }> {
  const shown = await samples().getByTestId('sample-row').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-sample-id'))));
  const completed = await asOwner(stack.database.adminUrl, async (c) => (await c.query(`select id::int from sample where id = any($1::bigint[]) and state = 0 order by id`, [shown])).rows.map((r) => r.id as number));
  return { shown, completed };
}
const linkedIds = () => samples().locator('[data-testid="sample-row"]:has(button)').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-sample-id'))));

beforeAll(async () => {
  stack = await startE2eStack();
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

describe('the follow-up page', () => {
  it('shows the region’s alerts and samples, without links to completed samples for a role that may not view them', async () => {
    await setCompletedRight(false);
    await page.goto(`${stack.server.url}${PAGE}`);
    await signInAs(page, 'user');
    await alerts().getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    await samples().getByTestId('sample-row').first().waitFor({ timeout: 30_000 });
    expect(await alerts().getByTestId('alert-row').count()).toBeLessThanOrEqual(10);
    const { shown, completed } = await completedShown();
    expect(shown.length).toBeGreaterThan(completed.length);
    expect(completed.length).toBeGreaterThan(0);
    const linked = await linkedIds();
    expect(linked.filter((id) => completed.includes(id))).toEqual([]);
    expect(linked.length).toBe(shown.length - completed.length);
    await expectAccessible(page, 'the follow-up page with an alert list and a sample table');
  });

  it('links the completed samples once the role may view them', async () => {
    await setCompletedRight(true);
    await page.reload();
    await samples().getByTestId('sample-row').first().waitFor({ timeout: 30_000 });
    const { shown } = await completedShown();
    await expect.poll(linkedIds, { timeout: 10_000 }).toEqual(shown);
  });

  it('opens an alert from the list', async () => {
    const first = alerts().getByTestId('alert-row').first();
    const id = await first.getAttribute('data-alert-id');
    await first.click();
    await page.waitForURL((u) => u.pathname === `/new/alert/${SURVEY}/${id}`, { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('is what the alert list screen shows once the survey configures it for the screen, instead of the default table', async () => {
    const setAlertPage = (config: string) => asOwner(stack.database.adminUrl, (c) => c.query(`update survey set config = jsonb_set(config, '{alerts}', (config -> 'alerts') || $1::jsonb) where ext_name = $2`, [config, SURVEY]));
    const LIST = `/new/alertlist/${SURVEY}/all,se,north;ftime=ryears-2_0`;
    await page.goto(`${stack.server.url}${LIST}`);
    await page.getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    expect(await alerts().count()).toBe(0);
    await setAlertPage('{"page": "followup"}');
    await page.reload();
    await alerts().getByTestId('alert-row').first().waitFor({ timeout: 30_000 });
    await samples().getByTestId('sample-row').first().waitFor({ timeout: 30_000 });
    // The component's table is the only alert table: the default one is not shown beside it.
    expect(await page.getByTestId('alert-row').count()).toBe(await alerts().getByTestId('alert-row').count());
    await expectAccessible(page, 'the alert list screen with its configured page');
    expect(pageErrors).toEqual([]);
  });
});
