/**
 * The record table (issue 16, spec 2 record table) against the real database: the drill unit's interviews with the
 * configured columns, sorted as the call asks (sortby, sortdesc) or as configured, unit scope and universes, and its
 * download through the report jobs in the same order.
 *
 * A hand-made store, Shop RT in region North (the ordinary user's scope), with four interviews in 2020:
 *
 *   id  responded           nps  comment      gender
 *   a   2020-03-01 12:00     9   "Great"      female
 *   b   2020-03-05 12:00     3   (none)       male
 *   c   2020-03-10 12:00    (none) "Slow"     (none)
 *   d   2020-03-20 12:00     7   "OK"         female
 */
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { registerReportJobs } from '../../server/reports/service';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { loginToken, TEST_PUBLIC_URL } from '../support/app';
import type { RecordTable } from '../../schemas/api/record-table.gen';

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
const tokens = {} as Record<'user' | 'admin' | 'otherUniverse', string>;
const ids: Record<'a' | 'b' | 'c' | 'd', number> = {} as never;

const SHOP = 'all,se,north,rt';
const MARCH = ';ftime=Ige01012020:01072020';
const PAGE = {
  extname: 'recordsTest',
  title: { en: 'Records' },
  components: [
    {
      type: 'recordTable',
      id: 'records',
      config: { size: 12, title: { en: 'Visits', sv: 'Besök' }, columns: [{ extname: 'interviewDate' }, { extname: 'unit' }, { extname: 'nps', title: { en: 'NPS answer' } }, { extname: 'comment' }, { extname: 'gender' }] },
    },
    { type: 'recordTable', id: 'fewRecords', config: { columns: [{ extname: 'nps' }], sortBy: 'nps', sortDesc: false, limit: 2 } },
    { type: 'recordTable', id: 'everything', config: {} },
  ],
};

const get = (url: string, token = tokens.user) => app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
const table = async (query = '', id = 'records', path = `${SHOP}${MARCH}`) => {
  const res = await get(`records/table/storevisit/${id}/${encodeURIComponent(path)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RecordTable>();
};

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  await registerReportJobs(jobs, database.db, () => {});
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await asOwner(database.adminUrl, async (c) => {
    await c.query(`update survey set config = jsonb_set(config, '{pages}', (config->'pages') || $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify([PAGE])]);
    await c.query(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
    const { rows } = await c.query(`select s.id, s.universe_id, n.id as north from survey s join unit n on n.survey_id = s.id and n.path = 'all,se,north' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, north } = rows[0];
    const shop = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'rt', 'Shop RT', 3, $4) returning id`, [universeId, surveyId, north, SHOP])).rows[0].id;
    const add = async (key: keyof typeof ids, day: string, nps: number | null, comment: string | null, gender: string | null) => {
      const iv = (await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id::int as id`, [universeId, surveyId, shop, day, gender ? { gender } : {}])).rows[0].id;
      ids[key] = iv;
      if (nps !== null) await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv, nps]);
      if (comment !== null) await c.query(`insert into answer (universe_id, interview_id, question, text_value) values ($1, $2, 'comment', $3)`, [universeId, iv, comment]);
    };
    await add('a', '2020-03-01T12:00:00Z', 9, 'Great', 'female');
    await add('b', '2020-03-05T12:00:00Z', 3, null, 'male');
    await add('c', '2020-03-10T12:00:00Z', null, 'Slow', null);
    await add('d', '2020-03-20T12:00:00Z', 7, 'OK', 'female');
  });
  tokens.user = await loginToken(app, 'user', 'sightline-user');
  tokens.admin = await loginToken(app, 'admin', 'sightline-admin');
  tokens.otherUniverse = await loginToken(app, 'kaisa.korhonen', 'sightline-admin', 'b2b');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('the record table', () => {
  it('lists the unit\'s interviews with the configured columns, newest first unless told otherwise', async () => {
    const answer = await table();
    expect(answer.headers).toEqual([
      { extname: 'interviewDate', title: 'Date', sortable: true },
      { extname: 'unit', title: 'Unit', sortable: true },
      { extname: 'nps', title: 'NPS answer', sortable: true, rightAlign: true },
      { extname: 'comment', title: 'What could we do better?', sortable: true },
      { extname: 'gender', title: 'Gender', sortable: true },
    ]);
    expect(answer).toMatchObject({ sortBy: 'interviewDate', sortDesc: true });
    expect(answer.rows).toEqual([
      { id: ids.d, cells: ['2020-03-20', 'Shop RT', 7, 'OK', 'Female'] },
      { id: ids.c, cells: ['2020-03-10', 'Shop RT', null, 'Slow', null] },
      { id: ids.b, cells: ['2020-03-05', 'Shop RT', 3, null, 'Male'] },
      { id: ids.a, cells: ['2020-03-01', 'Shop RT', 9, 'Great', 'Female'] },
    ]);
  });

  it('sorts by the column the call names, either way, with empty cells last', async () => {
    const order = async (query: string) => (await table(query)).rows.map((r) => r.id);
    expect(await order('?sortby=nps&sortdesc=false')).toEqual([ids.b, ids.d, ids.a, ids.c]);
    expect(await order('?sortby=nps&sortdesc=true')).toEqual([ids.a, ids.d, ids.b, ids.c]);
    expect(await order('?sortby=comment&sortdesc=false')).toEqual([ids.a, ids.d, ids.c, ids.b]);
    expect(await order('?sortby=gender&sortdesc=false')).toEqual([ids.a, ids.d, ids.b, ids.c]);
    expect(await order('?sortby=interviewDate&sortdesc=false')).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect((await table('?sortby=nps&sortdesc=false')).sortBy).toBe('nps');
  });

  it('refuses to sort by a column it does not show', async () => {
    const res = await get(`records/table/storevisit/records/${SHOP}?sortby=effort`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/effort/);
    expect((await get(`records/table/storevisit/records/${SHOP}?sortdesc=maybe`)).statusCode).toBe(400);
  });

  it('keeps the configured sort and limit when the call names none', async () => {
    const few = await table('', 'fewRecords');
    expect(few).toMatchObject({ sortBy: 'nps', sortDesc: false });
    expect(few.rows).toEqual([{ id: ids.b, cells: [3] }, { id: ids.d, cells: [7] }]);
  });

  it('shows the date, the unit and every question when no columns are configured', async () => {
    const all = await table('', 'everything');
    expect(all.headers.map((h) => h.extname).slice(0, 3)).toEqual(['interviewDate', 'unit', 'nps']);
    expect(all.headers.map((h) => h.extname)).toContain('comment');
  });

  it('keeps to the role\'s units and the universe', async () => {
    expect((await get(`records/table/storevisit/records/all,se,south`)).statusCode).toBe(403);
    expect((await get(`records/table/storevisit/records/${SHOP}`, tokens.otherUniverse)).statusCode).toBe(404);
    expect((await get(`records/table/storevisit/kpis/${SHOP}`)).statusCode).toBe(404);
    expect((await get(`records/recordtablereport/storevisit/records/all,se,south`)).statusCode).toBe(403);
  });

  it('downloads every record through the report jobs, sorted as asked', async () => {
    const queued = await get(`records/recordtablereport/storevisit/records/${encodeURIComponent(SHOP + MARCH)}?sortby=nps&sortdesc=true`);
    expect(queued.statusCode, queued.body).toBe(200);
    const uuid = queued.json<{ taskUUID: string }>().taskUUID;
    for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      if ((await get(`reports/status/storevisit/${uuid}`)).json<{ status: string }>().status === 'FINISHED') break;
    }
    const file = await get(`reports/download/storevisit/${uuid}`);
    expect(file.statusCode, file.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]).toEqual(['Date', 'Unit', 'NPS answer', 'What could we do better?', 'Gender']);
    expect(rows.slice(header + 1).map((r) => r[2] ?? null)).toEqual([9, 7, 3, null]);
    expect(rows.slice(header + 1).map((r) => r[3] ?? null)).toEqual(['Great', 'OK', null, 'Slow']);
  });
});
