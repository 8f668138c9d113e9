/**
 * Scripts in the browser (issue 21 item 3, Done when): root edits the demo survey's CONFIGURATION script in
 * CodeMirror (YAML), sees a configuration with errors refused with its JSON pointer and YAML line, saves a valid one
 * after confirming the git question and sees the page change; writes a VALIDATE_SAMPLE script that refuses a sample
 * and sees its message in the sample editor; runs a script that loops forever and gets a clean TIMEOUT with an error
 * event, which Delete all removes. axe checks the editor and the confirmation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { signInAs } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
const pageErrors: string[] = [];
const ids = {
  survey: 0,
  universe: 0,
  configuration: 0,
  validate: 0,
  loop: 0,
  sample: 0,
};
const LIST = '/new/samplelist/storevisit/all?sortBy=email&sortDesc=false';

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(stack.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

beforeAll(async () => {
  stack = await startE2eStack();
  const [survey] = await owner<{ id: number; universe: number }>(`select id, universe_id as universe from survey where ext_name = 'storevisit'`);
  Object.assign(ids, { survey: survey!.id, universe: survey!.universe });
  // What the scripts table's New script makes (GET vuejs/scripts/create); the CONFIGURATION script is the one the survey
  // details' table lists (the list makes it), opened from there in the first case.
  const script = async (type: string, extName: string) =>
    (
      await owner<{ id: number }>(`insert into script (universe_id, survey_id, type, ext_name) values ($1, $2, $3, $4) returning id::int as id`, [
        ids.universe,
        ids.survey,
        type,
        extName,
      ])
    )[0]!.id;
  ids.validate = await script('JAVASCRIPT', 'freeze-samples');
  ids.loop = await script('JAVASCRIPT', 'forever');
  const [unit] = await owner<{ id: number }>(
    `select u.id from unit u where u.survey_id = $1 and u.path like 'all,se,%' and not exists (select 1 from unit k where k.parent_id = u.id) order by u.id limit 1`,
    [ids.survey],
  );
  const [day] = await owner<{ day: string }>(`select to_char(max(event_date), 'YYYY-MM-DD') as day from sample where survey_id = $1`, [ids.survey]);
  ids.sample = (
    await owner<{ id: number }>(`insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, 1, $4, $5) returning id::int as id`, [
      ids.universe,
      ids.survey,
      unit!.id,
      day!.day,
      JSON.stringify({
        name: 'Frozen Frida',
        email: 'aaa.frida@example.com',
      }),
    ])
  )[0]!.id;
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

const editor = () => page.getByTestId('script-code').locator('.cm-content');

/** Replaces the editor's whole text, as a person who selects all and pastes. */
async function replaceCode(code: string) {
  await editor().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

async function saveConfirmed() {
  await page.getByTestId('script-save').click();
  const dialog = page.getByRole('dialog', { name: 'Save script' });
  await dialog.getByText('Save although you should be making changes through git?').waitFor();
  return dialog;
}

async function openScript(id: number) {
  await page.goto(`${stack.server.url}/new/script/storevisit/${ids.survey}/${id}`);
  await editor().waitFor({ timeout: 60_000 });
}

describe('the script screens', () => {
  it('refuses a configuration with errors at its path and line, and a valid save changes the page', async () => {
    await page.goto(`${stack.server.url}/new/survey/storevisit/${ids.survey}`);
    await signInAs(page, 'root');
    const table = page.getByTestId('scripts-table');
    await table.getByRole('button', { name: 'configuration', exact: true }).click({ timeout: 60_000 });
    await editor().waitFor({ timeout: 60_000 });
    ids.configuration = (await owner<{ id: number }>(`select id::int as id from script where survey_id = $1 and type = 'CONFIGURATION'`, [ids.survey]))[0]!.id;
    expect(page.url()).toMatch(new RegExp(`/new/script/storevisit/${ids.survey}/${ids.configuration}$`));
    expect(await page.getByTestId('script-code').getAttribute('data-language')).toBe('yaml');
    const yaml = (await owner<{ yaml: string }>(`select config_yaml as yaml from survey where id = $1`, [ids.survey]))[0]!.yaml;
    await page.getByText('title: { en: Overview,').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('script-interview').count()).toBe(0);
    await expectAccessible(page, 'the configuration script editor');

    const broken = yaml.replace(/^pages:\n {2}- extname: overview\n/m, 'pages:\n  - extname: overview\n    size: huge\n');
    const line = broken.split('\n').indexOf('    size: huge') + 1;
    await replaceCode(broken);
    const dialog = await saveConfirmed();
    await expectAccessible(page, 'the git confirmation');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const issues = page.getByTestId('script-issues');
    await issues.waitFor({ timeout: 30_000 });
    expect(await issues.textContent()).toMatch(new RegExp(`/pages/0.*\\(line ${line}\\)`));
    expect(page.url()).toContain(`/script/storevisit/${ids.survey}/${ids.configuration}`);

    await replaceCode(yaml.replace('title: { en: Overview,', 'title: { en: Scripted overview,'));
    await (await saveConfirmed()).getByRole('button', { name: 'OK' }).click();
    // Spec 3 section 2: a saved survey script returns to the survey details.
    await page.waitForURL(new RegExp(`/new/survey/storevisit/${ids.survey}$`), {
      timeout: 30_000,
    });
    await page.goto(`${stack.server.url}/new/page/overview/storevisit/all`);
    await page.getByText('Scripted overview').first().waitFor({ timeout: 60_000 });
  });

  it('a VALIDATE_SAMPLE script refuses a sample with its message, shown in the sample editor', async () => {
    await openScript(ids.validate);
    await page.getByTestId('script-type').click();
    await page.getByRole('option', { name: 'VALIDATE_SAMPLE' }).click();
    await replaceCode("throw new Error('Samples are frozen during the audit')");
    await (await saveConfirmed()).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(new RegExp(`/new/survey/storevisit/${ids.survey}$`), {
      timeout: 30_000,
    });
    expect((await owner<{ type: string }>(`select type from script where id = $1`, [ids.validate]))[0]!.type).toBe('VALIDATE_SAMPLE');

    await page.goto(`${stack.server.url}${LIST}`);
    const row = page.locator(`[data-testid="sample-row"][data-sample-id="${ids.sample}"]`);
    await row.waitFor({ timeout: 60_000 });
    await row.locator('button').first().click();
    const dialog = page.getByTestId('sample-editor');
    await dialog.locator('#sample-q-email').waitFor({ timeout: 30_000 });
    await dialog.locator('#sample-q-email').fill('aaa.frida.new@example.com');
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await dialog.getByText('Samples are frozen during the audit').waitFor({ timeout: 30_000 });
    const [stored] = await owner<{ email: string }>(`select contact ->> 'email' as email from sample where id = $1`, [ids.sample]);
    expect(stored!.email).toBe('aaa.frida@example.com');
  });

  it('a script that loops forever gets a clean TIMEOUT and an error event; Delete all removes it', async () => {
    await openScript(ids.loop);
    await replaceCode('while (true) {}');
    await page.getByTestId('script-dryrun').click();
    const result = page.getByTestId('script-result');
    await result.getByText('Return code: TIMEOUT').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('script-events-total').textContent()).toBe('0 error events in total');

    await page.getByTestId('script-run').click();
    await page.getByTestId('script-events-total').getByText('1 error event in total').waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toMatch(/TIMEOUT.*longer than/s);
    await page
      .getByTestId('script-event')
      .getByText(/TIMEOUT/)
      .waitFor();
    await expectAccessible(page, 'the script editor with its run result and events');

    await page.getByTestId('script-events-delete-all').click();
    await page.getByTestId('script-events-total').getByText('0 error events in total').waitFor({ timeout: 30_000 });
    expect(await owner(`select 1 from script_event where script_id = $1`, [ids.loop])).toEqual([]);
  });

  it('deletes a script after confirming, back to the survey details', async () => {
    await openScript(ids.loop);
    await page.getByTestId('script-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete script?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(new RegExp(`/new/survey/storevisit/${ids.survey}$`), {
      timeout: 30_000,
    });
    expect(await owner(`select 1 from script where id = $1`, [ids.loop])).toEqual([]);
  });

  it('raised no uncaught error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
