import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { signInAtProvider } from '../support/browser';
import { apiSignIn, signInAs } from '../support/sign-in';
import { asOwner, type TestDatabase } from '../support/db';
import { startE2eStack, type E2eStack } from '../support/e2e-stack';
import type { ServerProcess } from '../support/server-process';

let stack: E2eStack;
let database: TestDatabase;
let server: ServerProcess;
let browser: E2eStack['browser'];
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  // The seeded template (small demo data, every sign-in demo user): the server does not seed again.
  ({ database, server, browser } = stack = await startE2eStack());
});

afterAll(async () => {
  await stack?.close();
});

/** A fresh tab with no cookies: no identity-provider session, no app session. */
async function freshPage(): Promise<Page> {
  await page?.close();
  await browser.context.clearCookies();
  page = await browser.context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return page;
}

const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  asOwner(database.adminUrl, async (c) => (await c.query<T>(text, params)).rows);

describe('login statuses in the browser', () => {
  it('9: a user in no universe is told so and can sign in as someone else', async () => {
    await freshPage();
    await page.goto(`${server.url}/new/`);
    await signInAs(page, 'newbie');
    await page.getByText('This user is not configured for this server').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'login status 9');
    await page.getByRole('button', { name: 'Login with a different user' }).click();
    await page.getByRole('heading', { name: 'Sign in to Sightline' }).waitFor({ timeout: 30_000 });
  });

  it('5 and 8: a user in several universes chooses one; its first load shows a percentage, then the app opens', async () => {
    await freshPage();
    await page.goto(`${server.url}/new/`);
    await signInAs(page, 'multi');
    await page.getByRole('heading', { name: 'Choose a universe' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'login status 5');
    await page.getByRole('button', { name: /Sightline Demo Nordics/ }).click();
    await page.getByRole('heading', { name: 'Preparing your data' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('load-percent').textContent()).toMatch(/^\d{1,2}\s?%$/);
    await expectAccessible(page, 'login status 8');
    // Polled every 5 s; the demo universe needs 12 s on the first visit.
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 40_000 });
    await expect(page.getByTestId('survey-menu').textContent()).resolves.toContain('Customer NPS');
    // Several universes: the change-universe button is there.
    await page.getByTestId('change-universe-button').waitFor();
  });

  it('6: changing universe reloads at the login with the overview of the universes and their indicators', async () => {
    await page.getByTestId('change-universe-button').click();
    await page.getByRole('table', { name: 'Your universes at a glance' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'login status 6');
    await page.getByRole('button', { name: 'Choose Sightline Demo Retail' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    const token = await page.evaluate(() => sessionStorage.getItem('sightline.authToken'));
    const me = await fetch(`${server.url}/rest/vuejs/auth/identity`, { headers: { authorization: token ?? '' } }).then((r) => r.json());
    expect(me).toMatchObject({ username: 'multi', universe: 'demo', loginStatus: 0 });
  });

  it('keeps a deep link with a campaign through a session that still needs a universe (redirect and survey parameters)', async () => {
    await freshPage();
    // A session without a universe (status 5), as the server keeps it in its cookie.
    const cookie = (await apiSignIn(server.url, 'multi')).sessionCookie;
    await browser.context.addCookies([{ name: 'sightline_session', value: cookie, url: server.url }]);
    await page.goto(`${server.url}/new/samplelist/storevisit/all?campaignId=77`);
    await page.waitForURL((url) => url.pathname === '/new/' && url.searchParams.get('survey') === 'storevisit', { timeout: 30_000 });
    // The list route adds its default page=1.
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/samplelist\/storevisit\/all\?campaignId=77(&page=1)?$/);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      { event: 'deep-link-before-login', path: '/samplelist/storevisit/all' },
    ]);
    await page.getByRole('button', { name: /Sightline Demo Retail/ }).click();
    await page.waitForURL((url) => url.pathname === '/new/samplelist/storevisit/all', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Samples' }).waitFor();
    expect(new URL(page.url()).searchParams.get('campaignId')).toBe('77');
    await expectAccessible(page, 'the sample list');
  });

  it('7: a universe admin sees the act-as pickers; a refusal shows the server text under the picker; acting is recorded', async () => {
    await freshPage();
    await page.goto(`${server.url}/new/`);
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Act as another user?' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'login status 7');
    // Ulla is disabled in the universe after the list was sent: the server refuses with its reason.
    await sql(`update universe_member set disabled = true where user_id = (select id from app_user where username = 'user') and universe_id = (select id from universe where name = 'demo')`);
    await page.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: /Ulla User/ }).click();
    await page.getByRole('button', { name: 'Act as this user' }).click();
    await expect(page.getByTestId('act-as-error').textContent({ timeout: 30_000 })).resolves.toBe(
      '"user" is not an active user of Sightline Demo Retail, so you cannot act as them.',
    );
    await sql(`update universe_member set disabled = false where user_id = (select id from app_user where username = 'user') and universe_id = (select id from universe where name = 'demo')`);
    await page.getByRole('button', { name: 'Act as this user' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    await expect(page.getByTestId('acting-as').textContent()).resolves.toBe('Ulla User, acting as admin');
    expect(await sql(`select a.username as admin, u.username as "user" from impersonation i join app_user a on a.id = i.admin_user_id join app_user u on u.id = i.user_id`)).toEqual([
      { admin: 'admin', user: 'user' },
    ]);
    // Acting as an ordinary user: that user's buttons, not the admin's.
    expect(await page.getByTestId('users-button').count()).toBe(0);
  });

  it('7 → 0: the admin continues as himself and gets the users administration button, not the root ones', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Act as another user?' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Sightline Demo Retail' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    await page.getByTestId('users-button').waitFor();
    expect(await page.getByTestId('backend-button').count()).toBe(0);
    expect(await page.getByTestId('bug-badge').count()).toBe(0);
    await page.getByTestId('users-button').click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/userlist/'));
    await page.getByRole('heading', { name: 'Users' }).waitFor();
  });
});

describe('the shell as root', () => {
  it('shows the backend button and the bug badge; the bug list counts reported errors and can be cleared', async () => {
    await freshPage();
    await page.goto(`${server.url}/new/`);
    await signInAs(page, 'root');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    const token = (await page.evaluate(() => sessionStorage.getItem('sightline.authToken')))!;
    const survey = (await fetch(`${server.url}/rest/vuejs/auth/identity`, { headers: { authorization: token } }).then((r) => r.json())).startSurvey;
    for (let i = 0; i < 3; i++) {
      await fetch(`${server.url}/rest/vuejs/logs/bugs/${survey}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'TypeError: chart data missing' }),
      });
    }
    await page.reload();
    await page.getByTestId('backend-button').waitFor({ timeout: 30_000 });
    // The count arrives with the bug list query: wait for it rather than read the badge at once.
    await page.getByTestId('bug-badge').filter({ hasText: '3' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('bug-badge').click();
    const dialog = page.getByRole('dialog', { name: 'Bug list' });
    await dialog.getByText('TypeError: chart data missing').waitFor();
    expect(await dialog.getByRole('cell', { name: /^\d{2}\/\d{2}-\d{4}$/ }).count()).toBe(1);
    await expectAccessible(page, 'the bug list');
    await dialog.getByRole('button', { name: 'Clear the list' }).click();
    await dialog.getByText('No bugs are reported for this survey.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('backend-button').click();
    await page.waitForURL((url) => url.pathname === `/new/surveylist/${survey}`);
    await page.getByRole('heading', { name: 'Survey administration' }).waitFor();
  });

  it('has the system message bar, the support dialog and the filter drawer', async () => {
    await expect(page.getByTestId('system-message').textContent()).resolves.toContain('Welcome to the Sightline demo');
    await page.getByRole('button', { name: 'Support' }).click();
    const support = page.getByRole('dialog', { name: 'Support' });
    await support.getByRole('link', { name: 'Frequently asked questions' }).waitFor();
    await support.getByRole('link', { name: /^support@/ }).waitFor();
    await expectAccessible(page, 'the support dialog');
    await support.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('filter-button').click();
    await page.getByRole('region', { name: 'Filters' }).waitFor();
    await expectAccessible(page, 'the filter drawer');
    await page.keyboard.press('Escape');
  });

  it('on a phone, the survey pages are in a menu drawer that closes after a choice', async () => {
    await page.setViewportSize({ width: 420, height: 860 });
    expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(false);
    await page.getByTestId('pages-menu-button').click();
    const drawer = page.getByRole('navigation', { name: 'Pages' });
    await drawer.waitFor();
    await expectAccessible(page, 'the pages menu on a phone');
    const second = drawer.getByRole('button').nth(1);
    await second.click();
    await drawer.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('password reset by mail', () => {
  it('mails a link over SMTP; the link refuses a weak password, accepts a good one, and the new one signs in', async () => {
    await freshPage();
    await page.goto(`${server.url}/new/forgot`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'the forgot-password page');
    await page.getByLabel(/^Username or e-mail address\W*$/).fill('ghost');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('There is no user called ghost.').waitFor();
    await page.getByLabel(/^Username or e-mail address\W*$/).fill('user');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('We sent a link to u…@sightline.local').waitFor();

    const [mail] = await sql<{ text_body: string; rcpt_to: string[] }>(`select text_body, rcpt_to from mail_message order by id desc limit 1`);
    expect(mail!.rcpt_to).toEqual(['user@sightline.local']);
    const link = /(http:\/\/\S+\/new\/reset\?token=\S+)/.exec(mail!.text_body)![1]!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page, 'the reset page');
    await page.getByLabel(/^New password\W*$/).fill('short');
    await page.getByLabel(/^New password again\W*$/).fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Use at least 15 characters.').waitFor();
    await page.getByLabel(/^New password\W*$/).fill('qwertyuiop123456');
    await page.getByLabel(/^New password again\W*$/).fill('qwertyuiop123456');
    await page.getByText('This is one of the most common passwords. Choose another.').waitFor();
    await page.getByLabel(/^New password\W*$/).fill('a much better one 2026');
    await page.getByLabel(/^New password again\W*$/).fill('a much better one 2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The password of user is changed. Sign in with it now.').waitFor();
    // Used once: the same link now says so.
    await page.goto(link);
    await page.getByLabel(/^New password\W*$/).fill('yet another one 2026');
    await page.getByLabel(/^New password again\W*$/).fill('yet another one 2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This reset link was already used.').waitFor();

    await page.goto(`${server.url}/new/ranking/storevisit/all?page=2`);
    await signInAtProvider(page, 'user', 'a much better one 2026');
    // The guard's redirect after login: back to the deep link.
    await page
      .waitForURL((url) => url.pathname === '/new/ranking/storevisit/all' && url.searchParams.get('page') === '2', { timeout: 30_000 })
      .catch(async (err: Error) => {
        await page.screenshot({ path: '/tmp/i5-shot.png' });
        throw new Error(`${err.message} (at ${page.url()})`);
      });
    await page.getByRole('heading', { name: 'Ranking' }).waitFor();
  });
});

describe('notices', () => {
  it('/upgrade needs no sign-in and gives the reopening time in CET and the support contact', async () => {
    await freshPage();
    await page.goto(`${server.url}/new/upgrade`);
    await page.getByRole('heading', { name: 'Sightline is being upgraded' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('reopens-at').textContent()).resolves.toMatch(/CET/);
    await page.getByTestId('support-contact').waitFor();
    expect(page.url()).toBe(`${server.url}/new/upgrade`);
    await expectAccessible(page, '/upgrade');
  });

  it('/responsive is a public placeholder', async () => {
    await page.goto(`${server.url}/new/responsive`);
    await page.getByRole('heading', { name: 'Responsive dashboard' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, '/responsive');
  });

  it('/finland says where the login moved, keeps old data reachable and leads to the default page', async () => {
    await page.goto(`${server.url}/new/finland`);
    await signInAtProvider(page, 'user', 'a much better one 2026');
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/') || url.pathname === '/new/finland', { timeout: 30_000 });
    await page.goto(`${server.url}/new/finland`);
    await page.getByRole('heading', { name: 'Sightline has moved' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'sightline.example.fi' }).waitFor();
    await page.getByRole('link', { name: 'the archive' }).waitFor();
    // Tabs and sidebars hidden here.
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
    await expectAccessible(page, '/finland');
    await page.getByRole('button', { name: 'Continue to Sightline' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
  });

  it('sends unknown paths to /', async () => {
    await page.goto(`${server.url}/new/no/such/screen`);
    await page.waitForURL((url) => url.pathname.startsWith('/new/page/'), { timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });
});
