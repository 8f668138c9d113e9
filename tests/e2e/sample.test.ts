/**
 * The sample detail page in Chromium against the real server and database: open a new sample by its URL, approve
 * it after fixing what the server's validation reports, see the state persist after a reload, cancel another
 * sample after confirming, and go back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
const pageErrors: string[] = [];
const ids: Record<'approve' | 'cancel' | 'taken', number> = { approve: 0, cancel: 0, taken: 0 };

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  // Three new samples in one store: one to approve, one to cancel, and one whose e-mail address is taken.
  await asOwner(stack.database.adminUrl, async (c) => {
    const { rows } = await c.query(
      `select s.id as survey, s.universe_id as universe, u.id as unit from survey s join unit u on u.survey_id = s.id
        where s.ext_name = 'storevisit' and u.path like 'all,se,%' and not exists (select 1 from unit k where k.parent_id = u.id) order by u.id limit 1`,
    );
    const { survey, universe, unit } = rows[0];
    const add = async (name: string, email: string) =>
      Number(
        (
          await c.query(`insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, 1, current_date, $4) returning id`, [
            universe,
            survey,
            unit,
            JSON.stringify({ name, email }),
          ])
        ).rows[0].id,
      );
    ids.approve = await add('Astrid Holm', 'astrid.holm@example.com');
    ids.cancel = await add('Bertil Ek', 'bertil.ek@example.com');
    ids.taken = await add('Cilla Berg', 'taken@example.com');
  });
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const headline = () => page.getByTestId('sample-headline');
const url = (id: number) => `${server.url}/new/sample/storevisit/samples/${id}`;

describe('the sample detail page', () => {
  it('opens a new sample by its URL after sign-in', async () => {
    await page.goto(url(ids.approve));
    await signInAs(page, 'root');
    await page.waitForURL((u) => u.pathname === `/new/sample/storevisit/samples/${ids.approve}`, { timeout: 30_000 });
    await expect(headline().textContent({ timeout: 30_000 })).resolves.toBe(`Sample ${ids.approve}: New`);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('astrid.holm@example.com');
    await page.getByRole('heading', { name: 'Contact' }).waitFor();
    await page.getByRole('heading', { name: 'State history' }).waitFor();
    // Cancellation comments show only for a cancelled sample.
    expect(await page.getByRole('heading', { name: 'Cancellation' }).count()).toBe(0);
    await expectAccessible(page, 'the sample detail page');
  });

  it('checks the form before asking the server: an empty name is reported at once', async () => {
    await page.getByLabel('Name', { exact: false }).first().fill('');
    const asked: string[] = [];
    const listen = (r: { url(): string }) => void (r.url().includes('/sample/validate/') && asked.push(r.url()));
    page.on('request', listen);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('This field is mandatory.').waitFor();
    page.off('request', listen);
    expect(asked).toEqual([]);
    await page.getByLabel('Name', { exact: false }).first().fill('Astrid Holm');
    expect(await page.getByText('This field is mandatory.').count()).toBe(0);
  });

  it('shows the validation error the server reports, and approves once it is fixed', async () => {
    await page.getByLabel('E-mail').fill('taken@example.com');
    const validated = page.waitForResponse((r) => r.url().includes(`/rest/vuejs/sample/validate/storevisit/${ids.approve}/approve`));
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    expect(await (await validated).json()).toEqual({ questionIdToMessages: { email: ['VALIDATE_ERROR_DUPLICATE_EMAIL'] } });
    await page.getByText('Another open sample of this unit has this e-mail address.').waitFor();
    await expect(headline().textContent()).resolves.toBe(`Sample ${ids.approve}: New`);
    await expectAccessible(page, 'the sample page with a server validation error');

    await page.getByLabel('E-mail').fill('astrid.holm@example.net');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Sample approved').waitFor();
    await expect(headline().textContent()).resolves.toBe(`Sample ${ids.approve}: Approved`);
    // Approving again is not offered for an approved sample (not configured in the demo).
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  });

  it('keeps the new state and the saved field after a reload, with the change in the state history', async () => {
    await page.reload();
    await expect(headline().textContent({ timeout: 30_000 })).resolves.toBe(`Sample ${ids.approve}: Approved`);
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('astrid.holm@example.net');
    const history = page.getByRole('table', { name: 'State history' });
    await expect(history.getByRole('row').nth(1).textContent()).resolves.toMatch(/Rita Root.*Approve.*New.*Approved.*E-mail/);
  });

  it('resends the invitation as a real e-mail, which the dev mailbox receives', async () => {
    await page.getByRole('button', { name: 'Resend e-mail' }).click();
    await page.getByText('Invitation e-mail sent again').waitFor();
    await page.goto(`${server.url}/new/mailbox`);
    const mail = page.getByTestId('mail').filter({ hasText: 'astrid.holm@example.net' });
    await mail.getByRole('heading', { name: 'Store visit: we would like to hear from you' }).waitFor({ timeout: 30_000 });
    await expect(mail.textContent()).resolves.toContain('Hello Astrid Holm');
  });

  it('cancels another sample only after confirming', async () => {
    await page.goto(url(ids.cancel));
    await expect(headline().textContent({ timeout: 30_000 })).resolves.toBe(`Sample ${ids.cancel}: New`);
    await page.getByRole('button', { name: 'Cancel sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this sample?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the cancel confirmation');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(headline().textContent()).resolves.toBe(`Sample ${ids.cancel}: New`);

    await page.getByRole('button', { name: 'Cancel sample' }).click();
    await page.getByRole('dialog', { name: 'Cancel this sample?' }).getByRole('button', { name: 'Cancel sample' }).click();
    await page.getByText('Sample cancelled').waitFor();
    await expect(headline().textContent()).resolves.toBe(`Sample ${ids.cancel}: Cancelled`);
    await page.getByRole('heading', { name: 'Cancellation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel sample' }).count()).toBe(0);
    await page.reload();
    await expect(headline().textContent({ timeout: 30_000 })).resolves.toBe(`Sample ${ids.cancel}: Cancelled`);
  });

  it('lets root delete a sample after confirming; a reload finds it gone', async () => {
    await page.goto(url(ids.taken));
    await expect(headline().textContent({ timeout: 30_000 })).resolves.toBe(`Sample ${ids.taken}: New`);
    await page.getByRole('button', { name: 'Delete sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'PERMANENTLY delete this sample?' });
    await dialog.getByRole('button', { name: 'Delete sample' }).click();
    await page.getByText(`Sample ${ids.taken} was deleted.`).waitFor();
    await expectAccessible(page, 'the sample page after a delete');
    await page.reload();
    await expect(page.getByRole('alert').first().textContent({ timeout: 30_000 })).resolves.toContain(`has no sample ${ids.taken}`);
  });

  it('goes back to the screen it came from', async () => {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/new/samplelist/storevisit/'));
  });

  it('had no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
