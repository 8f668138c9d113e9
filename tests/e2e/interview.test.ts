/**
 * The interview page in Chromium: open it from its URL (signing in on the way), read the header, background and
 * answers, add a comment (save disabled while empty), see it survive a reload, open the background dialog, share
 * (the share dialog opens in a new tab; the public page works without a session), and go back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { signInAs } from '../support/sign-in';
import { openBrowser, startE2eStack, type E2eStack } from '../support/e2e-stack';
import { TEST_DATE } from '../support/test-date';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
let iv: {
  id: number;
  unit: string;
  store: string;
  contactName: string;
  contactEmail: string;
  comment: string;
};
let serviceInterview: number;
/** A store-visit interview outside region North, the ordinary user's scope. */
let outsideNorth: number;

beforeAll(async () => {
  stack = await startE2eStack();
  await asOwner(stack.database.adminUrl, async (c) => {
    const { rows } = await c.query(
      `select i.id, u.name, p.name as store, s.contact, a.text_value
         from interview i join unit u on u.id = i.unit_id join unit p on p.id = u.parent_id join survey sv on sv.id = i.survey_id
         join sample s on s.interview_id = i.id
         join answer a on a.interview_id = i.id and a.question = 'comment'
        where sv.ext_name = 'storevisit' and exists (select 1 from interview o where o.unit_id = i.unit_id and o.id <> i.id)
        order by i.id limit 1`,
    );
    const r = rows[0];
    iv = {
      id: Number(r.id),
      unit: r.name,
      store: r.store,
      contactName: r.contact.name,
      contactEmail: r.contact.email,
      comment: r.text_value,
    };
    outsideNorth = Number(
      (await c.query(`select i.id from interview i join unit u on u.id = i.unit_id join survey sv on sv.id = i.survey_id where sv.ext_name = 'storevisit' and u.path not like 'all,se,north%' order by i.id limit 1`))
        .rows[0].id,
    );
    serviceInterview = Number((await c.query(`select i.id from interview i join survey sv on sv.id = i.survey_id where sv.ext_name = 'service' order by i.id limit 1`)).rows[0].id);
  });
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const url = (survey: string, id: number) => `${stack.server.url}/new/interview/${survey}/${id}`;
const header = () => page.getByTestId('interview-header');

describe('the interview page', () => {
  it('opens from its URL after sign-in and shows the header, background answers and answers', async () => {
    await page.goto(url('storevisit', iv.id));
    await signInAs(page, 'root');
    await page.waitForURL((u) => u.pathname === `/new/interview/storevisit/${iv.id}`);
    await page.getByRole('heading', { level: 1, name: `Store: ${iv.store}` }).waitFor({ timeout: 30_000 });
    await expect(header().textContent()).resolves.toContain(`interview #${iv.id}`);
    await expect(header().getByText(iv.contactName).isVisible()).resolves.toBe(true);
    await expect(header().getByText(iv.unit, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('interview-rating').textContent()).resolves.toMatch(/Rating: \d+/);
    await expect(page.getByTestId('interview-open').getByText(iv.comment.slice(0, 30)).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('table', { name: 'Key questions' }).getByText('Likelihood to recommend').isVisible()).resolves.toBe(true);
    // Results: groups at left, the chosen group's answers at right.
    await page.getByRole('tab', { name: 'Service' }).click();
    await expect(page.getByRole('tabpanel').getByText('Friendly and helpful staff').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('interview-mail').textContent()).resolves.toContain('No mails have been sent');
    // The related interviews' development chart, drawn lazily by Vega: a point per related interview, joined by a line
    // (a flat one when the ratings are equal, which has no height: Playwright would call it hidden, so read its path).
    const side = page.getByTestId('interview-side');
    await side.locator('svg .mark-symbol.role-mark path').first().waitFor({ timeout: 30_000 });
    await expect(side.locator('svg .mark-symbol.role-mark path').count()).resolves.toBe(await side.getByRole('listitem').count());
    await expect(side.locator('svg .mark-line path').first().getAttribute('d')).resolves.toMatch(/^M[^L]+L/);
    await expectAccessible(page, 'interview page');
  });

  it('adds a comment: save disabled while empty or blank; the comment shows at once and after a reload', async () => {
    await page.getByRole('button', { name: 'Add comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add comment' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Comment').fill('   ');
    await expect(save.isDisabled()).resolves.toBe(true);
    await expectAccessible(page, 'add-comment dialog');
    const message = `Called the customer back ${Date.now()}`;
    await dialog.getByLabel('Comment').fill(message);
    await expect(save.isDisabled()).resolves.toBe(false);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('interview-comment-list').getByText(message).waitFor();
    await expect(page.getByTestId('interview-comments').textContent()).resolves.toContain('Rita Root');
    await page.reload();
    await page.getByTestId('interview-comment-list').getByText(message).waitFor({ timeout: 30_000 });
  });

  it('lists the background information in a dialog', async () => {
    await page.getByRole('button', { name: 'Background information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Background information' });
    await dialog.getByRole('heading', { name: 'Customer' }).waitFor();
    await expect(dialog.getByText(iv.contactEmail).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole('heading', { name: 'Visit' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'background dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shares on LinkedIn in a new tab (noopener); the published page opens without a session', async () => {
    // Record the new tab instead of leaving the closed test network for linkedin.com.
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = (...args: unknown[]) => {
        (window as unknown as { opened: unknown[] }).opened.push(args);
        return null;
      };
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('menuitem', { name: 'Share on Facebook' }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'share menu');
    await page.getByRole('menuitem', { name: 'Share on LinkedIn' }).click();
    await page.getByTestId('interview-shared').waitFor();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(opened).toHaveLength(1);
    const [shareUrl, target, features] = opened[0]!;
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
    expect(shareUrl!.startsWith('https://www.linkedin.com/sharing/share-offsite/?url=')).toBe(true);
    const publishUrl = decodeURIComponent(shareUrl!.split('?url=')[1]!);
    const anonymous = await stack.browser.context.newPage();
    await anonymous.goto(publishUrl.replace(/^https?:\/\/[^/]+/, stack.server.url));
    await anonymous.getByRole('heading', { level: 1 }).waitFor();
    await expect(anonymous.textContent('body')).resolves.toContain(iv.store);
    await expect(anonymous.textContent('body')).resolves.not.toContain(iv.unit);
    await expect(anonymous.textContent('body')).resolves.not.toContain(iv.contactEmail);
    await expectAccessible(anonymous, 'shared interview');
    await anonymous.close();
  });

  it('goes to a related interview and back with the back button', async () => {
    const other = page.locator('[data-testid="interview-side"] a:not([aria-current])').first();
    const href = (await other.getAttribute('href'))!;
    await other.click();
    await page.waitForURL((u) => u.pathname === href);
    expect(href).not.toBe(`/new/interview/storevisit/${iv.id}`);
    await page.getByRole('heading', { level: 1, name: /^Store: / }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/new/interview/storevisit/${iv.id}`);
    await page.getByRole('heading', { level: 1, name: `Store: ${iv.store}` }).waitFor({ timeout: 30_000 });
  });

  it('offers no share menu where the survey does not enable sharing', async () => {
    await page.goto(url('service', serviceInterview));
    await page.getByRole('button', { name: 'Background information' }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Share' }).count()).resolves.toBe(0);
    await expectAccessible(page, 'interview without sharing');
  });

  it('says so readably when the interview does not exist', async () => {
    await page.goto(url('storevisit', 999999999));
    await expect(page.getByRole('alert').first().textContent({ timeout: 30_000 })).resolves.toContain('This interview does not exist');
    expect(pageErrors).toEqual([]);
  });

  it('tells an ordinary user readably that an interview outside her region is not hers', async () => {
    const other = await openBrowser({ today: TEST_DATE });
    try {
      const tab = await other.context.newPage();
      await tab.goto(url('storevisit', outsideNorth));
      await signInAs(tab, 'user');
      const alert = tab.getByRole('alert').filter({ hasText: 'You do not have access to this interview' });
      await alert.waitFor({ timeout: 30_000 });
      await expect(alert.textContent()).resolves.toMatch(/does not give access/);
      await expectAccessible(tab, 'interview outside the scope');
    } finally {
      await other.close();
    }
  });
});
