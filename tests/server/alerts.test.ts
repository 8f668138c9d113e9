/**
 * The alert calls against a hand-made subtree (all,zz with shops a and b) whose alerts lie in 2019 and 2020, far from
 * the generated demo data, so every list below can be worked out by hand; scope and universes use the demo's users,
 * with a hand-made shop n in region North (the ordinary user's scope) for what that user may see and change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_DATE } from '../support/test-date';

let t: TestApp;
let admin: string;
let user: string;
let universeId: number;
/** Fixture alert ids by name. */
const ids: Record<string, number> = {};

const YEAR_2020 = 'ftime=Ige01012020:01012021';

interface Fixture {
  name: string;
  unit: 'a' | 'b' | 'n';
  created: string;
  state: 2 | 3 | 6;
  nps: number;
  gender: string;
  comments?: string[];
}
const FIXTURE: Fixture[] = [
  { name: 'a1', unit: 'a', created: '2020-02-01', state: 2, nps: 1, gender: 'female', comments: ['First note', 'Called the customer back'] },
  { name: 'a2', unit: 'a', created: '2020-05-01', state: 6, nps: 4, gender: 'male', comments: ['Waiting for the store manager'] },
  { name: 'b1', unit: 'b', created: '2020-03-01', state: 3, nps: 0, gender: 'female', comments: ['Refund given'] },
  { name: 'b2', unit: 'b', created: '2020-09-01', state: 2, nps: 3, gender: 'male' },
  // Outside the 2020 time filter.
  { name: 'old', unit: 'a', created: '2019-06-01', state: 2, nps: 2, gender: 'female' },
  // In region North, outside all,zz.
  { name: 'n1', unit: 'n', created: '2020-04-01', state: 3, nps: 2, gender: 'male', comments: ['Manager apologised'] },
  { name: 'n2', unit: 'n', created: '2020-06-01', state: 2, nps: 1, gender: 'female' },
  // On the tests' today: what relative time filters count from.
  { name: 'n3', unit: 'n', created: TEST_DATE, state: 2, nps: 0, gender: 'male' },
];

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(
      `select s.id, s.universe_id, u.id as root, n.id as north from survey s join unit u on u.survey_id = s.id and u.path = 'all' join unit n on n.survey_id = s.id and n.path = 'all,se,north'
        where s.ext_name = 'storevisit'`,
    );
    const { id: surveyId, root, north } = rows[0];
    universeId = rows[0].universe_id;
    const ins = `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, $6, $7) returning id`;
    const zz = (await c.query(ins, [universeId, surveyId, root, 'zz', 'Testland', 1, 'all,zz'])).rows[0].id;
    const units: Record<string, number> = {};
    for (const u of ['a', 'b']) units[u] = (await c.query(ins, [universeId, surveyId, zz, u, `Shop ${u.toUpperCase()}`, 2, `all,zz,${u}`])).rows[0].id;
    units.n = (await c.query(ins, [universeId, surveyId, north, 'zz', 'Shop N', 3, 'all,se,north,zz'])).rows[0].id;
    for (const f of FIXTURE) {
      const at = `${f.created}T10:00:00Z`;
      const iv = (
        await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`, [
          universeId,
          surveyId,
          units[f.unit],
          at,
          JSON.stringify({ gender: f.gender }),
        ])
      ).rows[0].id;
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv, f.nps]);
      await c.query(`insert into answer (universe_id, interview_id, question, text_value) values ($1, $2, 'comment', 'Nobody helped me')`, [universeId, iv]);
      const id = (
        await c.query(`insert into alert (universe_id, survey_id, interview_id, state, created_at, closed_at) values ($1, $2, $3, $4, $5, $6) returning id`, [
          universeId,
          surveyId,
          iv,
          f.state,
          at,
          f.state === 3 ? `${f.created}T16:00:00Z` : null,
        ])
      ).rows[0].id;
      ids[f.name] = Number(id);
      await c.query(`insert into alert_log (universe_id, alert_id, state, comment, created_at) values ($1, $2, 2, 'Alert created for a detractor answer', $3)`, [universeId, id, at]);
      for (const [i, message] of (f.comments ?? []).entries()) {
        await c.query(`insert into alert_comment (universe_id, alert_id, message, created_at) values ($1, $2, $3, $4)`, [universeId, id, message, `${f.created}T1${i + 1}:00:00Z`]);
      }
    }
  });
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ url: `/rest/vuejs/alert/${url}`, headers: { authorization: token } });
const post = (url: string, payload: unknown, token = admin) => t.app.inject({ method: 'POST', url: `/rest/vuejs/alert/${url}`, headers: { authorization: token }, payload: payload as object });
type Row = { id: number; state: number; stateText: string; unit: string; unitPath: string; score: number | null; comment: string | null };
const idsOf = (rows: Row[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

describe('alert list', () => {
  it('lists the alerts under the drill unit in the time filter, newest first, with unit, score and latest comment', async () => {
    const res = await get(`list/storevisit/all,zz/0/50/createdAt:desc/${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(idsOf(body.rows)).toEqual(['b2', 'a2', 'b1', 'a1']);
    expect(body.rows[3]).toMatchObject({ state: 2, stateText: 'Open', unit: 'Shop A', unitPath: 'all,zz,a', score: 1, comment: 'Called the customer back' });
    expect(body.rows[0]).toMatchObject({ state: 2, comment: null, score: 3 });
    expect(body).toMatchObject({ sortBy: 'createdAt', sortDesc: true, columns: ['id', 'state', 'age', 'owner', 'createdAt', 'unit', 'score', 'comment'], scoreTitle: 'Likelihood to recommend' });
    expect(body.segmentedDrillPath.segments.map((s: { name: string }) => s.name)).toEqual(['Nordhem Living', 'Testland']);
  });

  it('uses the configured initial sorting for `default` and sorts by any column both ways', async () => {
    expect(idsOf((await get(`list/storevisit/all,zz/0/50/default/${YEAR_2020}`)).json().rows)).toEqual(['b2', 'a2', 'b1', 'a1']);
    expect(idsOf((await get(`list/storevisit/all,zz/0/50/score:asc/${YEAR_2020}`)).json().rows)).toEqual(['b1', 'a1', 'b2', 'a2']);
    expect(idsOf((await get(`list/storevisit/all,zz/0/50/state:desc/${YEAR_2020}`)).json().rows)).toEqual(['a2', 'b1', 'b2', 'a1']);
    const bad = await get(`list/storevisit/all,zz/0/50/colour:asc/${YEAR_2020}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('colour');
  });

  it('pages: rows from..to of the sorted list, the total of all', async () => {
    const page2 = (await get(`list/storevisit/all,zz/2/4/createdAt:desc/${YEAR_2020}`)).json();
    expect(page2.total).toBe(4);
    expect(idsOf(page2.rows)).toEqual(['b1', 'a1']);
    const beyond = (await get(`list/storevisit/all,zz/50/100/createdAt:desc/${YEAR_2020}`)).json();
    expect(beyond).toMatchObject({ total: 4, rows: [] });
    expect((await get(`list/storevisit/all,zz/0/500/createdAt:desc/${YEAR_2020}`)).statusCode).toBe(400);
  });

  it('filters by the drill unit, the standard filters and the time filter', async () => {
    expect(idsOf((await get(`list/storevisit/all,zz,a/0/50/createdAt:desc/${YEAR_2020}`)).json().rows)).toEqual(['a2', 'a1']);
    expect(idsOf((await get(`list/storevisit/all,zz;gender=female/0/50/createdAt:desc/${YEAR_2020}`)).json().rows)).toEqual(['b1', 'a1']);
    const all = (await get(`list/storevisit/all,zz/0/50/createdAt:asc/ftime=Ige01012019:01012021`)).json();
    expect(idsOf(all.rows)).toEqual(['old', 'a1', 'b1', 'a2', 'b2']);
  });

  it('listnew lists only alerts not yet closed', async () => {
    const body = (await get(`listnew/storevisit/all,zz/0/50/createdAt:desc/${YEAR_2020}`)).json();
    expect(idsOf(body.rows)).toEqual(['b2', 'a2', 'a1']);
    expect(body.total).toBe(3);
  });

  it("keeps to the role's unit scope", async () => {
    expect((await get(`list/storevisit/all,zz/0/50/default/${YEAR_2020}`, user)).statusCode).toBe(403);
    const north = await get(`list/storevisit/all,se,north/0/50/createdAt:asc/ftime=Ige01012000:01012100`, user);
    expect(north.statusCode).toBe(200);
    const rows = north.json().rows as Row[];
    expect(idsOf(rows).slice(0, 2)).toEqual(['n1', 'n2']);
    expect(rows.every((r) => r.unitPath.startsWith('all,se,north,'))).toBe(true);
  });

  it("counts relative time filters from the server's today, which the tests fix", async () => {
    const list = async (time: string) => idsOf((await get(`list/storevisit/all,se,north,zz/0/50/createdAt:asc/ftime=${time}`)).json().rows);
    expect(await list('rdays-0_0')).toEqual(['n3']);
    expect(await list('rdays-1_-1')).toEqual([]);
    expect(await list('ryears-10_0')).toEqual(['n1', 'n2', 'n3']);
  });

  it('suggests units and alerts under the drill unit', async () => {
    const byId = (await get(`suggestions/storevisit/all,zz/${ids.a2}`)).json();
    expect(byId.viewResults).toContainEqual({ header: 'Alerts', paths: [{ text: `#${ids.a2} Shop A`, value: 'all,zz,a', context: 'Testland' }] });
    const byComment = (await get(`suggestions/storevisit/all,zz/refund`)).json();
    expect(byComment.viewResults.find((g: { header: string }) => g.header === 'Alerts').paths).toEqual([{ text: `#${ids.b1} Shop B`, value: 'all,zz,b', context: 'Testland' }]);
    const byName = (await get(`suggestions/storevisit/all/Shop B`)).json();
    expect(byName.viewResults.flatMap((g: { paths: { value: string }[] }) => g.paths.map((p) => p.value))).toContain('all,zz,b');
  });
});

describe('alert details', () => {
  it('has the state, information, configured questions, comments newest first and the history', async () => {
    const res = await get(`details/storevisit/${ids.a1}`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ id: ids.a1, alertState: 2, stateText: 'Open', closedDate: null, canModify: true, enableCloseAndSave: true, unitPath: 'all,zz,a' });
    expect(a.alertInfo).toContainEqual({ label: 'Unit', value: 'Shop A' });
    // Dates in the information list are day/month-year with a 24-hour clock, as everywhere (spec 1 section 9).
    expect(a.alertInfo).toContainEqual({ label: 'Alert created', value: '01/02-2020 10:00' });
    expect(a.alertInfo).toContainEqual({ label: 'Likelihood to recommend', value: '1' });
    expect(a.questions.map((q: { questionId: string; type: string; selected: number; value: string }) => [q.questionId, q.type, q.selected, q.value])).toEqual([
      ['cause', 'choice', 0, ''],
      ['contacted', 'choice', 0, ''],
      ['action', 'Text', 0, ''],
      ['minutes', 'Number', 0, ''],
    ]);
    expect(a.questions[0].reasons).toHaveLength(6);
    expect(a.comments.map((c: { message: string }) => c.message)).toEqual(['Called the customer back', 'First note']);
    expect(a.alertLogs).toEqual([{ state: 2, stateText: 'Open', date: '2020-02-01T10:00:00.000Z', user: 'System', comment: 'Alert created for a detractor answer' }]);
    expect(a.interviewData).toEqual([
      { label: 'Likelihood to recommend', value: '1' },
      { label: 'What could we do better?', value: 'Nobody helped me' },
    ]);
  });

  it('answers 404 for an alert that does not exist and 403 outside the scope', async () => {
    expect((await get(`details/storevisit/999999999`)).statusCode).toBe(404);
    const res = await get(`details/storevisit/${ids.a1}`, user);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('outside_scope');
  });

  it("cannot reach another universe's alert", async () => {
    // An alert of its own in the b2b universe: whether the seed drew a detractor there depends on the day.
    const b2b = await asOwner(t.database.adminUrl, async (c) => {
      const { rows } = await c.query(
        `insert into interview (universe_id, survey_id, unit_id, responded_at)
         select s.universe_id, s.id, u.id, '2020-03-01T10:00:00Z' from survey s join unit u on u.survey_id = s.id where s.ext_name = 'relationship' order by u.path desc limit 1
         returning universe_id, survey_id, id`,
      );
      const { universe_id, survey_id, id } = rows[0];
      const alert = await c.query(`insert into alert (universe_id, survey_id, interview_id, created_at) values ($1, $2, $3, '2020-03-01T10:00:00Z') returning id`, [universe_id, survey_id, id]);
      return Number(alert.rows[0].id);
    });
    // Through the demo universe's survey the row is invisible (row-level security): 404, not someone else's data.
    expect((await get(`details/storevisit/${b2b}`)).statusCode).toBe(404);
    expect((await get(`details/relationship/${b2b}`)).statusCode).toBe(404);
    expect((await post(`update/relationship/${b2b}`, { isClosed: true, newComment: 'x', selections: [] })).statusCode).toBe(404);
    const login = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password: 'sightline-multi', universe: 'b2b' } });
    const multi = login.json().authToken as string;
    expect((await get(`details/storevisit/${ids.a1}`, multi)).statusCode).toBe(404);
    expect((await get(`list/storevisit/all/0/50/default/none`, multi)).statusCode).toBe(404);
  });
});

describe('alert update', () => {
  const fields = async (payload: unknown) => {
    const res = await post(`update/storevisit/${ids.a1}`, payload);
    expect(res.statusCode).toBe(400);
    return res.json().fields as Record<string, string>;
  };

  it('refuses a save without a new comment, blank after trimming counting as empty', async () => {
    expect(await fields({ isClosed: false, newComment: '', selections: [] })).toEqual({ newComment: 'Mandatory' });
    expect(await fields({ isClosed: false, newComment: '  \n ', selections: [] })).toEqual({ newComment: 'Mandatory' });
  });

  it('refuses to close with unanswered questions, naming each', async () => {
    expect(await fields({ isClosed: true, newComment: '', selections: [{ questionId: 'cause', choiceId: 0 }] })).toEqual({
      newComment: 'Mandatory',
      cause: 'A selection is mandatory',
      contacted: 'A selection is mandatory',
      action: 'This field is mandatory',
      minutes: 'This field is mandatory',
    });
    expect(await fields({ isClosed: false, newComment: 'x', selections: [{ questionId: 'minutes', value: 'many' }] })).toEqual({ minutes: 'Enter a number' });
    const unknown = await post(`update/storevisit/${ids.a1}`, { isClosed: false, newComment: 'x', selections: [{ questionId: 'colour', value: 'red' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('unknown_question');
    // Nothing of the refused saves was written.
    expect((await get(`details/storevisit/${ids.a1}`)).json()).toMatchObject({ alertState: 2, comments: [{ message: 'Called the customer back' }, { message: 'First note' }] });
  });

  it('saves without closing: state 6, the answers, the comment and a history row', async () => {
    const res = await post(`update/storevisit/${ids.a1}`, { isClosed: false, newComment: '  Left a voicemail ', selections: [{ questionId: 'contacted', choiceId: 3 }] });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ alertState: 6, stateText: 'Processing', closedDate: null, canModify: true, enableCloseAndSave: true });
    expect(a.comments[0]).toMatchObject({ message: 'Left a voicemail', username: 'Adam Admin' });
    expect(a.alertLogs.at(-1)).toMatchObject({ state: 6, stateText: 'Processing', user: 'Adam Admin', comment: 'Left a voicemail' });
    expect(a.questions.find((q: { questionId: string }) => q.questionId === 'contacted').selected).toBe(3);
    expect((await get(`list/storevisit/all,zz,a/0/50/createdAt:asc/${YEAR_2020}`)).json().rows[0]).toMatchObject({ id: ids.a1, state: 6, comment: 'Left a voicemail' });
  });

  it('closes: state 3 with its closing time, answers kept, gone from listnew', async () => {
    const before = Date.now();
    const res = await post(`update/storevisit/${ids.a1}`, {
      isClosed: true,
      newComment: 'Apologised and gave a voucher',
      selections: [
        { questionId: 'cause', choiceId: 1 },
        { questionId: 'contacted', choiceId: 1 },
        { questionId: 'action', value: 'Voucher' },
        { questionId: 'minutes', value: '20' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ alertState: 3, stateText: 'Closed', enableCloseAndSave: false });
    expect(Date.parse(a.closedDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(a.alertLogs.map((l: { state: number }) => l.state)).toEqual([2, 6, 3]);
    expect(a.questions.map((q: { selected: number; value: string }) => [q.selected, q.value])).toEqual([
      [1, ''],
      [1, ''],
      [0, 'Voucher'],
      [0, '20'],
    ]);
    const open = (await get(`listnew/storevisit/all,zz/0/50/createdAt:desc/${YEAR_2020}`)).json();
    expect(idsOf(open.rows)).toEqual(['b2', 'a2']);
    const db = await asOwner(t.database.adminUrl, (c) => c.query(`select state, closed_at from alert where id = $1`, [ids.a1]));
    expect(db.rows[0].state).toBe(3);
    expect(db.rows[0].closed_at).not.toBeNull();
  });

  it('lets only administrators change a closed alert (canModify)', async () => {
    const closed = ids.n1;
    const seen = (await get(`details/storevisit/${closed}`, user)).json();
    expect(seen).toMatchObject({ alertState: 3, canModify: false, enableCloseAndSave: false });
    const refused = await post(`update/storevisit/${closed}`, { isClosed: false, newComment: 'Reopen', selections: [] }, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('alert_locked');
    // The administrator may reopen it: back to processing, no closing time.
    expect((await get(`details/storevisit/${closed}`)).json()).toMatchObject({ canModify: true, enableCloseAndSave: false });
    const reopened = await post(`update/storevisit/${closed}`, { isClosed: false, newComment: 'Customer called again', selections: [] });
    expect(reopened.json()).toMatchObject({ alertState: 6, closedDate: null, canModify: true, enableCloseAndSave: true });
  });

  it('validates the payload shape at the edge', async () => {
    expect((await post(`update/storevisit/${ids.a2}`, { newComment: 'x', selections: [] })).statusCode).toBe(400);
    expect((await post(`update/storevisit/abc`, { isClosed: false, newComment: 'x', selections: [] })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/rest/vuejs/alert/update/storevisit/${ids.a2}`, payload: { isClosed: false, newComment: 'x', selections: [] } })).statusCode).toBe(401);
  });
});
