/**
 * Outreach campaign calls (issue 18, spec 3 sections 3 to 7) through app.inject against the real database, the real
 * job queue and a real SMTP sink: the wizard's recipients (the illegal filter always applied), start now, sending,
 * the lists and their rates, the state commands, tracking rows, resend, deletes, rendermail, the signed links and
 * unsubscribing, and who may do what. Recipients are five samples of a unit of our own in 2020, so counts are known.
 */
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { startMailSink, type MailSink } from '../support/mail-sink';
import type { CampaignDetails } from '../../schemas/api/campaign-details.gen';
import type { CampaignInfo } from '../../schemas/api/campaign-info.gen';
import type { CampaignList } from '../../schemas/api/campaign-list.gen';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen';
import type { CampaignTrackings } from '../../schemas/api/campaign-trackings.gen';
import type { GlobalCampaignList } from '../../schemas/api/global-campaign-list.gen';
import type { NewTrackings } from '../../schemas/api/new-trackings.gen';

let database: TestDatabase;
let app: FastifyInstance;
let jobs: JobQueue;
let sink: MailSink;
let admin: string;
let root: string;
let user: string;
let mailTemplate: number;
let smsTemplate: number;
const ids: Record<string, number> = {};

const PATH = 'all,zz;ftime=Ige01012020:01012021';
const WIZARD = `mailcampaign/startcampaignnow/storevisit/invite/${encodeURIComponent(PATH)}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = admin, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: <U>() => U }>): Promise<T> => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
};
const mailsTo = (a: string) => sink.mails.filter((m) => m.rcptTo.includes(a));
async function until(check: () => Promise<boolean> | boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('timed out');
}

const START = { campaignName: 'Spring invite', sendingType: 'EMAIL', campaignType: 'PULL_ONCE', fromEmail: 'cx@example.com', fromName: 'CX team' };

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startMailSink();
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, SMTP_URL: sink.url });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await asOwner(database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root: rootUnit } = rows[0];
    const zz = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zz', 'Testland', 1, 'all,zz') returning id`, [universeId, surveyId, rootUnit])).rows[0].id;
    const people: [string, Record<string, string>][] = [
      ['anna', { name: 'Anna <Zed>', email: 'anna@example.com' }],
      ['bo', { name: 'Bo', email: 'bo@example.com' }],
      ['cia', { name: 'Cia', email: 'cia@example.com' }],
      ['dan', { name: 'Dan', email: 'not an address' }],
      ['eva', { name: 'Eva' }],
    ];
    for (const [key, contact] of people) {
      ids[key] = Number((await c.query(`insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, 1, '2020-05-01', $4) returning id`, [universeId, surveyId, zz, JSON.stringify(contact)])).rows[0].id);
    }
    const tpl = await c.query(
      `insert into message_template (universe_id, sending_type, name, subject, html, from_email, from_name) values ($1, 'EMAIL', 'Campaign test', 'Hi {{contact.name}}', '<p>Dear {{contact.name}}</p><a href="https://example.com/answer?a=1&amp;b=2">Answer</a>', 'cx@example.com', 'CX team') returning id`,
      [universeId],
    );
    mailTemplate = Number(tpl.rows[0].id);
    smsTemplate = Number((await c.query(`select id from message_template where sending_type = 'SMS' and universe_id = $1 limit 1`, [universeId])).rows[0].id);
  });
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  root = await signInToken(app, { username: 'root', password: 'sightline-root' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
});

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await sink?.close();
  await database?.drop();
});

describe('the wizard', () => {
  it('counts the recipients of the drill path, always leaving out those without a usable address', async () => {
    const info = await ok<CampaignInfo>(call('GET', `mailcampaign/createcampaigndata/storevisit/invite/${encodeURIComponent(PATH)}?sendingType=EMAIL`));
    expect(info.numberCustomers).toBe(3);
    expect(info.mailFilters[0]).toEqual(expect.objectContaining({ extname: 'illegal', nInterviews: 2, defaultEnabled: true }));
    expect(info).toMatchObject({ mailCampaigns: true, smsCampaigns: true, letterCampaigns: true, phoneCampaigns: false });
    expect(info.fromEmails).toContain('cx@example.com');
    const page = await ok<NewTrackings>(call('GET', `mailcampaign/newtrackings/storevisit/invite/${encodeURIComponent(PATH)}?sendingtype=EMAIL&sortBy=email&sortDesc=true&deletedRecipients=${ids.bo}`));
    expect(page).toEqual({ totalRows: 2, rows: [{ id: ids.cia, respondent: 'Cia', email: 'cia@example.com', status: 'new' }, { id: ids.anna, respondent: 'Anna <Zed>', email: 'anna@example.com', status: 'new' }] });
  });

  it('refuses a campaign without a name, a template of another type, PUSH from an administrator, and a user altogether', async () => {
    const bad = async (body: object, token = admin) => (await call('POST', WIZARD, token, { ...START, templateId: mailTemplate, ...body })).statusCode;
    expect(await bad({ campaignName: ' ' })).toBe(400);
    expect(await bad({ templateId: smsTemplate })).toBe(400);
    expect(await bad({ fromName: '' })).toBe(400);
    expect(await bad({ campaignType: 'PUSH', fixedRecipient: 'x@example.com' })).toBe(403);
    expect(await bad({ campaignType: 'PULL', scheduleParams: { fromDays: 0, toDays: 0, weekdays: ['mon'] } })).toBe(400);
    expect(await bad({ sendingType: 'PHONE', selectedVoice: 'v', selectedLocale: 'sv' })).toBe(400);
    expect(await bad({}, user)).toBe(403);
    expect(await owner(`select id from campaign where title = 'Spring invite'`)).toEqual([]);
  });
});

describe('a started e-mail campaign', () => {
  let id: number;

  it('starts now, sends one mail per legal recipient through the job queue, and lists its counts', async () => {
    const started = await ok<CampaignResult>(call('POST', `${WIZARD}?deletedRecipients=${ids.cia}`, admin, { ...START, templateId: mailTemplate }));
    id = started.id;
    expect(started).toMatchObject({ title: 'Spring invite', state: 'STARTED', affected: 2 });
    await until(() => mailsTo('anna@example.com').length + mailsTo('bo@example.com').length === 2);
    await until(async () => (await owner(`select 1 from campaign_tracking where campaign_id = $1 and status = 'SENT'`, [id])).length === 2);
    expect(mailsTo('cia@example.com')).toHaveLength(0);
    const anna = mailsTo('anna@example.com')[0]!;
    expect(anna.subject).toBe('Hi Anna <Zed>');
    expect(anna.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toContain('<p>Dear Anna &lt;Zed&gt;</p>');
    const list = await ok<CampaignList>(call('GET', `mailcampaign/list/storevisit/campaigns/all`, user));
    expect(list.rows.find((r) => r.id === id)).toEqual(expect.objectContaining({ title: 'Spring invite', state: 'STARTED', autoAddTitle: 'one-shot', nSent: 2, nPending: 0, nFailed: 0, rateOpened: 0, numberOfTrackingRows: 2 }));
  });

  it('counts an open and a click through signed links, refuses forged or altered ones, and shows the rates', async () => {
    const raw = mailsTo('anna@example.com')[0]!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    const open = /src="http:\/\/localhost:8080(\/rest\/campaignlink\/open\/[^"]+)"/.exec(raw)![1]!;
    const click = /href="http:\/\/localhost:8080(\/rest\/campaignlink\/click\/[^"]+)"/.exec(raw)![1]!.replace(/&amp;/g, '&');
    expect((await app.inject({ url: open })).statusCode).toBe(200);
    const res = await app.inject({ url: click });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/answer?a=1&b=2');
    // An altered target, another row's id and a made-up signature are all unknown links.
    expect((await app.inject({ url: click.replace('example.com', 'evil.example') })).statusCode).toBe(404);
    expect((await app.inject({ url: open.replace(/\/(\d+)\/([\w-]{43})$/, (_m, t: string, s: string) => `/${Number(t) + 1}/${s}`) })).statusCode).toBe(404);
    expect((await app.inject({ url: open.replace(/[\w-]{43}$/, 'A'.repeat(43)) })).statusCode).toBe(404);
    const list = await ok<CampaignList>(call('GET', `mailcampaign/list/storevisit/campaigns/all`));
    expect(list.rows.find((r) => r.id === id)).toMatchObject({ rateOpened: 50, rateClicked: 50 });
    const global = await ok<GlobalCampaignList>(call('GET', `mailcampaign/globalcampaignslist/storevisit/campaigns`));
    expect(global.rows.find((r) => r.id === id)).toMatchObject({ universeName: 'demo', surveyExtName: 'storevisit', templateTitle: 'Campaign test', nTotalMessages: 2, totalSent: 2, rateOpened: 50, rateClicked: 50 });
  });

  it("downloads the campaign's tracking rows as an Excel report, for administrators only", async () => {
    const res = await call('GET', `mailcampaign/report/storevisit/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename=storevisit-campaign-${id}-\\d{8}-\\d{4}\\.xlsx`));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    const values = sheet.getSheetValues().slice(1).map((r) => (r as ExcelJS.CellValue[]).slice(1));
    expect(values[0]).toEqual(['Recipient', 'Respondent', 'Unit', 'State', 'Last change', 'Views', 'Clicks', 'Error']);
    expect(values.slice(1).map((r) => [r[0], r[3], r[5], r[6]])).toEqual([
      ['anna@example.com', 'Delivered', 1, 1],
      ['bo@example.com', 'Delivered', 0, 0],
    ]);
    expect((await call('GET', `mailcampaign/report/storevisit/${id}`, user)).statusCode).toBe(403);
    expect((await call('GET', `mailcampaign/report/storevisit/999999`)).statusCode).toBe(404);
  });

  it('pages, sorts and filters tracking rows; resends one as a new message; deletes rows', async () => {
    // A call left a recording for anna's row only: the row says so, so the screen offers its player.
    await owner(
      `insert into call_recording (universe_id, tracking_id, call_id, duration_seconds, audio)
       select universe_id, id, 'call-1', 3, '\\xfffb'::bytea from campaign_tracking where campaign_id = $1 and recipient = 'anna@example.com'`,
      [id],
    );
    const page = await ok<CampaignTrackings>(call('GET', `mailcampaign/trackings/storevisit/${id}/campaign?from=0&to=50&sortBy=clickCount&sortDesc=true`));
    expect(page.totalRows).toBe(2);
    expect(page.rows.map((r) => [r.columnValues[1], r.status, r.openCount, r.clickCount, r.recording])).toEqual([
      ['anna@example.com', 'SENT', 1, 1, true],
      ['bo@example.com', 'SENT', 0, 0, false],
    ]);
    const bo = page.rows[1]!;
    // A page past the last row still says how many rows there are, so the table can page back.
    expect(await ok<CampaignTrackings>(call('GET', `mailcampaign/trackings/storevisit/${id}/campaign?from=50&to=100`))).toMatchObject({ rows: [], totalRows: 2 });
    const filtered = await ok<CampaignTrackings>(call('GET', `mailcampaign/trackings/storevisit/${id}/campaign?filter=BO@`));
    expect(filtered.rows.map((r) => r.id)).toEqual([bo.id]);
    expect(filtered.totalRows).toBe(1);
    expect(await ok<CampaignResult>(call('GET', `mailcampaign/sendmail/storevisit/${id}?ids=${bo.id}`))).toMatchObject({ affected: 1 });
    await until(() => mailsTo('bo@example.com').length === 2);
    expect(new Set(mailsTo('bo@example.com').map((m) => m.messageId)).size).toBe(2);
    expect(await ok<CampaignResult>(call('DELETE', `mailcampaign/trackings/storevisit/${id}?ids=${bo.id}`))).toMatchObject({ affected: 1 });
    expect((await ok<CampaignTrackings>(call('GET', `mailcampaign/trackings/storevisit/${id}/campaign`))).totalRows).toBe(1);
    expect((await call('GET', `mailcampaign/trackings/storevisit/${id}/campaign`, user)).statusCode).toBe(403);
  });

  it('renders the mail for a recipient with escaped values and without tracked links', async () => {
    const [t] = await owner<{ id: number }>(`select id::int as id from campaign_tracking where campaign_id = $1`, [id]);
    const res = await call('GET', `mailcampaign/rendermail/storevisit/invite/all?mailAction=${id}&trackingId=${t!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<p>Dear Anna &lt;Zed&gt;</p>');
    expect(res.body).not.toContain('campaignlink');
  });

  it('pauses, resumes and stops, refusing a command its state does not allow', async () => {
    expect((await ok<CampaignResult>(call('GET', `mailcampaign/pause/storevisit/${id}`))).state).toBe('PAUSED');
    expect((await call('GET', `mailcampaign/pause/storevisit/${id}`)).statusCode).toBe(409);
    expect((await call('GET', `mailcampaign/start/storevisit/${id}`)).statusCode).toBe(409);
    const details = await ok<CampaignDetails>(call('GET', `mailcampaign/storevisit/${id}`));
    expect(details).toMatchObject({ state: 'PAUSED', canStart: false, canStop: true, templateDetails: { name: 'Campaign test' }, scheduleParams: { fromDays: -30, toDays: 0 } });
    expect((await ok<CampaignResult>(call('GET', `mailcampaign/resume/storevisit/${id}`))).state).toBe('STARTED');
    expect((await ok<CampaignResult>(call('GET', `mailcampaign/stop/storevisit/${id}`))).state).toBe('STOPPED');
    expect((await call('GET', `mailcampaign/resume/storevisit/${id}`)).statusCode).toBe(409);
    expect((await call('GET', `mailcampaign/stop/storevisit/${id}`, user)).statusCode).toBe(403);
  });

  it('saves an edit, and deletes the campaign with its rows', async () => {
    const details = await ok<CampaignDetails>(call('GET', `mailcampaign/storevisit/${id}`));
    const saved = await ok<CampaignDetails>(call('PUT', `mailcampaign/storevisit/${id}`, admin, { ...details, title: 'Spring invite (edited)', state: 'STARTED' }));
    expect(saved).toMatchObject({ title: 'Spring invite (edited)', state: 'STOPPED', created: details.created, lastRun: details.lastRun });
    expect(details.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await call('PUT', `mailcampaign/storevisit/${id}`, admin, { ...details, title: '' })).statusCode).toBe(400);
    expect(await ok<CampaignResult>(call('DELETE', `mailcampaign/storevisit/${id}`))).toMatchObject({ affected: 1 });
    expect((await call('GET', `mailcampaign/storevisit/${id}`)).statusCode).toBe(404);
  });
});

describe('the tracking table over every sort, page and filter', () => {
  // Fourteen rows with ties in every sort column (the id breaks them, descending in a descending sort), read as the plain query
  // orders them: every window, near and far (a far one is read from the other end), must be that order's slice.
  let id: number;
  let universeId: number;
  const SORTS = { id: 'id', updatedTime: 'updated_at', status: 'status', openCount: 'open_count', clickCount: 'click_count', recipient: 'recipient' } as const;
  // Row i: NAMES[i], address a..k (x before the @ every third row), status SENT, FAILED, PENDING, UNSUB in turn.
  const NAMES = ['Tove', 'Ann', 'Ann', 'Bea', 'Eva', 'Tove', 'Cia', 'Dag', 'Eli', 'Fia', 'Gun', 'Hed', 'Ina', 'Jon'];
  const rows = (query: string) => ok<CampaignTrackings>(call('GET', `mailcampaign/trackings/storevisit/${id}/campaign?${query}`));

  beforeAll(async () => {
    ({ id, universeId } = (await owner<{ id: number; universeId: number }>(
      `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, link, link_key)
       select universe_id, id, 'Paging', 'PULL_ONCE', 'EMAIL', 'STOPPED', 'all', 'k' from survey where ext_name = 'storevisit' returning id::int as id, universe_id as "universeId"`,
    ))[0]!);
    for (const [i, name] of NAMES.entries()) {
      const [sample] = await owner<{ id: number }>(
        `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) select universe_id, survey_id, id, 1, '2019-05-01', $1 from unit where path = 'all' and survey_id = (select survey_id from campaign where id = $2) returning id::int as id`,
        [JSON.stringify({ name }), id],
      );
      await owner(
        `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status, open_count, click_count, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [universeId, id, sample!.id, `${'abcabcdefghijk'[i]}${i % 3 ? '' : 'x'}@example.se`, ['SENT', 'FAILED', 'PENDING', 'UNSUB'][i % 4], i % 3, i % 2, `2020-05-0${1 + (i % 4)}T10:00:00Z`],
      );
    }
  });

  it('answers every window of every sort both ways as the plain ordered query, and counts the rows', async () => {
    const dir = (desc: boolean) => (desc ? 'desc' : 'asc');
    for (const [sortBy, column] of Object.entries(SORTS)) {
      for (const desc of [false, true]) {
        // A descending sort is the ascending order reversed, ids too (one index read backwards).
        const expected = (await owner<{ id: number }>(`select id::int as id from campaign_tracking where campaign_id = $1 order by ${column} ${dir(desc)}, id ${dir(desc)}`, [id])).map((r) => r.id);
        for (const [from, to] of [[0, 5], [5, 10], [10, 14], [9, 14], [13, 14], [6, 7], [3, 4], [12, 20], [14, 20], [0, 50]] as const) {
          const page = await rows(`from=${from}&to=${to}&sortBy=${sortBy}&sortDesc=${desc}`);
          expect([sortBy, desc, from, page.rows.map((r) => r.id), page.totalRows]).toEqual([sortBy, desc, from, expected.slice(from, to), NAMES.length]);
        }
      }
    }
  });

  it('filters by respondent, address or status, whatever the case, and pages the matches from either end', async () => {
    const byText = async (text: string) => (await rows(`filter=${encodeURIComponent(text)}`)).rows.map((r) => r.columnValues);
    expect(await byText('ann')).toEqual([['Ann', 'b@example.se'], ['Ann', 'c@example.se']]);
    expect(await byText('X@EXAMPLE')).toEqual([['Tove', 'ax@example.se'], ['Bea', 'ax@example.se'], ['Cia', 'dx@example.se'], ['Fia', 'gx@example.se'], ['Ina', 'jx@example.se']]);
    // A status: 'ailed' is FAILED (rows 1, 5, 9, 13); a text that names no status, respondent or address matches nothing.
    const failed = await rows('filter=ailed&sortBy=recipient&sortDesc=true&from=2&to=4');
    expect(failed).toMatchObject({ totalRows: 4 });
    expect(failed.rows.map((r) => [r.status, r.columnValues[1]])).toEqual([['FAILED', 'c@example.se'], ['FAILED', 'b@example.se']]);
    expect(await rows('filter=zzz')).toMatchObject({ rows: [], totalRows: 0 });
    // Nothing matches across the respondent and the address, even with the separator they are searched by.
    expect(await byText('Toveax')).toEqual([]);
    expect(await byText('Tove\u001fax@')).toEqual([]);
    expect(await byText('50%')).toEqual([]);
  });

  it("follows a renamed or deleted sample and the rows' count, and keeps the rows behind row-level security", async () => {
    await owner(`update sample set contact = '{"name": "Tuva"}' where id = (select sample_id from campaign_tracking where campaign_id = $1 order by id limit 1)`, [id]);
    expect(await rows('filter=tuva')).toMatchObject({ totalRows: 1, rows: [{ columnValues: ['Tuva', 'ax@example.se'] }] });
    await owner(`delete from sample where id = (select sample_id from campaign_tracking where campaign_id = $1 order by id offset 1 limit 1)`, [id]);
    const page = await rows('from=0&to=2');
    expect(page.rows.map((r) => [r.sampleId, r.columnValues[0]])).toEqual([[expect.any(Number), 'Tuva'], [null, '']]);
    const [last] = (await rows('from=13&to=14')).rows;
    expect(await ok<CampaignResult>(call('DELETE', `mailcampaign/trackings/storevisit/${id}?ids=${last!.id}`))).toMatchObject({ affected: 1 });
    expect((await rows('from=0&to=50')).totalRows).toBe(13);
    expect(await owner(`select tracking_rows from campaign where id = $1`, [id])).toEqual([{ tracking_rows: 13 }]);
    const [other] = await owner<{ id: number }>(`select id from universe where id <> $1 order by id limit 1`, [universeId]);
    // The filter's index functions (which run as their owner) apply the tenant themselves, and the table's policy still does.
    const seen = (u: number, from: string) =>
      database.db.withTenant({ universeId: u }, async (c) => (await c.query<{ n: number }>(`select count(*)::int as n from ${from}`, [id])).rows[0]!.n);
    for (const from of [
      `campaign_tracking_filtered_page($1, '%e%', '{}', 'id', false, 100, 0)`,
      `generate_series(1, campaign_tracking_filtered_count($1, '%e%', '{}')::int)`,
      `campaign_tracking where campaign_id = $1 and search like '%e%'`,
    ]) {
      expect(await seen(universeId, from)).toBe(13);
      expect(await seen(other!.id, from)).toBe(0);
    }
  });
});

describe('the demo campaigns', () => {
  it('list every state with the rates their tracking history gives (hand-counted from the seed rules)', async () => {
    const list = await ok<CampaignList>(call('GET', `mailcampaign/list/storevisit/campaigns/all`, user));
    const demo = Object.fromEntries(list.rows.filter((r) => !r.title.startsWith('Spring invite') || r.title === 'Spring invitation').map((r) => [r.title, r]));
    // 60 rows: 9 of every 10 sent (54), the tenth failed in even tens (3) and pending in odd ones (3); 6 of 10 opened (36 of 54), 3 clicked (18).
    expect(demo['Spring invitation']).toMatchObject({ state: 'STOPPED', nSent: 54, nFailed: 3, nPending: 3, rateOpened: 66.7, rateClicked: 33.3, numberOfTrackingRows: 60 });
    expect(demo['Reminder to answer']).toMatchObject({ state: 'PAUSED', nSent: 18, nFailed: 8, nPending: 4, rateOpened: 50, rateClicked: 16.7 });
    expect(demo['New visitors (daily)']).toMatchObject({ state: 'STARTED', autoAddTitle: 'auto-add', nSent: 25, rateOpened: 48, rateClicked: 24 });
    expect(demo['Autumn follow-up']).toMatchObject({ state: 'CREATED', numberOfTrackingRows: 0, scheduled: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T08:00:00/) });
  });
});

describe('unsubscribing', () => {
  it('one click puts the address on the suppression list; no later campaign mails it', async () => {
    const first = await ok<CampaignResult>(call('POST', WIZARD, root, { ...START, campaignName: 'First', templateId: mailTemplate }));
    await until(async () => (await owner(`select 1 from campaign_tracking where campaign_id = $1 and status = 'SENT'`, [first.id])).length === 3);
    const raw = mailsTo('cia@example.com').at(-1)!.raw.split('\r\n\r\n')[0]!.replace(/\r\n\s+/g, ' ');
    const unsub = /List-Unsubscribe: <http:\/\/localhost:8080([^>]+)>/.exec(raw)![1]!;
    expect((await app.inject({ url: unsub })).statusCode).toBe(200);
    expect(await owner(`select address from campaign_suppression where address = 'cia@example.com'`)).toEqual([]);
    expect((await app.inject({ method: 'POST', url: `${unsub.slice(0, -3)}xyz` })).statusCode).toBe(404);
    const res = await app.inject({ method: 'POST', url: unsub, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await owner(`select address, reason from campaign_suppression where address like 'cia%'`)).toEqual([{ address: 'cia@example.com', reason: 'UNSUBSCRIBED' }]);
    const before = mailsTo('cia@example.com').length;
    const second = await ok<CampaignResult>(call('POST', WIZARD, root, { ...START, campaignName: 'Second', templateId: mailTemplate }));
    expect(second.affected).toBe(2);
    await until(async () => (await owner(`select 1 from campaign_tracking where campaign_id = $1 and status = 'SENT'`, [second.id])).length === 2);
    expect(mailsTo('cia@example.com')).toHaveLength(before);
  });
});

describe("the wizard's mail filters", () => {
  // After 'unsubscribing': First and Second (mail action invite) reached anna and bo; cia is suppressed.
  const data = (query: string, action = 'invite') => ok<CampaignInfo>(call('GET', `mailcampaign/createcampaigndata/storevisit/${action}/${encodeURIComponent(PATH)}?sendingType=EMAIL${query}`));

  it('offers "contacted" ticked by default, counts whom it leaves out, and applies it only when ticked (illegal always)', async () => {
    const offered = await data('');
    expect(offered.mailFilters.map((f) => [f.extname, f.nInterviews, f.defaultEnabled])).toEqual([
      ['illegal', 2, true],
      ['contacted', 2, true],
    ]);
    expect(offered.numberCustomers).toBe(2);
    expect((await data('&mailFilters=contacted')).numberCustomers).toBe(0);
    expect((await data('&mailFilters=illegal,contacted')).numberCustomers).toBe(0);
    // Unticked: everyone with a usable address again; illegal cannot be unticked.
    expect((await data('&mailFilters=')).numberCustomers).toBe(2);
    // Another mail action has reached nobody.
    expect((await data('&mailFilters=contacted', 'reminder')).numberCustomers).toBe(2);
    const rows = await ok<NewTrackings>(call('GET', `mailcampaign/newtrackings/storevisit/invite/${encodeURIComponent(PATH)}?sendingtype=EMAIL&mailFilters=contacted`));
    expect(rows).toEqual({ rows: [], totalRows: 0 });
    expect((await call('GET', `mailcampaign/createcampaigndata/storevisit/invite/${encodeURIComponent(PATH)}?mailFilters=nosuch`)).statusCode).toBe(400);
  });

  it('keeps the ticked filters with the campaign it starts', async () => {
    const started = await ok<CampaignResult>(call('POST', `${WIZARD}?mailFilters=contacted`, admin, { ...START, campaignName: 'Third', templateId: mailTemplate }));
    expect(started.affected).toBe(0);
    const details = await ok<CampaignDetails>(call('GET', `mailcampaign/storevisit/${started.id}`));
    expect(details.campaignFilters).toEqual([expect.objectContaining({ extname: 'illegal', selected: true }), expect.objectContaining({ extname: 'contacted', selected: true })]);
    const unticked = await ok<CampaignResult>(call('POST', `${WIZARD}?mailFilters=`, admin, { ...START, campaignName: 'Fourth', templateId: mailTemplate }));
    expect(unticked.affected).toBe(2);
  });
});

describe('campaign links (the alert list campaign dialog)', () => {
  const link = (campaign: string, query = '', token = admin) => call('GET', `campaign/link/storevisit/${campaign}${query}`, token);

  it("offers the survey's configured campaigns to its administrators in their locale, and to no one else", async () => {
    type Identity = { surveys: { extName: string; campaigns?: { extName: string; bodyText: string; actionText: string }[] }[] };
    const mine = await ok<Identity>(call('GET', 'auth/identity'));
    expect(mine.surveys.find((s) => s.extName === 'storevisit')!.campaigns).toEqual([
      { extName: 'followup', bodyText: 'Follow up the customers behind these alerts with an e-mail campaign.', actionText: 'Create the campaign' },
    ]);
    const theirs = await ok<Identity>(call('GET', 'auth/identity', user));
    expect(theirs.surveys.find((s) => s.extName === 'storevisit')!.campaigns).toEqual([]);
  });

  it("answers the creation wizard's address for the campaign's mail action over the given drill path, the survey's top without one", async () => {
    expect(await ok(link('followup', `?path=${encodeURIComponent('all,se,north;lsegs=det')}`))).toEqual({
      url: `${TEST_PUBLIC_URL}/new/createmailcampaign/storevisit/reminder/all,se,north%3Blsegs%3Ddet`,
    });
    expect(await ok(link('followup'))).toEqual({ url: `${TEST_PUBLIC_URL}/new/createmailcampaign/storevisit/reminder/all` });
  });

  it('refuses an unknown campaign (404), a malformed drill path (400) and a member who is no administrator (403)', async () => {
    const unknown = await link('nosuch');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('The survey storevisit offers no campaign "nosuch".');
    expect((await link('followup', `?path=${encodeURIComponent('all,se;gender')}`)).statusCode).toBe(400);
    expect((await link('followup', '', user)).statusCode).toBe(403);
  });
});
