/**
 * Action plans in Chromium (issue 15, "Done when"): the store manager (demo user `user`, role Region North) opens the
 * store-visit Actions page at the region, sees the action manager's open, suggested and closed actions, accepts a
 * suggestion for a weak driver (from the keyboard), is stopped by a goal out of range, saves a goal, a period and a
 * comment, finds the new action among the open ones and, opening it again, its comment in the history and its chart.
 * Then root evaluates: the demo's overdue actions (seeded past their deadline, relative to the tests' today) close.
 * Last, the service survey (no actions configured) shows its action overview's fallback, the team ranking.
 * Every date is relative to TEST_DATE, the stack's today.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates';
import { expectAccessible } from '../support/axe';
import { scrollUntilShown } from '../support/deferred';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { signInAs } from '../support/sign-in';
import { TEST_DATE } from '../support/test-date';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const SURVEY = 'storevisit';
const REGION = 'all,se,north';
/** The store with one of the demo's overdue actions (csat, deadline three days before today) and one open in time. */
const STORE = 'all,se,north,lulea,lulea-02';
const actionsPage = (path: string) => `${stack.server.url}/new/page/actions/${SURVEY}/${path}`;
const WEAK_DRIVER = 'Checkout and queues';
const COMMENT = 'Open a second till on Saturdays between 11 and 14.';
/** The action started three months ago (the queues grew then), so its value and chart have answers to show. */
const FROM = addDays(TEST_DATE, -90);
const DEADLINE = addDays(TEST_DATE, 30);

beforeAll(async () => {
  stack = await startE2eStack();
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const manager = () => page.locator('[data-component-id="actionManager"]');
const list = (name: string) => manager().getByRole('list', { name, exact: true });
const titles = (l: Locator) => l.locator('li .MuiListItemText-primary').allTextContents();
const dialog = () => page.getByRole('dialog', { name: /^(Add|Edit) action$/ });

async function openManager(path: string) {
  await page.goto(actionsPage(path));
  await list('Open actions').waitFor({ timeout: 30_000 });
}

describe('action plans', () => {
  it('shows the store manager the open, suggested and closed actions of the region, without evaluate', async () => {
    await page.goto(actionsPage(REGION));
    await signInAs(page, 'user');
    await page.waitForURL((url) => url.pathname.startsWith(`/new/page/actions/${SURVEY}/`), { timeout: 30_000 });
    await list('Open actions').waitFor({ timeout: 30_000 });
    await expect(titles(list('Open actions'))).resolves.toEqual(['Overall satisfaction']);
    await expect(titles(list('Suggested actions'))).resolves.toContain(WEAK_DRIVER);
    // The closed ones are collapsed behind their count.
    const closed = manager().getByRole('button', { name: 'Closed actions (1)' });
    await expect(closed.getAttribute('aria-expanded')).resolves.toBe('false');
    await closed.click();
    await expect(list('Closed actions').locator('li').textContent()).resolves.toMatch(/^Likelihood to recommend \(NPS\)Failed/);
    await expect(manager().getByRole('button', { name: 'Evaluate' }).count()).resolves.toBe(0);
    await expect(manager().getByRole('button', { name: 'Add action' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'the Actions page of the store manager');
  });

  it('accepts a suggestion from the keyboard: the question is locked, a goal out of range stops the save, the save says so', async () => {
    const suggestion = list('Suggested actions').getByRole('button').filter({ hasText: WEAK_DRIVER });
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor({ timeout: 30_000 });
    await expect(dialog().getByRole('heading', { name: 'Add action' }).isVisible()).resolves.toBe(true);
    const question = dialog().getByLabel('Question');
    await expect(question.isDisabled()).resolves.toBe(true);
    await expect(question.locator('option:checked').textContent()).resolves.toBe(WEAK_DRIVER);

    const save = dialog().getByRole('button', { name: 'Save', exact: true });
    const goal = dialog().getByRole('textbox', { name: 'Goal' });
    await goal.fill('7');
    await goal.press('Tab');
    await dialog().getByText('Value must be between 1 and 5').waitFor();
    await expect(save.isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'the action dialog with a goal out of range');

    await goal.fill('4.3');
    await dialog().getByRole('textbox', { name: 'From date' }).fill(FROM);
    await dialog().getByRole('textbox', { name: 'Deadline' }).fill(DEADLINE);
    await dialog().getByRole('textbox', { name: 'Comment' }).fill(COMMENT);
    await expect(dialog().getByText('Value must be between 1 and 5').count()).resolves.toBe(0);
    await expect(save.isEnabled()).resolves.toBe(true);
    await save.click();
    await page.getByRole('status').filter({ hasText: 'The action was saved.' }).waitFor({ timeout: 30_000 });
    // The dialog's own Close (the saved message has a close button of that name too), no longer Cancel: it saved.
    await dialog().getByText('Close', { exact: true }).click();
    await dialog().waitFor({ state: 'detached' });

    await page.waitForFunction(
      (title) => [...document.querySelectorAll('[data-component-id="actionManager"] ul[aria-label="Open actions"] li')].some((li) => li.textContent?.startsWith(title)),
      WEAK_DRIVER,
      { timeout: 30_000 },
    );
    const row = list('Open actions').locator('li').filter({ hasText: WEAK_DRIVER });
    await expect(row.textContent()).resolves.toContain('Goal 4.30');
    await expect(titles(list('Suggested actions'))).resolves.not.toContain(WEAK_DRIVER);
    // The action plan beside the manager has it too, with its chart.
    await page.locator('[data-component-id="actionPlan"]').getByRole('heading', { name: `Development of ${WEAK_DRIVER}` }).waitFor({ timeout: 30_000 });
  });

  it('opens the new action again: its comment in the history, its chart drawn; Escape closes the dialog', async () => {
    await list('Open actions').getByRole('button').filter({ hasText: WEAK_DRIVER }).click();
    await dialog().getByRole('heading', { name: 'Edit action' }).waitFor({ timeout: 30_000 });
    await expect(dialog().getByLabel('Question').isDisabled()).resolves.toBe(true);
    await expect(dialog().getByRole('textbox', { name: 'Goal' }).inputValue()).resolves.toBe('4.3');
    await expect(dialog().getByRole('textbox', { name: 'Deadline' }).inputValue()).resolves.toBe(DEADLINE);
    await expect(dialog().getByRole('textbox', { name: 'From date' }).inputValue()).resolves.toBe(FROM);

    // The chart's container, named by its title (vega-embed makes it a graphics document).
    const chart = dialog().getByLabel(`Development of ${WEAK_DRIVER}`, { exact: true });
    // Drawn with data: the development line has a path, and the action period's from date is marked on it.
    const line = chart.locator('svg g.mark-line path').first();
    await line.waitFor({ timeout: 30_000, state: 'attached' });
    await expect(line.getAttribute('d')).resolves.toMatch(/^M[\d.]+,[\d.]+L/);
    const values = await chart.locator('[aria-roledescription="point"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '').filter((l) => /value: \d/.test(l)));
    expect(values.length).toBeGreaterThan(1);
    await expect(dialog().getByText(/^Value over the action period: \d/).count()).resolves.toBe(1);
    await expect(chart.locator('svg text').allTextContents()).resolves.toContain('From date');
    await expectAccessible(page, 'the action dialog of a saved action with its chart');
    // Typing in the dialog leaves the drawn chart alone (it is not drawn again on every key).
    await chart.locator('svg').evaluate((svg) => svg.setAttribute('data-drawn', 'before typing'));
    await dialog().getByRole('textbox', { name: 'Comment' }).pressSequentially('Also on Sundays');
    await page.waitForTimeout(500);
    await expect(chart.locator('svg[data-drawn="before typing"]').count()).resolves.toBe(1);

    // The latest comment, collapsed until asked for; then the whole history.
    const latest = dialog().getByRole('button', { name: 'Latest comment' });
    await expect(latest.getAttribute('aria-expanded')).resolves.toBe('false');
    await latest.click();
    await dialog().getByText(COMMENT, { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Action history' });
    await history.getByText(COMMENT).waitFor();
    await expect(history.textContent()).resolves.toContain('Ulla User');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    await dialog().waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('lets root evaluate: the overdue actions close as completed or failed, with their count', async () => {
    await openManager(REGION);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInAs(page, 'root');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    await openManager(STORE);
    const overdue = 'Overall satisfaction';
    await expect(titles(list('Open actions'))).resolves.toContain(overdue);
    await manager().getByRole('button', { name: 'Closed actions (1)' }).waitFor();

    await manager().getByRole('button', { name: 'Evaluate' }).click();
    const result = manager().getByRole('status').filter({ hasText: 'evaluated' });
    await result.waitFor({ timeout: 30_000 });
    // The demo's two overdue actions (this store's and one at a sibling store); the new one's deadline is ahead.
    const [, completed, failed] = /^2 actions evaluated: (\d) completed, (\d) failed\.$/.exec((await result.textContent()) ?? '') ?? [];
    expect(Number(completed) + Number(failed)).toBe(2);

    const closed = manager().getByRole('button', { name: 'Closed actions (2)' });
    await closed.waitFor({ timeout: 30_000 });
    await expect(titles(list('Open actions'))).resolves.not.toContain(overdue);
    await closed.click();
    await expect(list('Closed actions').locator('li').filter({ hasText: overdue }).textContent()).resolves.toMatch(new RegExp(`^${overdue}(Completed|Failed)`));
    await expectAccessible(page, 'the Actions page after the evaluation');

    // Nothing is past its deadline any more.
    await manager().getByRole('button', { name: 'Evaluate' }).click();
    await manager().getByRole('status').filter({ hasText: 'No action was past its deadline.' }).waitFor({ timeout: 30_000 });
  });

  it('shows the team ranking in place of the action overview of a survey without actions (its fallback)', async () => {
    await page.goto(`${stack.server.url}/new/page/drivers/service/all`);
    const overview = page.locator('[data-component-id="actionOverview"]');
    // The overview is below the first screen: it renders when scrolled near.
    await scrollUntilShown(page, '[data-component-id="actionOverview"] [data-component-id="driversRanking"] [data-testid="ranking-row"]');
    await expect(overview.getByRole('list', { name: 'Open actions' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'a page whose action overview falls back to a ranking');
    expect(pageErrors).toEqual([]);
  });
});
