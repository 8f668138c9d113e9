/**
 * The back office in the browser (issue 21 items 1 to 5): root opens the survey list from the shortcut /sl, saves the
 * universe ('Universe saved'), opens store-visit's details from the surveys table, renames a question in the metadata
 * editor and sees it saved in the survey configuration, creates an effect block and deletes it after confirming, and
 * sees the tasks list; sees the global scripts and the universe script's link on the list, and on the details the
 * survey's scripts, a config block added and removed after confirming, and a meta property saved. axe checks each
 * screen and the confirmations.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { asOwner } from '../support/db';
import { apiSignIn } from '../support/sign-in';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';

let stack: E2eStack;
let page: Page;
const refused: string[] = [];

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(stack.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

beforeAll(async () => {
  stack = await startE2eStack();
  const cookie = (await apiSignIn(stack.server.url, 'root', { universe: 'demo' })).sessionCookie;
  await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: stack.server.url }]);
  page = await stack.browser.context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to|unsafe-eval/i.test(m.text())) refused.push(m.text());
  });
});
afterAll(async () => {
  await stack?.close();
});

describe('the back office', () => {
  it('saves the universe, renames a question, creates and deletes an effect block and lists the tasks', async () => {
    await page.goto(`${stack.server.url}/new/sl`);
    await page.waitForURL(/\/new\/surveylist\/[^/]+$/, { timeout: 30_000 });
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.waitFor({ timeout: 30_000 });
    await page.getByTestId('survey-table').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the survey list');

    await title.fill('Demo retail (e2e)');
    await page.getByTestId('universe-save').click();
    await page.getByText('Universe saved').waitFor({ timeout: 30_000 });
    expect(await owner(`select title from universe where name = 'demo'`)).toEqual([{ title: 'Demo retail (e2e)' }]);

    const [visit] = await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`);
    await page.getByTestId('survey-table').getByRole('button', { name: 'storevisit' }).click();
    await page.waitForURL(new RegExp(`/new/survey/[^/]+/${visit!.id}$`), { timeout: 30_000 });
    await page.getByTestId('metainterview-save').waitFor({ timeout: 30_000 });

    await page.getByTestId('metadata-search').fill('STAFF');
    const found = page.getByTestId('metadata-questions');
    await found.getByRole('button', { name: /^staff/ }).click({ timeout: 30_000 });
    const editor = page.getByTestId('question-editor');
    await editor.getByRole('textbox', { name: 'Title (EN)' }).fill('Helpful staff (e2e)');
    await editor.getByTestId('question-save').click();
    await page.getByTestId('metadata-saved').waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () => (await owner<{ en: string }>(`select config->'questions'->'staff'->'title'->>'en' as en from survey where id = $1`, [visit!.id]))[0]!.en,
      )
      .toBe('Helpful staff (e2e)');
    await expectAccessible(page, 'the survey details');

    const effects = page.getByRole('form', { name: 'New effect block' });
    await effects.getByRole('textbox', { name: /^Drill path/ }).fill('all');
    await effects.getByRole('button', { name: 'Add question' }).click();
    await effects.getByRole('combobox', { name: /^Question 1/ }).click();
    await page.getByRole('option', { name: 'Helpful staff (e2e)' }).click();
    await effects.getByRole('spinbutton', { name: /^Effect size 1/ }).fill('2.5');
    await page.getByTestId('effect-create').click();
    const table = page.getByTestId('effect-table');
    await table.getByText('Helpful staff (e2e): 2.5').waitFor({ timeout: 30_000 });

    await table.getByRole('button', { name: 'Delete the effect block of all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Effect blocks' });
    await dialog.getByText('Delete the effect block?').waitFor();
    await expectAccessible(page, 'the effect block confirmation');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The survey has no effect blocks.').waitFor({ timeout: 30_000 });
    expect(await owner(`select 1 from effect_block where survey_id = $1`, [visit!.id])).toEqual([]);

    const tasks = page.getByRole('region', { name: 'Tasks' });
    await tasks.getByRole('combobox', { name: /^Filter by state/ }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await page.getByTestId('task-table').count()) + (await page.getByTestId('tasks-empty').count()), { timeout: 30_000 })
      .toBe(1);
    // The type filter offers the spec's task types in the user's words, and keeps the chosen one in the address.
    await tasks.getByRole('combobox', { name: /^Filter by type/ }).click();
    await page.getByRole('option', { name: 'Ranking list report' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('taskType'), { timeout: 30_000 }).toBe('RANKINGLIST');
    expect(refused).toEqual([]);
  });

  it("shows the global scripts and the universe script's link on the list, and the survey's scripts, config blocks and meta properties on the details", async () => {
    await page.goto(`${stack.server.url}/new/surveylist/storevisit`);
    const globals = page.getByRole('region', { name: 'Global scripts' });
    await globals.getByTestId('scripts-filter').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('universe-script-link').getAttribute('href')).toBe('/new/script/storevisit');

    const [visit] = await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`);
    await page.getByTestId('survey-table').getByRole('button', { name: 'storevisit' }).click();
    await page.waitForURL(new RegExp(`/new/survey/[^/]+/${visit!.id}$`), { timeout: 30_000 });
    const scripts = page.getByRole('region', { name: 'Scripts', exact: true });
    await scripts.getByRole('button', { name: 'configuration', exact: true }).waitFor({ timeout: 30_000 });

    const blocks = page.getByTestId('config-blocks');
    await blocks.getByRole('button', { name: 'pages', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('config-block-new').click();
    const editor = page.getByRole('form', { name: 'Edit block newBlock' });
    await editor.getByTestId('config-block-yaml').fill('owner: retail');
    await page.getByTestId('config-block-save').click();
    await page.getByText('Configuration saved').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await owner<{ owner: string }>(`select config->'newBlock'->>'owner' as owner from survey where id = $1`, [visit!.id]))[0]!.owner).toBe('retail');

    const properties = page.getByTestId('meta-properties');
    await properties.getByTestId('meta-property-key').fill('region');
    await properties.getByTestId('meta-property-value').fill('North');
    await page.getByTestId('meta-property-save').click();
    await properties.getByRole('cell', { name: 'North' }).waitFor({ timeout: 30_000 });
    expect(await owner(`select config->'metaProperties' as props from survey where id = $1`, [visit!.id])).toEqual([{ props: { region: 'North' } }]);
    await expectAccessible(page, 'the survey details with scripts, config blocks and meta properties');

    await blocks.getByRole('button', { name: 'newBlock', exact: true }).click();
    await page.getByTestId('config-block-remove').click();
    const dialog = page.getByRole('dialog', { name: 'Remove block' });
    await dialog.getByText('Remove the block newBlock from the survey configuration?').waitFor();
    await expectAccessible(page, 'the config block confirmation');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(async () => (await owner<{ has: boolean }>(`select config ? 'newBlock' as has from survey where id = $1`, [visit!.id]))[0]!.has, { timeout: 30_000 }).toBe(false);
    await expect.poll(() => blocks.getByTestId('config-block-row').getByText('newBlock', { exact: true }).count(), { timeout: 30_000 }).toBe(0);
    expect(refused).toEqual([]);
  });
});
