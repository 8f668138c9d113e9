/**
 * The sample editor dialog in Chromium against the real server and database: storevisit's sample list enables the
 * editor, so a row opens the dialog instead of the sample page. A wrong e-mail address is stopped at the field, one
 * the server refuses shows the server's message at its field, a correct one is saved and shows in the list; a
 * comment is added in the comments panel; the sample is approved, its invitation resent (read in the dev mailbox),
 * copied with a deadline in the copy dialog, a new sample is created from the list's Create, and the list's follow-up
 * mail action sends its template to a selected sample (preview, confirmation, the dev mailbox); a sample is cancelled
 * through the confirmation the editor asks, which lies over the editor at the same z-index; a sample table that opens
 * the editor read-only shows Edit, which unlocks the fields; axe checks each dialog.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAs } from '../support/sign-in';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import { TEST_DATE } from '../support/test-date';
import { addDays } from '../../core/dates';
import { toneRecording } from '../../server/phone/recording';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const ids = { edit: 0, taken: 0, cancel: 0 };
// The list sorted by e-mail address shows these samples first ("aaa." sorts before the seeded addresses).
const LIST = '/new/samplelist/storevisit/all?sortBy=email&sortDesc=false';

beforeAll(async () => {
  stack = await startE2eStack();
  await asOwner(stack.database.adminUrl, async (c) => {
    const { rows } = await c.query(
      `select s.id as survey, s.universe_id as universe, u.id as unit from survey s join unit u on u.survey_id = s.id
        where s.ext_name = 'storevisit' and u.path like 'all,se,%' and not exists (select 1 from unit k where k.parent_id = u.id) order by u.id limit 1`,
    );
    const { survey, universe, unit } = rows[0];
    // The seed's newest event day: inside the list's selection period, whatever day the seed was made for.
    const day = (await c.query(`select to_char(max(event_date), 'YYYY-MM-DD') as day from sample where survey_id = $1`, [survey])).rows[0].day;
    const add = async (name: string, email: string) =>
      Number(
        (
          await c.query(`insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, 1, $4, $5) returning id`, [
            universe,
            survey,
            unit,
            day,
            JSON.stringify({ name, email }),
          ])
        ).rows[0].id,
      );
    ids.edit = await add('Editor Erika', 'aaa.erika@example.com');
    ids.taken = await add('Taken Tove', 'aaa.taken.tove@example.com');
    ids.cancel = await add('Cancelled Carl', 'aaa.cancelled.carl@example.com');
  });
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const dialog = () => page.getByTestId('sample-editor');
const emailField = () => dialog().locator('#sample-q-email');
const row = (id: number) => page.locator(`[data-testid="sample-row"][data-sample-id="${id}"]`);
const stored = (id: number) =>
  asOwner(stack.database.adminUrl, async (c) => (await c.query(`select state, contact ->> 'email' as email, (select count(*)::int from sample_comment where sample_id = $1) as comments from sample where id = $1`, [id])).rows[0]);

async function openEditor(id: number) {
  await row(id).locator('button').first().click();
  await dialog().waitFor({ timeout: 30_000 });
  await emailField().waitFor({ timeout: 30_000 });
}

describe('the sample editor dialog', () => {
  it('opens from a sample list row instead of the sample page', async () => {
    await page.goto(`${stack.server.url}${LIST}`);
    await signInAs(page, 'root');
    await row(ids.edit).waitFor({ timeout: 60_000 });
    await openEditor(ids.edit);
    expect(new URL(page.url()).pathname).toBe('/new/samplelist/storevisit/all');
    await dialog().getByRole('heading', { name: 'Contact' }).waitFor();
    expect(await emailField().inputValue()).toBe('aaa.erika@example.com');
    // A new sample's state buttons: approve, unapprove, cancel; and Update and Cancel.
    for (const name of ['Approve', 'Unapprove', 'Cancel sample', 'Update', 'Cancel', 'Send a follow-up mail']) await dialog().getByRole('button', { name, exact: true }).waitFor();
    const width = await dialog().evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeCloseTo(0.8, 1);
    await expectAccessible(page, 'the sample editor dialog');
  });

  it('stops a wrong e-mail address at its field without asking the server', async () => {
    const asked: string[] = [];
    const listen = (r: { url(): string }) => void (r.url().includes('/rest/vuejs/sample') && asked.push(r.url()));
    page.on('request', listen);
    await emailField().fill('aaa.erika@nowhere');
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    await dialog().getByText('Not a valid e-mail address.').waitFor();
    expect(await emailField().getAttribute('aria-invalid')).toBe('true');
    page.off('request', listen);
    expect(asked).toEqual([]);
  });

  it('shows the server message at the field when the server refuses the address', async () => {
    await emailField().fill('aaa.taken.tove@example.com');
    const validated = page.waitForResponse((r) => r.url().includes(`/rest/vuejs/sample/validate/storevisit/${ids.edit}/update`));
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    await validated;
    await dialog().getByText('Another open sample of this unit has this e-mail address.').waitFor();
    expect((await stored(ids.edit)).email).toBe('aaa.erika@example.com');
  });

  it('saves the corrected address, closes, and the list shows it', async () => {
    await emailField().fill('aaa.erika.new@example.com');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/rest/vuejs/sampleeditor/storevisit/default/${ids.edit}`));
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await dialog().waitFor({ state: 'detached', timeout: 30_000 });
    await row(ids.edit).getByText('aaa.erika.new@example.com').waitFor({ timeout: 30_000 });
    expect((await stored(ids.edit)).email).toBe('aaa.erika.new@example.com');
  });

  it('adds a comment in the comments panel; save and cancel wait for text', async () => {
    await openEditor(ids.edit);
    const panel = dialog().getByTestId('sample-editor-comments');
    await panel.getByText('No comments yet.').waitFor();
    const save = panel.getByRole('button', { name: 'Save comment' });
    const clear = panel.getByRole('button', { name: 'Clear' });
    expect(await save.isDisabled()).toBe(true);
    expect(await clear.isDisabled()).toBe(true);
    const box = panel.getByRole('textbox', { name: 'New comment' });
    expect(await box.getAttribute('rows')).toBe('3');
    await box.fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await box.fill('Called her, the new address is right.');
    await save.click();
    await panel.getByTestId('sample-comment').getByText('Called her, the new address is right.').waitFor();
    expect(await box.inputValue()).toBe('');
    expect((await stored(ids.edit)).comments).toBe(1);
    await expectAccessible(page, 'the sample editor dialog with a comment');
    await dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it("shows the sample's mails with their stats, plays a call's recording, and pushes the sample to a campaign once", async () => {
    await asOwner(stack.database.adminUrl, async (c) => {
      const campaign = async (title: string, type: string, sending: string, state: string) =>
        (
          await c.query(
            `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, link, link_key, voice, locale)
             select universe_id, survey_id, $2, $3, $4, $5, 'all', md5(random()::text), 'v', 'sv' from sample where id = $1 returning id::int as id`,
            [ids.taken, title, type, sending, state],
          )
        ).rows[0].id as number;
      const row = async (campaignId: number, status: string, opens: number, at: string) =>
        (
          await c.query(
            `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status, open_count, updated_at) select universe_id, $1, $2, 'aaa.taken.tove@example.com', $3, $4, $5 from campaign where id = $1 returning id::int as id, universe_id`,
            [campaignId, ids.taken, status, opens, at],
          )
        ).rows[0] as { id: number; universe_id: number };
      await row(await campaign('Spring invite E2E', 'PULL_ONCE', 'EMAIL', 'STOPPED'), 'SENT', 1, '2026-03-01T10:00:00Z');
      const called = await row(await campaign('Call back E2E', 'PULL_ONCE', 'PHONE', 'STOPPED'), 'SENT', 0, '2026-03-02T10:00:00Z');
      await c.query(`insert into call_recording (universe_id, tracking_id, call_id, duration_seconds, audio) values ($1, $2, 'e2e', 3, $3)`, [called.universe_id, called.id, toneRecording('Hello Tove')]);
      await campaign('Hand-picked E2E', 'PUSH', 'EMAIL', 'CREATED');
    });
    await openEditor(ids.taken);
    const panel = dialog().getByTestId('sample-editor-mails');
    // Two sent, one opened: 50 %.
    await panel.getByTestId('sample-editor-mail-stats').getByText('aaa.taken.tove@example.com: 2 sent, 1 opened (50%), 0 clicked').waitFor({ timeout: 30_000 });
    expect(await panel.getByTestId('sample-editor-mail-row').allTextContents()).toEqual([expect.stringContaining('Call back E2E'), expect.stringContaining('Spring invite E2E')]);
    const recording = page.waitForResponse((r) => r.url().includes('/rest/vuejs/mailcampaign/callrecording/storevisit/'));
    await panel.getByRole('button', { name: 'Play' }).click();
    const answer = await recording;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('audio/mpeg');
    const player = page.getByTestId('recording-dialog');
    await player.locator('audio source[type="audio/mpeg"]').waitFor({ state: 'attached' });
    expect(await player.locator('audio').textContent()).toBe('Your browser does not support the audio element.');
    expect((await player.boundingBox())!.width).toBeLessThanOrEqual(600);
    await expectAccessible(page, 'the call recording dialog');
    await player.getByRole('button', { name: 'Close' }).click();
    await player.waitFor({ state: 'detached' });
    const push = dialog().getByRole('button', { name: 'Push to campaign' });
    expect(await push.isDisabled()).toBe(false);
    await push.click();
    const pushed = page.waitForResponse((r) => r.url().includes(`/rest/vuejs/sampleeditor/pushtocampaign/storevisit/${ids.taken}`));
    await page.getByRole('menuitem', { name: 'Hand-picked E2E' }).click();
    expect((await pushed).status()).toBe(200);
    await dialog().getByText('Added to Hand-picked E2E').waitFor();
    // One click: the button stays disabled.
    expect(await push.isDisabled()).toBe(true);
    await expectAccessible(page, 'the sample editor dialog with its mails panel');
    await dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('approves the sample with its state button: saved as a state change, the dialog closes', async () => {
    await openEditor(ids.edit);
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/rest/vuejs/sampleeditor/storevisit/default/${ids.edit}`));
    await dialog().getByRole('button', { name: 'Approve', exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ stateChange: true, toState: 2 });
    await dialog().waitFor({ state: 'detached', timeout: 30_000 });
    expect((await stored(ids.edit)).state).toBe(2);
  });

  it('resends the invitation by e-mail to the address shown, and the dev mailbox receives it', async () => {
    await openEditor(ids.edit);
    const resent = page.waitForResponse((r) => r.url().includes(`/rest/vuejs/sampleeditor/resend/storevisit/${ids.edit}/email?address=`));
    await dialog().getByRole('button', { name: 'Resend e-mail', exact: true }).click();
    expect((await resent).status()).toBe(200);
    await dialog().waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('Invitation sent to aaa.erika.new@example.com').waitFor();
    await page.goto(`${stack.server.url}/new/mailbox`);
    const mail = page.getByTestId('mail').filter({ hasText: 'aaa.erika.new@example.com' });
    await mail.getByRole('heading', { name: 'Store visit: we would like to hear from you' }).waitFor({ timeout: 30_000 });
    await expect(mail.textContent()).resolves.toContain('Hello Editor Erika');
  });

  it('copies the selected sample with a deadline: mandatory, today at the earliest, COPY waits until it is valid', async () => {
    await page.goto(`${stack.server.url}${LIST}`);
    await row(ids.edit).waitFor({ timeout: 60_000 });
    const copyButton = page.getByTestId('copy-action-revisit');
    // Titled by locale; a copy action copies the selected rows, so it waits for one.
    await expect(copyButton.textContent()).resolves.toBe('Copy for a revisit');
    expect(await copyButton.isDisabled()).toBe(true);
    await row(ids.edit).locator('input[type="checkbox"]').check();
    await copyButton.click();
    const copyDialog = page.getByTestId('copy-action-dialog');
    await copyDialog.getByRole('heading', { name: 'Copy for a revisit' }).waitFor({ timeout: 30_000 });
    const width = await copyDialog.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth);
    expect(width).toBeCloseTo(0.6, 1);
    const submit = copyDialog.getByTestId('copy-submit');
    expect(await submit.isDisabled()).toBe(true);
    const deadline = copyDialog.getByTestId('copy-deadline');
    expect(await deadline.getAttribute('min')).toBe(TEST_DATE);
    await deadline.fill(addDays(TEST_DATE, -1));
    await deadline.blur();
    await copyDialog.getByText(`The deadline is ${TEST_DATE} at the earliest.`).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    // Shown, not bound: switching it changes nothing that is sent.
    await copyDialog.getByLabel('Remove duplicates').check();
    const due = addDays(TEST_DATE, 14);
    await deadline.fill(due);
    expect(await submit.isDisabled()).toBe(false);
    await expectAccessible(page, 'the copy action dialog');
    const copied = page.waitForResponse((r) => r.url().includes(`/rest/vuejs/sampleactions/executecopyaction/storevisit/default/revisit/${ids.edit}`));
    await submit.click();
    const response = await copied;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ eventdate: due });
    await page.getByText('1 sample copied').waitFor();
    const copy = await asOwner(stack.database.adminUrl, async (c) =>
      (await c.query(`select state, to_char(event_date, 'YYYY-MM-DD') as day, contact ->> 'email' as email from sample where id = $1`, [(await response.json()).sampleId])).rows[0],
    );
    expect(copy).toEqual({ state: 1, day: due, email: 'aaa.erika.new@example.com' });
  });

  it("creates a new sample from the list's Create: the editor on the configured fields, validated, saved", async () => {
    await page.getByTestId('create-sample').click();
    await dialog().getByRole('heading', { name: 'New sample' }).waitFor({ timeout: 30_000 });
    await emailField().waitFor({ timeout: 30_000 });
    expect(await emailField().inputValue()).toBe('');
    // Only Update and Cancel: a sample that does not exist yet has no state to change and nobody to resend to.
    for (const name of ['Approve', 'Resend e-mail']) expect(await dialog().getByRole('button', { name, exact: true }).count()).toBe(0);
    await dialog().locator('#sample-q-name').fill('Nils Ny');
    await emailField().fill('aaa.nils@nowhere');
    await dialog().locator('#sample-q-eventDate').fill(TEST_DATE);
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    await dialog().getByText('Not a valid e-mail address.').waitFor();
    await expectAccessible(page, 'the sample editor on a new sample');
    await emailField().fill('aaa.nils@example.com');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/rest/vuejs/sampleactions/create/storevisit/manual?'));
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(200);
    await dialog().waitFor({ state: 'detached', timeout: 30_000 });
    const made = await asOwner(stack.database.adminUrl, async (c) =>
      (await c.query(`select s.state, s.contact ->> 'name' as name, u.path from sample s join unit u on u.id = s.unit_id where s.id = $1`, [(await response.json()).sampleId])).rows[0],
    );
    expect(made).toEqual({ state: 1, name: 'Nils Ny', path: 'all' });
  });

  it("sends the list's mail action to the selected sample: its preview, the confirm dialog, and the mail in the dev mailbox", async () => {
    await page.goto(`${stack.server.url}${LIST}`);
    await row(ids.taken).waitFor({ timeout: 60_000 });
    const mailButton = page.getByTestId('mail-action-followup');
    // Titled by locale; it mails the selected rows, so it waits for one.
    await expect(mailButton.textContent()).resolves.toBe('Send a follow-up mail');
    expect(await mailButton.isDisabled()).toBe(true);
    await row(ids.taken).locator('input[type="checkbox"]').check();
    await mailButton.click();
    const mailDialog = page.getByTestId('mail-action-dialog');
    await mailDialog.getByRole('heading', { name: 'Send a follow-up mail' }).waitFor({ timeout: 30_000 });
    await mailDialog.getByTestId('mail-action-to').getByText('To: aaa.taken.tove@example.com').waitFor({ timeout: 30_000 });
    await mailDialog.getByTestId('mail-action-subject').getByText('Subject: Påminnelse: berätta om ditt besök').waitFor();
    const frame = mailDialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('[data-testid="mail-action-dialog"] iframe').getByText('Hej Taken Tove,').waitFor();
    await expectAccessible(page, 'the mail action dialog');
    await mailDialog.getByTestId('mail-action-send').click();
    const confirm = page.getByRole('dialog', { name: 'Send a follow-up mail?' });
    await confirm.getByText('1 sample gets the mail through the campaign “Follow-up mail”.').waitFor();
    await expectAccessible(page, 'the mail action confirmation');
    const sent = page.waitForResponse((r) => r.url().includes('/rest/vuejs/sampleactions/executemailaction/storevisit/default/followup'));
    await confirm.getByRole('button', { name: 'Send' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ sampleIds: [ids.taken] });
    await page.getByText('1 mail on the way through “Follow-up mail”').waitFor();
    await mailDialog.waitFor({ state: 'detached' });
    await page.goto(`${stack.server.url}/new/mailbox`);
    const mail = page.getByTestId('mail').filter({ hasText: 'aaa.taken.tove@example.com' });
    await mail.getByRole('heading', { name: 'Påminnelse: berätta om ditt besök' }).waitFor({ timeout: 60_000 });
    await expect(mail.textContent()).resolves.toContain('Hej Taken Tove');
  });

  it('cancels a sample through the confirmation the editor asks: both at z-index 200, the confirmation on top, its OK saves', async () => {
    await page.goto(`${stack.server.url}${LIST}`);
    await row(ids.cancel).waitFor({ timeout: 60_000 });
    await openEditor(ids.cancel);
    await dialog().getByRole('button', { name: 'Cancel sample', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this sample?' });
    await confirm.getByText('The sample is cancelled as it is and no invitation goes out.').waitFor();
    expect(await page.evaluate(() => [...document.querySelectorAll('.MuiDialog-root')].map((el) => getComputedStyle(el).zIndex))).toEqual(['200', '200']);
    await expectAccessible(page, 'the cancel confirmation over the sample editor');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/rest/vuejs/sampleeditor/storevisit/default/${ids.cancel}`));
    // Playwright clicks only what lies on top at the button's point: an editor over the confirmation would fail here.
    await confirm.getByRole('button', { name: 'OK', exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ stateChange: true, toState: 4 });
    await dialog().waitFor({ state: 'detached', timeout: 30_000 });
    expect((await stored(ids.cancel)).state).toBe(4);
  });

  it('opens read-only with an Edit button when the sample table says so: Edit unlocks the fields and shows Update', async () => {
    const readOnly = (on: boolean) =>
      asOwner(stack.database.adminUrl, (c) =>
        c.query(`update survey set config = jsonb_set(config, '{sampleTables,default,sampleEditorReadOnly}', $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(on)]),
      );
    await readOnly(true);
    try {
      await page.goto(`${stack.server.url}${LIST}`);
      await row(ids.taken).waitFor({ timeout: 60_000 });
      await openEditor(ids.taken);
      const edit = dialog().getByRole('button', { name: 'Edit', exact: true });
      await edit.waitFor();
      expect(await emailField().isDisabled()).toBe(true);
      expect(await dialog().getByRole('button', { name: 'Update', exact: true }).count()).toBe(0);
      await expectAccessible(page, 'the read-only sample editor');
      await edit.click();
      expect(await emailField().isDisabled()).toBe(false);
      await dialog().getByRole('button', { name: 'Update', exact: true }).waitFor();
      expect(await edit.count()).toBe(0);
      await dialog().getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog().waitFor({ state: 'detached' });
    } finally {
      await readOnly(false);
    }
  });

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
