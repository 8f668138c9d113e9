/**
 * The drill path bar, the filter bar and the filter sidebar on a real screen (the generic page): drilling by the
 * segment menus and the search, time and standard filters written into the address, reload, browser back, the date
 * range dialog's rules, the campaign filter on the ranking, and accessibility with the sidebar and the dialog open.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { apiSignIn, signInAs } from '../support/sign-in';
import { asOwner } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let server: ServerProcess;
let page: Page;
const pageErrors: string[] = [];
let survey: string;
let startPage: string;
let token: string;
let firstChild: { name: string; path: string };
let grandchild: { name: string; path: string };

async function rest<T>(path: string): Promise<T> {
  const res = await fetch(`${server.url}/rest/${path}`, { headers: { authorization: token } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

type Segmented = { segments: { name: string; children: { name: string; path: string }[] }[]; nInterviews: number };

const drillParam = () => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
const counts = () => page.getByTestId('drill-counts').textContent();
const chips = () => page.getByTestId('filter-chip').allTextContents();

/** Waits for the drill header to show the interview count of the current address (as the server counts it). */
async function countsMatchServer() {
  const expected = (await rest<Segmented>(`vuejs/ranking/segmentedpath/${survey}/${encodeURIComponent(drillParam())}`)).nInterviews;
  await page.getByTestId('drill-counts').filter({ hasText: new RegExp(`^${expected.toLocaleString('en-GB')} interview`) }).waitFor({ timeout: 30_000 });
  return expected;
}

beforeAll(async () => {
  ({ server } = stack = await startE2eStack());
  const login = await apiSignIn(server.url, 'root', { universe: 'demo' });
  token = login.authToken;
  survey = 'storevisit';
  startPage = (await rest<{ startPage: string }>(`vuejs/pages/list/${survey}`)).startPage;
  const root = await rest<Segmented>(`vuejs/ranking/segmentedpath/${survey}/all`);
  firstChild = root.segments[0]!.children[0]!;
  const below = await rest<Segmented>(`vuejs/ranking/segmentedpath/${survey}/${encodeURIComponent(firstChild.path)}`);
  grandchild = below.segments[1]!.children.at(-1)!;
  page = await stack.browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
});

afterAll(async () => {
  await stack?.close();
});

describe('drill path bar', () => {
  it('shows the segments with the interview count on a page', async () => {
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
    await signInAs(page, 'root');
    await page.getByTestId('drill-header').waitFor({ timeout: 30_000 });
    // The segments come with the segmented-path call, after the header itself.
    await page.getByTestId('drill-segment').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('drill-segment').count()).toBe(1);
    expect(await countsMatchServer()).toBeGreaterThan(0);
    await expectAccessible(page, 'a page with the drill header');
  });

  it('drills to a child through the segment menu, and back with the browser', async () => {
    const before = await counts();
    await page.getByTestId('drill-segment').first().click();
    await page.getByRole('menuitem', { name: firstChild.name }).click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith(`/${firstChild.path}`));
    await page.getByTestId('drill-segment').nth(1).waitFor();
    expect(await page.getByTestId('drill-segment').nth(1).textContent()).toContain(firstChild.name);
    await countsMatchServer();
    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith('/all'));
    await page.getByTestId('drill-counts').filter({ hasText: before! }).waitFor();
  });

  it('drills through the search suggestions, grouped by level', async () => {
    const term = grandchild.name.slice(0, 4);
    await page.getByTestId('drill-search').fill(term);
    // Each suggestion shows its title and the titles above it (never the internal path); several units may share a name part.
    const option = page.getByRole('option').filter({ hasText: `${grandchild.name}${firstChild.name}` });
    await option.waitFor({ timeout: 30_000 });
    // The suggestions are grouped under level headers.
    expect(await page.getByRole('listbox').getByRole('group').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'the drill search with suggestions');
    await option.click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).endsWith(`/${grandchild.path}`));
    const depth = grandchild.path.split(',').length;
    await page.getByTestId('drill-segment').nth(depth - 1).waitFor();
    expect(await page.getByTestId('drill-segment').count()).toBe(depth);
    await countsMatchServer();
  });
});

describe('filter sidebar and filter bar', () => {
  it('changes the time filter: address, chip and data follow', async () => {
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
    const before = await countsMatchServer();
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-panel').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the filter sidebar');
    await page.getByRole('radio', { name: 'Last 30 days' }).check();
    await page.waitForURL((u) => drillParamOf(u).includes('ftime=rdays-29_0'));
    expect(await countsMatchServer()).toBeLessThan(before);
    await page.getByTestId('filter-chip').filter({ hasText: 'Period: Last 30 days' }).waitFor();
  });

  it('adds a standard filter, keeps both through a reload, and back restores the previous filters', async () => {
    const timeOnly = drillParam();
    const before = await countsMatchServer();
    await page.getByTestId('filter-segment').getByRole('button', { name: /Customer segment/ }).click();
    await page.getByRole('checkbox', { name: 'Club member' }).check();
    await page.waitForURL((u) => drillParamOf(u).includes('segment=member'));
    expect(drillParam()).toBe(`${timeOnly};segment=member`);
    expect(await countsMatchServer()).toBeLessThan(before);
    expect(await chips()).toEqual(['Period: Last 30 days', 'Customer segment: Club member']);
    await expectAccessible(page, 'the filter sidebar with filters in force');

    await page.reload();
    // The chips show their tokens until the filter titles arrive; wait for the titled one.
    await page.getByTestId('filter-chip').filter({ hasText: 'Customer segment: Club member' }).waitFor({ timeout: 30_000 });
    expect(await chips()).toEqual(['Period: Last 30 days', 'Customer segment: Club member']);
    await countsMatchServer();

    await page.goBack();
    await page.waitForURL((u) => drillParamOf(u) === timeOnly);
    await page.getByTestId('filter-chip').nth(1).waitFor({ state: 'detached' });
    expect(await chips()).toEqual(['Period: Last 30 days']);
    expect(await countsMatchServer()).toBe(before);
  });

  it('removes a filter with its chip', async () => {
    await page.getByTestId('filter-chip').first().focus();
    await page.keyboard.press('Delete');
    await page.waitForURL((u) => !drillParamOf(u).includes('ftime='));
    expect(await chips()).toEqual([]);
  });

  it('picks a custom date range: Select waits for a date, one date is both ends, the end exclusive', async () => {
    await page.getByTestId('filter-button').click();
    await page.getByTestId('date-range-open').click();
    const dialog = page.getByRole('dialog', { name: 'Choose a date range' });
    await dialog.waitFor();
    const select = dialog.getByRole('button', { name: 'Select' });
    expect(await select.isDisabled()).toBe(true);
    await expectAccessible(page, 'the date range dialog');
    await dialog.getByLabel('From').fill('2026-03-10');
    expect(await select.isDisabled()).toBe(false);
    await select.click();
    await page.waitForURL((u) => drillParamOf(u).includes('ftime=Ige10032026:11032026'));
    await page.getByTestId('filter-chip').filter({ hasText: /Period: 10\/03-2026$/ }).waitFor();
    await countsMatchServer();
  });

  it('applies a relative date interval only when from < to', async () => {
    const from = page.getByRole('spinbutton', { name: 'From' });
    await from.fill('5');
    expect(await page.getByTestId('interval-apply').isDisabled()).toBe(true);
    await page.getByText('From must be less than to').waitFor();
    await from.fill('-7');
    await page.getByTestId('interval-apply').click();
    await page.waitForURL((u) => drillParamOf(u).includes('ftime=rdays-7_0'));
    await page.getByTestId('filter-chip').filter({ hasText: 'Period: Days -7 to 0' }).waitFor();
  });
});

describe('filters answered from the data, and range filters', () => {
  let customers: number;

  beforeAll(async () => {
    // The demo has neither: give the survey a customer per interview and an age, as an import would, and configure
    // a filter answered from the data (no listed options) and a range filter over them.
    await asOwner(stack.database.adminUrl, async (c) => {
      const { rows } = await c.query(`select id, config from survey where ext_name = $1`, [survey]);
      const { id, config } = rows[0];
      await c.query(
        `update interview set background = background || jsonb_build_object('customer', 'Customer ' || lpad((id % 50000)::text, 5, '0'), 'age', (18 + id % 60)::text) where survey_id = $1`,
        [id],
      );
      customers = Number((await c.query(`select count(distinct background ->> 'customer') as n from interview where survey_id = $1`, [id])).rows[0].n);
      config.standardFilterSet.filterGroups.push({
        filters: [
          { extName: 'customer', title: { en: 'Customer' }, multipleSelections: true },
          { extName: 'age', title: { en: 'Age' }, range: true },
        ],
      });
      await c.query(`update survey set config = $1 where id = $2`, [config, id]);
    });
  });

  it('searches many options with the typeahead and filters by the one checked', async () => {
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
    await countsMatchServer();
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-customer').getByRole('button', { name: /Customer/ }).click();
    const count = page.getByTestId('typeahead-count');
    await count.filter({ hasText: `${Math.min(customers, 50_000).toLocaleString('en-GB')} option` }).waitFor({ timeout: 30_000 });
    await page.getByTestId('typeahead-input').fill('customer 0001');
    await page.getByTestId('typeahead-list').and(page.locator('[data-term="customer 0001"]')).waitFor();
    // Checked, it moves from the list to the chosen chips (so click, not check).
    await page.getByRole('checkbox', { name: 'Customer 00012' }).click();
    await page.waitForURL((u) => drillParamOf(u).endsWith('customer=Customer 00012'));
    await page.getByRole('group', { name: 'Chosen Customer' }).getByText('Customer 00012').waitFor();
    await page.getByTestId('filter-chip').filter({ hasText: 'Customer: Customer 00012' }).waitFor();
    await countsMatchServer();
    await expectAccessible(page, 'the typeahead filter');
  });

  it('applies a range filter only with both ends, as from_to', async () => {
    await page.getByTestId('filter-age').getByRole('button', { name: /Age/ }).click();
    const form = page.getByRole('form', { name: 'Age' });
    await form.getByLabel('From').fill('20');
    expect(await form.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await form.getByLabel('To').fill('29');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((u) => drillParamOf(u).endsWith(';age=20_29'));
    await page.getByTestId('filter-chip').filter({ hasText: 'Age: 20–29' }).waitFor();
    await countsMatchServer();
  });
});

describe('the campaign filter', () => {
  it('narrows the ranking to the delivered recipients of a campaign chosen in the filter panel', async () => {
    // The demo's 'Spring invitation' (server/demo/campaigns.ts) reached the newest samples of the whole survey.
    const { campaigns } = await rest<{ campaigns: { id: string; title: string }[] }>(`vuejs/filters/list/${survey}/stores`);
    const spring = campaigns.find((c) => c.title === 'Spring invitation')!;
    await page.goto(`${server.url}/ranking/${survey}/all`);
    const before = await countsMatchServer();
    await page.getByTestId('filter-button').click();
    const form = page.getByTestId('campaign-filter');
    await form.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: 'Spring invitation' }).click();
    await form.getByRole('combobox', { name: 'Delivery' }).click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await page.getByTestId('campaign-filter-apply').click();
    await page.waitForURL((u) => drillParamOf(u).endsWith(`;cf=de${spring.id}`));
    await page.getByTestId('filter-chip').filter({ hasText: /delivered/ }).waitFor({ timeout: 30_000 });
    const delivered = await countsMatchServer();
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThan(before);
    await expectAccessible(page, 'the ranking under the campaign filter');
  });
});

describe('the address is the session (issue 12 bugs 1, 4 and 5)', () => {
  const pathOf = () => decodeURIComponent(new URL(page.url()).pathname);

  it('a view tab goes to the view’s start path with its figures, and the first view back to its own', async () => {
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all`);
    const all = await countsMatchServer();
    await page.getByRole('tab', { name: 'Sweden' }).click();
    await page.waitForURL((u) => drillParamOf(u).split(';')[0] === 'all,se');
    expect(new URL(page.url()).searchParams.get('view')).toBe('sweden');
    await page.getByTestId('drill-segment').nth(1).waitFor();
    expect(await countsMatchServer()).toBeLessThan(all);
    await page.getByRole('tab', { name: 'Stores' }).click();
    await page.waitForURL((u) => drillParamOf(u).split(';')[0] === 'all');
    expect(await countsMatchServer()).toBe(all);
  });

  it('Home and the Dev mailbox keep the survey of a loaded address, and its drill path', async () => {
    // A load of a Store visit address, as after a reload: root's start survey is another one.
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all,se`);
    await countsMatchServer();
    await page.getByTestId('home-button').click();
    await page.waitForURL((u) => decodeURIComponent(u.pathname).startsWith(`/new/page/${startPage}/${survey}/all`));
    await countsMatchServer();

    await page.goto(`${server.url}/new/page/${startPage}/${survey}/all,se`);
    await countsMatchServer();
    await page.getByRole('button', { name: 'Dev mailbox' }).click();
    await page.waitForURL((u) => u.pathname === '/new/mailbox');
    expect(await page.getByTestId('survey-menu').textContent()).toContain('Store visit');
    await page.getByRole('button', { name: 'Overview', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/new/page/'));
    expect(pathOf()).toBe(`/new/page/${startPage}/${survey}/all,se`);
    await countsMatchServer();
  });

  it('offers a region user at one of her stores only the units her role opens, and says so', async () => {
    const north = await rest<Segmented>(`vuejs/ranking/segmentedpath/${survey}/all,se,north`);
    const umea = north.segments.at(-1)!.children.find((c) => c.name === 'Umeå')!;
    await stack.browser.context.clearCookies();
    const cookie = (await apiSignIn(server.url, 'user')).sessionCookie;
    await stack.browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: server.url }]);
    // A new tab: the app resumes the cookie's session, not root's kept in the old tab.
    await page.close();
    page = await stack.browser.context.newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));
    await page.goto(`${server.url}/new/page/${startPage}/${survey}/${umea.path}`);
    const segments = page.getByTestId('drill-segment');
    await segments.nth(3).waitFor({ timeout: 30_000 });
    const menuItems = async (segment: number) => {
      await segments.nth(segment).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await items.first().waitFor();
      const texts = await items.allTextContents();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      return texts;
    };
    // Sverige: no "Show all of Sverige" (her role does not open it), only the region she may open.
    expect(await menuItems(1)).toEqual(['Your role gives access to part of Sverige only', 'Norr']);
    // The top unit lies above her role too: it is not a unit "with no units below".
    expect(await menuItems(0)).toEqual(['Your role gives access to part of Nordhem Living only']);
    await countsMatchServer();
    expect(await page.getByText('does not give access').count()).toBe(0);
    await expectAccessible(page, 'a region user’s drill bar at a store');
  });
});

describe('the whole session', () => {
  it('had no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});

function drillParamOf(u: URL): string {
  return decodeURIComponent(u.pathname.split('/').at(-1)!);
}
