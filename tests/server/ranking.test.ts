/**
 * Rank-type shortcuts, sample ids on leaf rows and cell details, against a hand-made subtree (all,zy with
 * shops p and q) whose samples lie in 2020, far from the generated demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { check, dataValidator } from '../../schemas/validators';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let user: string;
const YEAR_2020 = 'ftime=Ige01012020:01012021';
const ids = { answered: 0, answeredInterview: 0, unanswered: 0, noDetails: 0 };

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root } = rows[0];
    const unit = async (parent: number, ext: string, name: string, level: number, path: string) =>
      (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, $6, $7) returning id`, [universeId, surveyId, parent, ext, name, level, path])).rows[0].id as number;
    const zy = await unit(root, 'zy', 'Rankland', 1, 'all,zy');
    const p = await unit(zy, 'p', 'Shop P', 2, 'all,zy,p');
    const q = await unit(zy, 'q', 'Shop Q', 2, 'all,zy,q');
    const sample = async (unitId: number, state: number, day: string, interviewId: number | null = null) =>
      Number((await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date) values ($1, $2, $3, $4, $5, $6) returning id`, [universeId, surveyId, unitId, interviewId, state, day])).rows[0].id);
    // P: 3 new samples in 2020 (and one in 2019, outside the period), 1 no response; Q: 1 new, 2 unapproved.
    for (const day of ['2020-02-01', '2020-02-02', '2020-02-03', '2019-06-01']) await sample(p, 1, day);
    await sample(p, 2, '2020-02-04');
    await sample(q, 1, '2020-03-01');
    for (const day of ['2020-03-02', '2020-03-03']) await sample(q, 3, day);
    // Two interviews at P: one with NPS and a comment and its sample, one without a sample.
    const iv = async (nps: number, day: string) => {
      const id = Number((await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universeId, surveyId, p, `${day}T12:00:00Z`])).rows[0].id);
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, id, nps]);
      return id;
    };
    const first = await iv(9, '2020-05-10');
    ids.answeredInterview = first;
    await c.query(`insert into answer (universe_id, interview_id, question, text_value) values ($1, $2, 'comment', 'Friendly staff.')`, [universeId, first]);
    ids.answered = await sample(p, 0, '2020-05-08', first);
    ids.noDetails = await iv(3, '2020-05-11');
    ids.unanswered = (await c.query(`select min(id) as id from sample where unit_id = $1 and state = 1`, [p])).rows[0].id;
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2020-01-01', to: '2021-01-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
type Row = { cells: { value: number | string | null; formattedValue: string }[]; sampleId: number | null; interviewId: number | null; isComplete: boolean; detailsVariables: string[] };

describe('long drill paths', () => {
  it('a deep unit with several filters (over 100 characters, as the SPA sends it) is answered, not refused as too long', async () => {
    const path = `all,zy,p;ftime=rmonths-2_0;ageGroup=45-64*18-29;gender=other*female*male;segment=business*member;lsegs=passive`;
    expect(path.length).toBeGreaterThan(100);
    const res = await get(`newranking/list/storevisit/default/${encodeURIComponent(path)}/none`);
    expect(res.json()).toMatchObject({ rows: expect.any(Array) });
    const tooLong = await get(`newranking/list/storevisit/default/all${';gender=other'.repeat(400)}/none`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('rank-type shortcuts', () => {
  it('ranks the children by their samples in the chosen state, in the period', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zy;rtype=1/${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rankingVar).toBe('samples');
    expect(body.headers.at(-1)).toMatchObject({ extName: 'samples', title: 'New' });
    expect((body.rows as Row[]).map((r) => [r.cells[0]!.value, r.cells.at(-1)!.value])).toEqual([
      ['Shop P', 3],
      ['Shop Q', 1],
    ]);
    expect(body.footer.cells.at(-1).value).toBe(4);
    expect((body.rows as Row[])[0]!.cells.length).toBe(body.headers.length);
    expect(check(dataValidator('rankingTable')!, body)).toEqual([]);
    const unapproved = (await get(`newranking/list/storevisit/default/all,zy;rtype=3/0/10/samples/true/${YEAR_2020}`)).json();
    expect((unapproved.rows as Row[]).map((r) => [r.cells[0]!.value, r.cells.at(-1)!.value])).toEqual([
      ['Shop Q', 2],
      ['Shop P', 0],
    ]);
  });

  it('lists a leaf’s samples in that state instead of its interviews, each leading to its sample', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zy,p;rtype=1/${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ leafRows: true, totalNumberRows: 3 });
    expect(body.headers.map((h: { extName: string }) => h.extName)).toEqual(['name', 'eventDate', 'state']);
    const rows = body.rows as Row[];
    expect(rows.map((r) => r.cells[1]!.formattedValue)).toEqual(['03/02-2020', '02/02-2020', '01/02-2020']);
    expect(rows.every((r) => typeof r.sampleId === 'number' && !r.isComplete && r.interviewId === null)).toBe(true);
    expect(rows[0]!.cells[2]!.formattedValue).toBe('New');
    const oldestFirst = (await get(`newranking/list/storevisit/default/all,zy,p;rtype=1/0/2/eventDate/false/${YEAR_2020}`)).json();
    expect((oldestFirst.rows as Row[]).map((r) => r.cells[1]!.formattedValue)).toEqual(['01/02-2020', '02/02-2020']);
    expect(oldestFirst.totalNumberRows).toBe(3);
  });

  it('refuses a rank type that does not exist, naming it', async () => {
    for (const bad of ['rtype=7', 'rtype=1*2', 'rtype=_1']) {
      const res = await get(`newranking/list/storevisit/default/all,zy;${bad}/${YEAR_2020}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('rtype');
    }
  });

  it('keeps the shortcut in the rows’ drill paths, so drilling stays on the same state', async () => {
    const body = (await get(`newranking/list/storevisit/default/all,zy;rtype=2/${YEAR_2020}`)).json();
    expect((body.rows as { drillPath: string }[]).map((r) => r.drillPath)).toContain(`all,zy,p;rtype=2;${YEAR_2020}`);
  });
});

describe('leaf interview rows', () => {
  it('carry their sample id and the details variables they have answers for', async () => {
    const body = (await get(`newranking/list/storevisit/default/all,zy,p/${YEAR_2020}`)).json();
    const rows = body.rows as Row[];
    const withSample = rows.find((r) => r.sampleId === ids.answered)!;
    expect(withSample).toMatchObject({ isComplete: true, detailsVariables: ['nps'] });
    const withoutSample = rows.find((r) => r.interviewId === ids.noDetails)!;
    expect(withoutSample).toMatchObject({ sampleId: null, detailsVariables: [] });
  });
});

describe('leaf interview rows, sorted by their name (the id)', () => {
  it('goes both ways', async () => {
    const asc = (await get(`newranking/list/storevisit/default/all,zy,p/0/50/name/false/${YEAR_2020}`)).json().rows as Row[];
    const desc = (await get(`newranking/list/storevisit/default/all,zy,p/0/50/name/true/${YEAR_2020}`)).json().rows as Row[];
    expect(asc.map((r) => r.interviewId)).toEqual([ids.answeredInterview, ids.noDetails]);
    expect(desc.map((r) => r.interviewId)).toEqual([ids.noDetails, ids.answeredInterview]);
  });
});

describe('cell details', () => {
  const url = (sample: number, variable = 'nps', survey = 'storevisit') => `sample/celldetails/${survey}?sampleid=${sample}&detailsvariable=${variable}`;

  it('explains a cell with the answer, the comment and the sample', async () => {
    const res = await get(url(ids.answered));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Named by its interview number, as its leaf row and its interview page name it (issue 12, bug 7).
    expect(body.title).toBe(`NPS · #${ids.answeredInterview}`);
    expect(body.sampleId).toBe(ids.answered);
    expect(body.interviewId).toBe(ids.answeredInterview);
    expect(body.sections[0]).toEqual({ title: 'Answer', paragraphs: ['Likelihood to recommend', 'Answer: 9 (Scale 0–10)'] });
    expect(body.sections[1]).toEqual({ title: 'What could we do better?', paragraphs: ['Friendly staff.'] });
    expect(body.sections.at(-1).paragraphs).toEqual(['Event date: 08/05-2020', 'Unit: Shop P']);
  });

  it('names a response by the same number in its leaf row and in its details dialog', async () => {
    const rows = (await get(`newranking/list/storevisit/default/all,zy,p/0/50/name/false/${YEAR_2020}`)).json().rows as Row[];
    const row = rows.find((r) => r.interviewId === ids.answeredInterview)!;
    expect(row.sampleId).toBe(ids.answered);
    // The seed gives the sample and its interview different numbers, so showing the wrong one would be seen.
    expect(ids.answered).not.toBe(ids.answeredInterview);
    const details = (await get(url(row.sampleId!))).json();
    expect(details.title.endsWith(` · ${row.cells[0]!.formattedValue}`), `${details.title} / ${row.cells[0]!.formattedValue}`).toBe(true);
  });

  it('says so when the sample has no interview yet, naming it as a sample', async () => {
    const body = (await get(url(ids.unanswered))).json();
    expect(body.interviewId).toBeNull();
    expect(body.title).toBe(`NPS · Sample ${ids.unanswered}`);
    expect(body.sections[0].paragraphs).toEqual(['The sample has no interview yet.']);
  });

  it('has details only for the configured variables', async () => {
    const res = await get(url(ids.answered, 'effort'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('no_details');
  });

  it('is refused to a user whose role does not reach the sample’s unit', async () => {
    const res = await get(url(ids.answered), user);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('outside_scope');
  });

  it('does not exist for another universe, nor for an unknown sample', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'multi', password: 'sightline-multi', universe: 'b2b' } });
    const b2b = login.json<{ authToken: string }>().authToken;
    const change = await get('auth/changeuniverse/b2b', b2b);
    expect(change.statusCode).toBe(200);
    expect((await get(url(ids.answered), b2b)).statusCode).toBe(404);
    expect((await get(url(999_999_999))).statusCode).toBe(404);
  });

  it('validates its parameters at the edge', async () => {
    expect((await get(`sample/celldetails/storevisit?sampleid=abc&detailsvariable=nps`)).statusCode).toBe(400);
    expect((await get(`sample/celldetails/storevisit?sampleid=1`)).statusCode).toBe(400);
  });
});
