/**
 * The interview calls against the seeded demo: the data's shape against its schema, unit scope and universes, adding
 * comments (validation, persistence, transaction), sharing on and off, and the public shared interview.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchemas } from '../../schemas/api/index';
import type { InterviewComment } from '../../schemas/api/interview-comment.gen';
import type { InterviewData } from '../../schemas/api/interview-data.gen';
import type { SharedInterview } from '../../schemas/api/shared-interview.gen';
import type { ShareInterviewAnswer } from '../../schemas/api/share-interview-answer.gen';
import { asOwner } from '../support/db';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/app';

let t: TestApp;
let root: string;
let user: string;
/** A store-visit interview in region North (the ordinary user's scope), with a comment answer and a contact. */
let north: { id: number; unitName: string; storeName: string; contactName: string; contactEmail: string; comment: string };
/** A store-visit interview outside region North. */
let elsewhere: number;
let serviceInterview: number;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const s of apiSchemas) ajv.addSchema(s);
function expectValid(schema: string, data: unknown) {
  const validate = ajv.getSchema(schema)!;
  const ok = validate(data);
  expect(ok ? [] : validate.errors).toEqual([]);
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login('root', 'sightline-root');
  user = await t.login('user', 'sightline-user');
  await asOwner(t.database.adminUrl, async (c) => {
    const pick = async (inNorth: boolean, survey = 'storevisit') =>
      (
        await c.query(
          `select i.id, u.name, p.name as store, s.contact, a.text_value
             from interview i join unit u on u.id = i.unit_id join unit p on p.id = u.parent_id join survey sv on sv.id = i.survey_id
             join sample s on s.interview_id = i.id
             left join answer a on a.interview_id = i.id and a.question = 'comment'
            where sv.ext_name = $1 and (u.path like 'all,se,north,%') = $2
            order by a.text_value is null, i.id limit 1`,
          [survey, inNorth],
        )
      ).rows[0];
    const n = await pick(true);
    north = { id: Number(n.id), unitName: n.name, storeName: n.store, contactName: n.contact.name, contactEmail: n.contact.email, comment: n.text_value };
    elsewhere = Number((await pick(false)).id);
    serviceInterview = Number((await pick(false, 'service')).id);
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET vuejs/interview/{survey}/{id}', () => {
  it('answers the interview page data, valid against its schema, built from the interview', async () => {
    const res = await get(`/rest/vuejs/interview/storevisit/${north.id}`, root);
    expect(res.statusCode).toBe(200);
    const data = res.json<InterviewData>();
    expectValid('InterviewData', data);
    expect(data.interviewId).toBe(north.id);
    expect(data.unitName).toBe(north.unitName);
    expect(data.enableSharing).toBe(true);
    expect(data.headerVariableTitle).toBe('Store');
    // The header names the store; the interview's own unit (an employee) is one of the background answers.
    expect(data.sidebarData.header).toBe(north.storeName);
    // The header's background answers, as configured in storevisit.yaml (at most eight).
    expect(data.sidebarData.bgAnswers.map((a) => a.title)).toEqual(['Answered', 'Customer', 'Employee', 'Channel', 'Customer segment', 'Gender', 'Age group']);
    expect(data.sidebarData.bgAnswers[2]!.value).toBe(north.unitName);
    expect(data.sidebarData.bgAnswers[1]!.value).toBe(north.contactName);
    expect(data.sidebarData.bgAnswers[0]).toMatchObject({ type: 'date', value: data.respondedAt.slice(0, 10) });
    const customer = data.backgroundGroups.find((g) => g.extname === 'customer')!;
    expect(customer.questionAnswers.find((a) => a.extname === 'contactEmail')!.value).toBe(north.contactEmail);
    // The gender is shown by its option title, not its code.
    expect(['Female', 'Male', 'Other']).toContain(customer.questionAnswers.find((a) => a.extname === 'gender')!.value);
    expect(data.openQuestionsData).toEqual([{ label: 'What could we do better?', value: north.comment }]);
    expect(data.starredQuestionsData.map((s) => s.label)).toEqual(['Likelihood to recommend', 'Overall satisfaction', 'Effort to find what you needed']);
    // Rating and face follow the NPS answer.
    const nps = Number(data.starredQuestionsData[0]!.value);
    expect(data.sidebarData.rating).toBe(nps);
    expect(data.sidebarData.faceIcon).toBe(nps >= 9 ? 'happy' : nps >= 7 ? 'neutral' : 'sad');
    expect(data.highlights.find((h) => h.type === 'loyalty')!.data.segment).toBe(nps >= 9 ? 'promoter' : nps >= 7 ? 'passive' : 'detractor');
    expect(data.resultGroupsData.map((g) => g.label)).toEqual(['The store', 'Service']);
    for (const a of data.resultGroupsData.flatMap((g) => g.answers)) expect(a.icon).toBe(Number(a.value) >= 4 ? 'happy' : Number(a.value) === 3 ? 'neutral' : 'sad');
    expect(data.tableGroups.map((g) => g.extname)).toEqual(['alerts', 'invitations']);
    // Their dates are day/month-year (with the 24-hour clock for a moment), never ISO (spec 1 section 9).
    for (const row of data.tableGroups.flatMap((g) => g.rows)) expect(row.cells[0]).toMatch(/^\d\d\/\d\d-\d{4}( \d\d:\d\d)?$/);
    expect(data.recordGroups[0]!.rows.length).toBeGreaterThanOrEqual(8);
    // Root users see the internal names.
    expect(data.showInternalValues).toBe(true);
    expect(data.recordGroups[0]!.columns[0]!.extname).toBe('internalName');
    expect(data.mailTrackingsData).toEqual({ stats: null, rows: [] });
  });

  it('lists up to ten related interviews of the same unit, this one selected, with a development chart', async () => {
    const data = (await get(`/rest/vuejs/interview/storevisit/${north.id}`, root)).json<InterviewData>();
    const links = data.sidebarData.interviewLinks;
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(10);
    expect(links.filter((l) => l.isSelected).map((l) => l.interviewId)).toEqual([north.id]);
    expect([...links].map((l) => l.label).sort()).toEqual(links.map((l) => l.label));
    expect(data.sidebarData.chartData.data).toEqual(links.map((l) => l.rating));
    expect(data.sidebarData.showDevelopmentChart).toBe(links.filter((l) => l.rating !== null).length >= 2);
    const units = await asOwner(t.database.adminUrl, (c) => c.query(`select distinct unit_id from interview where id = any($1::bigint[])`, [links.map((l) => l.interviewId)]));
    expect(units.rowCount).toBe(1);
  });

  it('gives an ordinary user the interviews of her region, hides internal names, and 403 outside it', async () => {
    const mine = await get(`/rest/vuejs/interview/storevisit/${north.id}`, user);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<InterviewData>().showInternalValues).toBe(false);
    expect(mine.json<InterviewData>().recordGroups[0]!.columns.map((c) => c.extname)).toEqual(['question', 'value']);
    const other = await get(`/rest/vuejs/interview/storevisit/${elsewhere}`, user);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'outside_scope' });
    expect(other.json().message).toMatch(/does not give access/);
  });

  it('404 for an interview of another survey, an unknown id, or another universe', async () => {
    expect((await get(`/rest/vuejs/interview/storevisit/${serviceInterview}`, root)).statusCode).toBe(404);
    expect((await get('/rest/vuejs/interview/storevisit/999999999', root)).json()).toMatchObject({ error: 'unknown_interview' });
    expect((await get('/rest/vuejs/interview/storevisit/abc', root)).statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password: 'sightline-multi', universe: 'b2b' } });
    const b2b = login.json<{ authToken: string }>().authToken;
    expect((await get(`/rest/vuejs/interview/storevisit/${north.id}`, b2b)).json()).toMatchObject({ error: 'unknown_survey' });
    // The demo interview through the b2b universe's own survey: row-level security hides it.
    expect((await get(`/rest/vuejs/interview/relationship/${north.id}`, b2b)).json()).toMatchObject({ error: 'unknown_interview' });
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/rest/vuejs/interview/storevisit/${north.id}` })).statusCode).toBe(401);
  });
});

describe('POST vuejs/interview/addcomment/{survey}/{id}', () => {
  const url = () => `/rest/vuejs/interview/addcomment/storevisit/${north.id}`;

  it('stores a trimmed comment and answers it; the interview then lists it', async () => {
    const res = await post(url(), user, { message: '  Called the customer back.  ' });
    expect(res.statusCode).toBe(200);
    const comment = res.json<InterviewComment>();
    expectValid('InterviewComment', comment);
    expect(comment).toMatchObject({ username: 'Ulla User', message: 'Called the customer back.' });
    expect(Math.abs(Date.parse(comment.created) - Date.now())).toBeLessThan(60_000);
    const data = (await get(`/rest/vuejs/interview/storevisit/${north.id}`, root)).json<InterviewData>();
    expect(data.comments.at(-1)).toEqual(comment);
  });

  it('refuses blank, too long or missing messages with a clear 400, and stores nothing', async () => {
    const before = (await get(`/rest/vuejs/interview/storevisit/${north.id}`, root)).json<InterviewData>().comments.length;
    const blank = await post(url(), root, { message: ' \n\t ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: 'empty_comment' });
    const long = await post(url(), root, { message: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 4000 characters/);
    expect((await post(url(), root, { message: ` ${'y'.repeat(4000)} ` })).statusCode).toBe(200);
    expect((await post(url(), root, {})).statusCode).toBe(400);
    const after = (await get(`/rest/vuejs/interview/storevisit/${north.id}`, root)).json<InterviewData>().comments.length;
    expect(after).toBe(before + 1);
  });

  it('403 for a comment on an interview outside the scope', async () => {
    const res = await post(`/rest/vuejs/interview/addcomment/storevisit/${elsewhere}`, user, { message: 'Not mine' });
    expect(res.statusCode).toBe(403);
    const stored = await asOwner(t.database.adminUrl, (c) => c.query(`select 1 from interview_comment where message = 'Not mine'`));
    expect(stored.rowCount).toBe(0);
  });
});

describe('sharing', () => {
  let answer: ShareInterviewAnswer;

  it('answers the public address and the network share dialog when sharing is enabled', async () => {
    const res = await post(`/rest/vuejs/interview/share/storevisit/${north.id}`, user, { network: 'LINKEDIN' });
    expect(res.statusCode).toBe(200);
    answer = res.json<ShareInterviewAnswer>();
    expectValid('ShareInterviewAnswer', answer);
    expect(answer.publishUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/rest/vuejs/sharing/interview/storevisit/${north.id}/[A-Za-z0-9_-]{43}$`));
    expect(answer.sharingURL).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(answer.publishUrl)}`);
    const fb = (await post(`/rest/vuejs/interview/share/storevisit/${north.id}`, user, { network: 'FACEBOOK' })).json<ShareInterviewAnswer>();
    expect(fb.sharingURL.startsWith('https://www.facebook.com/sharer/sharer.php?u=')).toBe(true);
    // Every share is its own secret.
    expect(fb.publishUrl).not.toBe(answer.publishUrl);
    expect((await post(`/rest/vuejs/interview/share/storevisit/${north.id}`, user, { network: 'TWITTER' })).statusCode).toBe(400);
  });

  it('refuses to share where the survey does not enable it, or outside the scope', async () => {
    const off = await post(`/rest/vuejs/interview/share/service/${serviceInterview}`, root, { network: 'FACEBOOK' });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ error: 'sharing_disabled' });
    expect((await post(`/rest/vuejs/interview/share/storevisit/${elsewhere}`, user, { network: 'FACEBOOK' })).statusCode).toBe(403);
  });

  it('shows the published interview without a session and without personal data', async () => {
    const path = answer.publishUrl.slice(TEST_PUBLIC_URL.length);
    const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    const shared = res.json<SharedInterview>();
    expectValid('SharedInterview', shared);
    // The store, not the employee the interview belongs to.
    expect(shared).toMatchObject({ interviewId: north.id, unitName: north.storeName, openQuestionsData: [{ value: north.comment }] });
    expect(res.body).not.toContain(north.unitName);
    expect(res.body).not.toContain(north.contactEmail);
    expect(res.body).not.toContain(north.contactName);
    expect(res.body).not.toContain('Called the customer back');
    const html = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'sv-SE' } });
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('<html lang="sv">');
    expect(html.body).toContain('og:title');
    expect(html.body).not.toContain(north.contactEmail);
  });

  it('404 for a wrong token, another interview, or once sharing is turned off', async () => {
    const path = answer.publishUrl.slice(TEST_PUBLIC_URL.length);
    const token = path.split('/').at(-1)!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ method: 'GET', url: path.replace(token, wrong) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path.replace(`/${north.id}/`, `/${elsewhere}/`) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path.replace('/storevisit/', '/service/') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path.replace(token, 'short') })).statusCode).toBe(400);
    await asOwner(t.database.adminUrl, (c) => c.query(`update survey set config = jsonb_set(config, '{interviewPage,enableSharing}', 'false') where ext_name = 'storevisit'`));
    const gone = await t.app.inject({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/no longer published/);
  });
});

describe('related interviews by contact', () => {
  let sameContact: number[];

  beforeAll(async () => {
    // Two more answers from the same customer: one in another store of region North, one outside it.
    sameContact = await asOwner(t.database.adminUrl, async (c) => {
      const { rows } = await c.query(
        `select s.universe_id, s.survey_id,
                (select u.id from unit u where u.survey_id = s.survey_id and u.path like 'all,se,north,%' and u.id <> i.unit_id and not exists (select 1 from unit k where k.parent_id = u.id) order by u.id limit 1) as north_unit,
                (select u.id from unit u where u.survey_id = s.survey_id and u.path like 'all,no,%' and not exists (select 1 from unit k where k.parent_id = u.id) order by u.id limit 1) as other_unit
           from interview i join sample s on s.interview_id = i.id where i.id = $1`,
        [north.id],
      );
      const r = rows[0];
      const ids: number[] = [];
      for (const [unit, day] of [
        [r.north_unit, '2019-02-01'],
        [r.other_unit, '2019-03-01'],
      ]) {
        const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [r.universe_id, r.survey_id, unit, `${day}T10:00:00Z`]);
        const id = Number(iv.rows[0].id);
        ids.push(id);
        await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', 3)`, [r.universe_id, id]);
        await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact) values ($1, $2, $3, $4, 0, $5, $6)`, [
          r.universe_id,
          r.survey_id,
          unit,
          id,
          day,
          JSON.stringify({ name: north.contactName, email: north.contactEmail }),
        ]);
      }
      await c.query(`update survey set config = jsonb_set(config, '{interviewPage,relatedBy}', '"contact"') where ext_name = 'storevisit'`);
      return ids;
    });
  });

  it('lists the same customer’s interviews, oldest first, leaving out those outside the caller’s scope', async () => {
    const asRoot = (await get(`/rest/vuejs/interview/storevisit/${north.id}`, root)).json<InterviewData>().sidebarData;
    expect(asRoot.interviewLinks.map((l) => l.interviewId)).toEqual([...sameContact, north.id]);
    expect(asRoot.interviewLinks.map((l) => l.faceIcon).slice(0, 2)).toEqual(['sad', 'sad']);
    expect(asRoot.showDevelopmentChart).toBe(true);
    const asUser = (await get(`/rest/vuejs/interview/storevisit/${north.id}`, user)).json<InterviewData>().sidebarData;
    expect(asUser.interviewLinks.map((l) => l.interviewId)).toEqual([sameContact[0], north.id]);
  });
});
