/**
 * The sample list calls against a hand-made subtree (all,zz with shops a and b) whose samples lie in 2020, far
 * from the generated demo data, so every row below is known: order, paging, filters, scope and deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SampleList } from '../../schemas/api/sample-list.gen';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let root: string;
let admin: string;
let user: string;
let rootInB2b: string;
const ids: Record<string, number> = {};

const YEAR_2020 = 'ftime=Ige01012020:01012021';

interface Fixture {
  key: string;
  unit: 'a' | 'b';
  day: string;
  state: number;
  name: string;
  gender?: string;
}
const FIXTURE: Fixture[] = [
  { key: 'anna', unit: 'a', day: '2020-03-10', state: 0, name: 'Anna Zedström', gender: 'female' },
  { key: 'bo', unit: 'a', day: '2020-03-12', state: 0, name: 'Bo Zedberg', gender: 'male' },
  { key: 'cia', unit: 'a', day: '2020-04-01', state: 1, name: 'Cia Ek' },
  { key: 'dan', unit: 'a', day: '2020-05-20', state: 2, name: 'Dan Ek' },
  { key: 'eva', unit: 'b', day: '2020-06-15', state: 3, name: 'Eva Al' },
  { key: 'fia', unit: 'b', day: '2020-07-01', state: 4, name: 'Fia Bo' },
  { key: 'gus', unit: 'b', day: '2020-08-09', state: 4, name: 'Gus Ny' },
  // The year before: outside the 2020 selection.
  { key: 'old', unit: 'a', day: '2019-12-31', state: 1, name: 'Olle Gammal' },
];

async function signIn(username: string, password: string, universe?: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username, password, ...(universe ? { universe } : {}) } });
  expect(res.statusCode).toBe(200);
  return res.json<{ authToken: string }>().authToken;
}

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root: rootUnit } = rows[0];
    const zz = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zz', 'Testland', 1, 'all,zz') returning id`, [universeId, surveyId, rootUnit])).rows[0].id;
    const units: Record<string, number> = {};
    for (const u of ['a', 'b']) {
      units[u] = (
        await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, 2, $6) returning id`, [universeId, surveyId, zz, u, `Shop ${u.toUpperCase()}`, `all,zz,${u}`])
      ).rows[0].id;
    }
    for (const f of FIXTURE) {
      let interviewId: number | null = null;
      if (f.state === 0) {
        interviewId = (
          await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`, [universeId, surveyId, units[f.unit], `${f.day}T12:00:00Z`, JSON.stringify({ gender: f.gender })])
        ).rows[0].id;
      }
      const contact = { name: f.name, email: `${f.key}@example.com` };
      ids[f.key] = Number(
        (
          await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact) values ($1, $2, $3, $4, $5, $6, $7) returning id`, [
            universeId,
            surveyId,
            units[f.unit],
            interviewId,
            f.state,
            f.day,
            JSON.stringify(contact),
          ])
        ).rows[0].id,
      );
    }
    // Root also belongs to the second universe, to show a session there cannot reach the demo's samples.
    await c.query(
      `insert into universe_member (universe_id, user_id, role_id)
       select r.universe_id, u.id, r.id from role r join universe v on v.id = r.universe_id, app_user u where v.name = 'b2b' and r.name = 'admin' and u.username = 'root'`,
    );
  });
  root = await signIn('root', 'sightline-root', 'demo');
  admin = await signIn('admin', 'sightline-admin');
  user = await signIn('user', 'sightline-user');
  rootInB2b = await signIn('root', 'sightline-root', 'b2b');
});
afterAll(async () => {
  await t.close();
});

type ListBody = SampleList & { segmentedDrillPath: { segments: { path: string; name: string }[] } };

const list = (path: string, opts: { token?: string; page?: string; filter?: string; body?: unknown; survey?: string; query?: string; config?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/vuejs/sample/list/${opts.survey ?? 'storevisit'}/${opts.config ?? 'default'}/${path}/${opts.page ?? '0/50/eventdate/true'}/${opts.filter ?? 'none'}${opts.query ?? ''}`,
    headers: { authorization: opts.token ?? root },
    payload: (opts.body ?? []) as string[],
  });
const names = (body: ListBody) => body.rankingData.rows.map((r) => r.cells[2]!.value);
const deleteAll = (idList: string, token = root, survey = 'storevisit') =>
  t.app.inject({ method: 'DELETE', url: `/rest/vuejs/sample/deleteall/${survey}?ids=${idList}`, headers: { authorization: token } });

describe('sample list', () => {
  it('lists the drill unit and its subtree, newest event date first, with the table configuration', async () => {
    const res = await list(`all,zz;${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ListBody>();
    expect(body.rankingData.headers.map((h) => h.extName)).toEqual(['eventdate', 'state', 'name', 'email', 'unit']);
    expect(names(body)).toEqual(['Gus Ny', 'Fia Bo', 'Eva Al', 'Dan Ek', 'Cia Ek', 'Bo Zedberg', 'Anna Zedström']);
    expect(body.rankingData.totalNumberRows).toBe(7);
    const anna = body.rankingData.rows.at(-1)!;
    expect(anna).toMatchObject({ sampleId: ids.anna, state: 0, isComplete: true, accessAllowed: true, drillPath: 'all,zz,a' });
    expect(anna.interviewId).toEqual(expect.any(Number));
    expect(anna.cells.map((c) => c.formattedValue)).toEqual(['10/03-2020', 'Completed', 'Anna Zedström', 'anna@example.com', 'Shop A']);
    expect(body.rankingData.rows[0]).toMatchObject({ sampleId: ids.gus, isComplete: false, interviewId: null });
    expect(body.segmentedDrillPath.segments.map((s) => s.path.split(';')[0])).toEqual(['all', 'all,zz']);
    expect(body.segmentedDrillPath.segments[1]!.name).toBe('Testland');
    expect(body.segmentedDrillPath.segments[1]!.path).toBe(`all,zz;${YEAR_2020}`);
    expect(body.viewCompletedSamples).toBe(true);
    expect(body.sampleTable).toMatchObject({ rowsPerPage: 50, rowsPerPageOptions: [25, 50, 100], useCore: true, sortBy: 'eventdate', sortDesc: true, enableDownload: true });
    expect(body.sampleTable.copyActions[0]).toMatchObject({ extname: 'revisit' });
  });

  it('pages: rows 2 to 5, and past the end an empty page that still counts the total', async () => {
    const page = (await list(`all,zz;${YEAR_2020}`, { page: '2/5/eventdate/true' })).json<ListBody>();
    expect(names(page)).toEqual(['Eva Al', 'Dan Ek', 'Cia Ek']);
    expect(page.rankingData.totalNumberRows).toBe(7);
    const past = (await list(`all,zz;${YEAR_2020}`, { page: '50/100/eventdate/true' })).json<ListBody>();
    expect(past.rankingData.rows).toEqual([]);
    expect(past.rankingData.totalNumberRows).toBe(7);
    expect((await list(`all,zz;${YEAR_2020}`, { page: '0/5000/eventdate/true' })).statusCode).toBe(400);
    expect((await list(`all,zz;${YEAR_2020}`, { page: '5/2/eventdate/true' })).statusCode).toBe(400);
  });

  it('sorts by contact name, state and unit in either direction; unknown columns are refused', async () => {
    expect(names((await list(`all,zz;${YEAR_2020}`, { page: '0/3/name/false' })).json())).toEqual(['Anna Zedström', 'Bo Zedberg', 'Cia Ek']);
    expect(names((await list(`all,zz;${YEAR_2020}`, { page: '0/2/name/true' })).json())).toEqual(['Gus Ny', 'Fia Bo']);
    const byState = (await list(`all,zz;${YEAR_2020}`, { page: '0/50/state/true' })).json<ListBody>();
    expect(byState.rankingData.rows.map((r) => r.state)).toEqual([4, 4, 3, 2, 1, 0, 0]);
    expect(byState.rankingData.rankingVar).toBe('state');
    const byUnit = (await list(`all,zz;${YEAR_2020}`, { page: '0/50/unit/false' })).json<ListBody>();
    expect(byUnit.rankingData.rows.slice(0, 4).every((r) => r.drillPath === 'all,zz,a')).toBe(true);
    const bad = await list(`all,zz;${YEAR_2020}`, { page: '0/50/drop table/true' });
    expect(bad.statusCode).toBe(400);
    const unknown = await list(`all,zz;${YEAR_2020}`, { page: '0/50/salary/true' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('"salary" is not a sortable column');
    expect((await list(`all,zz;${YEAR_2020}`, { page: '0/50/name/maybe' })).statusCode).toBe(400);
  });

  it('applies the filters of the path, the filter segment and the body', async () => {
    // Time on the event date: the 2019 sample appears only with its own year.
    const y2019 = (await list('all,zz;ftime=Ige01012019:01012020')).json<ListBody>();
    expect(names(y2019)).toEqual(['Olle Gammal']);
    // Sample states in the path, and excluded states in the filter segment.
    expect(names((await list(`all,zz;${YEAR_2020};sstate=1*2`)).json())).toEqual(['Dan Ek', 'Cia Ek']);
    expect(names((await list('all,zz', { filter: `${YEAR_2020};sstate=_4*_0` })).json())).toEqual(['Eva Al', 'Dan Ek', 'Cia Ek']);
    // The body's extra filter paths: the selected ids, and states.
    const body = (await list(`all,zz;${YEAR_2020}`, { body: [`sid=${ids.anna}*${ids.gus}*${ids.old}`] })).json<ListBody>();
    expect(names(body)).toEqual(['Gus Ny', 'Anna Zedström']);
    expect(names((await list(`all,zz;${YEAR_2020}`, { body: ['sstate=3', `sid=${ids.eva}*${ids.fia}`] })).json())).toEqual(['Eva Al']);
    // A standard filter describes the interview: only samples whose interview matches.
    expect(names((await list(`all,zz;${YEAR_2020};gender=female`)).json())).toEqual(['Anna Zedström']);
    // The unit narrows to its own subtree.
    expect(names((await list(`all,zz,a;${YEAR_2020}`)).json())).toEqual(['Dan Ek', 'Cia Ek', 'Bo Zedberg', 'Anna Zedström']);
  });

  it('refuses bad filters and bodies with a readable 400', async () => {
    const state = await list(`all,zz;${YEAR_2020};sstate=9`);
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toContain('sstate');
    expect((await list(`all,zz;${YEAR_2020};nosuch=1`)).statusCode).toBe(400);
    expect((await list(`all,zz`, { body: { ids: [1] } })).statusCode).toBe(400);
    expect((await list(`all,zz`, { body: ['sid=abc~'] })).statusCode).toBe(400);
    expect((await list(`all,zz`, { config: 'nosuch' })).statusCode).toBe(400);
  });

  it('a user of another region gets 403; inside the region only its samples', async () => {
    const outside = await list(`all,zz;${YEAR_2020}`, { token: user });
    expect(outside.statusCode).toBe(403);
    expect((await list('all', { token: user })).statusCode).toBe(403);
    const inside = await list('all,se,north', { token: user });
    expect(inside.statusCode).toBe(200);
    const rows = inside.json<ListBody>().rankingData.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.drillPath === 'all,se,north' || r.drillPath.startsWith('all,se,north,'))).toBe(true);
    const sugg = await t.app.inject({ url: '/rest/vuejs/sample/suggestions/storevisit/all,zz/Zed', headers: { authorization: user } });
    expect(sugg.statusCode).toBe(403);
  });

  it('a session in another universe does not see the survey at all', async () => {
    expect((await list(`all,zz;${YEAR_2020}`, { token: rootInB2b })).statusCode).toBe(404);
    expect((await deleteAll(String(ids.anna), rootInB2b)).statusCode).toBe(404);
    expect((await list(`all,zz;${YEAR_2020}`)).json<ListBody>().rankingData.totalNumberRows).toBe(7);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/sample/list/storevisit/default/all/0/50/eventdate/true/none', payload: [] });
    expect(res.statusCode).toBe(401);
  });
});

describe('sample suggestions', () => {
  it('groups units and sample contacts below the drill unit', async () => {
    const res = await t.app.inject({ url: '/rest/vuejs/sample/suggestions/storevisit/all,zz/Zed', headers: { authorization: admin } });
    expect(res.statusCode).toBe(200);
    const { viewResults } = res.json<{ viewResults: { header: string; paths: { text: string; value: string }[] }[] }>();
    expect(viewResults).toEqual([
      {
        header: 'Customers',
        paths: [
          { text: 'Anna Zedström <anna@example.com>', value: `#${ids.anna}`, context: 'Testland › Shop A' },
          { text: 'Bo Zedberg <bo@example.com>', value: `#${ids.bo}`, context: 'Testland › Shop A' },
        ],
      },
    ]);
    const shops = (await t.app.inject({ url: '/rest/vuejs/sample/suggestions/storevisit/all,zz/Shop', headers: { authorization: admin } })).json();
    expect(shops.viewResults[0].paths.map((p: { value: string }) => p.value)).toEqual(['all,zz,a', 'all,zz,b']);
  });
});

describe('deleting samples', () => {
  it('delete mode is for root only, and only where the table uses the core', async () => {
    const asAdmin = await list(`all,zz;${YEAR_2020};sstate=4`, { token: admin, query: '?deletemode=true' });
    expect(asAdmin.statusCode).toBe(403);
    const noCore = await list('all', { survey: 'service', query: '?deletemode=true' });
    expect(noCore.statusCode).toBe(403);
    expect(noCore.json().message).toContain('does not use the core');
    expect((await list(`all,zz;${YEAR_2020}`)).json<ListBody>().rankingData.totalNumberRows).toBe(7);
  });

  it('delete mode removes exactly the selected samples', async () => {
    const res = await list(`all,zz;${YEAR_2020};sstate=4`, { query: '?deletemode=true' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect(names((await list(`all,zz;${YEAR_2020}`)).json())).toEqual(['Eva Al', 'Dan Ek', 'Cia Ek', 'Bo Zedberg', 'Anna Zedström']);
    expect(names((await list('all,zz;ftime=Ige01012019:01012020')).json())).toEqual(['Olle Gammal']);
  });

  it('deleteall validates the ids and is all or nothing', async () => {
    expect((await deleteAll('')).statusCode).toBe(400);
    expect((await deleteAll('1,abc')).statusCode).toBe(400);
    expect((await deleteAll('0')).statusCode).toBe(400);
    expect((await deleteAll(Array.from({ length: 1001 }, (_, i) => i + 1).join(','))).statusCode).toBe(400);
    const missing = await deleteAll(`${ids.eva},999999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('nothing was deleted');
    // A sample of another survey is not this survey's to delete.
    expect((await deleteAll(String(ids.eva), root, 'service')).statusCode).toBe(404);
    expect((await deleteAll(String(ids.eva), admin)).statusCode).toBe(403);
    expect((await deleteAll(String(ids.eva), user)).statusCode).toBe(403);
    expect(names((await list(`all,zz;${YEAR_2020}`)).json())).toContain('Eva Al');
  });

  it('row-level security is the second wall: a transaction of another universe deletes nothing', async () => {
    const b2b = await asOwner(t.database.adminUrl, async (c) => (await c.query(`select id from universe where name = 'b2b'`)).rows[0].id as number);
    const deleted = await t.database.db.withTenant({ universeId: b2b }, async (c) => (await c.query('delete from sample where id = any($1::bigint[])', [[ids.anna, ids.bo]])).rowCount);
    expect(deleted).toBe(0);
    expect(names((await list(`all,zz;${YEAR_2020}`)).json())).toEqual(expect.arrayContaining(['Anna Zedström', 'Bo Zedberg']));
  });

  it('deleteall removes the named samples and answers the count', async () => {
    const res = await deleteAll(`${ids.eva},${ids.dan},${ids.eva}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect(names((await list(`all,zz;${YEAR_2020}`)).json())).toEqual(['Cia Ek', 'Bo Zedberg', 'Anna Zedström']);
  });
});
