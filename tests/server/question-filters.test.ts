/**
 * Per-user question filters (issue 20 item 4, spec 3 User question filter): the filters stored on a member's
 * universe membership always narrow what that member sees in the survey, and the member cannot widen them with
 * filter tokens of their own. A hand-made leaf under the north region (all,se,north,qf) holds four 2018 interviews,
 * so the figures are counted by hand:
 *
 *   interview  nps  csat
 *   1          10   5
 *   2           9   5
 *   3           3   1
 *   4           8   2
 *
 * Without a filter `user` (role north) sees 4 interviews; with the filter csat = 5 she sees interviews 1 and 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let user: string;
let root: string;
const interviewIds: number[] = [];
const sampleIds: number[] = [];
const YEAR_2018 = 'ftime=Ige01012018:01012019';
const LEAF = 'all,se,north,qf';
const FIXTURE: [number, number][] = [
  [10, 5],
  [9, 5],
  [3, 1],
  [8, 2],
];

beforeAll(async () => {
  t = await createTestApp();
  await owner(async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as north from survey s join unit u on u.survey_id = s.id and u.path = 'all,se,north' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, north } = rows[0];
    const leaf = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'qf', 'Filterville', 3, $4) returning id`, [universeId, surveyId, north, LEAF])).rows[0].id;
    for (const [n, [nps, csat]] of FIXTURE.entries()) {
      const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universeId, surveyId, leaf, `2018-05-0${n + 1}T12:00:00Z`]);
      interviewIds.push(Number(iv.rows[0].id));
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3), ($1, $2, 'csat', $4)`, [universeId, iv.rows[0].id, nps, csat]);
    }
    // Samples: one on interview 1 (csat 5), one on interview 3 (csat 1), two invited people who have not answered yet
    // (new, and no response) and hold no csat of their own: outside every csat filter; and a new one loaded with csat 5
    // among its own fields, which a sample without an interview is judged by.
    const samples = [
      [interviewIds[0], 0, '2018-05-01', { name: 'Q' }],
      [interviewIds[2], 0, '2018-05-03', { name: 'Q' }],
      [null, 1, '2018-05-10', { name: 'Q' }],
      [null, 2, '2018-05-11', { name: 'Q' }],
      [null, 1, '2018-05-12', { name: 'Q', csat: '5' }],
    ] as const;
    for (const [interview, state, day, contact] of samples) {
      const s = await c.query(`insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact) values ($1, $2, $3, $4, $5, $6, $7) returning id`, [universeId, surveyId, leaf, interview, state, day, JSON.stringify(contact)]);
      sampleIds.push(Number(s.rows[0].id));
    }
    // Open alerts on interviews 1 (kept by csat 5) and 3 and 4 (not).
    for (const iv of [interviewIds[0], interviewIds[2], interviewIds[3]]) {
      await c.query(`insert into alert (universe_id, survey_id, interview_id, state) values ($1, $2, $3, 2)`, [universeId, surveyId, iv]);
    }
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2018-01-01', to: '2019-01-01' });
    await c.query('commit');
  });
  user = await t.login('user', 'sightline-user');
  root = await t.login('root', 'sightline-root');
});
afterAll(async () => {
  await t.close();
});

function owner<T>(fn: Parameters<typeof asOwner<T>>[1]): Promise<T> {
  return asOwner(t.database.adminUrl, fn);
}

/** Stores `user`'s question filters in the demo universe (what the user editor's save writes). */
async function setFilters(filters: Record<string, Record<string, string>>) {
  await owner((c) =>
    c.query(
      `update universe_member m set question_filters = $1 from app_user u, universe v where u.id = m.user_id and v.id = m.universe_id and u.username = 'user' and v.name = 'demo'`,
      [JSON.stringify(filters)],
    ),
  );
}

const get = (url: string, token = user) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
const nInterviews = async (path: string, token = user) => {
  const res = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent(path)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().nInterviews as number;
};
/** The leaf's ranking lists its interviews: their NPS answers, in row order. */
const rankedNps = async (filter = YEAR_2018, token = user) => {
  const res = await get(`newranking/list/storevisit/default/${encodeURIComponent(LEAF)}/${encodeURIComponent(filter)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ rows: { interviewId: number | null }[] }>();
  return body.rows.map((r) => r.interviewId).sort();
};

describe('per-user question filters', () => {
  it('narrow the same call to the interviews whose answer the filter allows', async () => {
    await setFilters({});
    expect(await nInterviews(`${LEAF};${YEAR_2018}`)).toBe(4);
    expect(await rankedNps()).toEqual([...interviewIds].sort());

    await setFilters({ storevisit: { csat: '5' } });
    expect(await nInterviews(`${LEAF};${YEAR_2018}`)).toBe(2);
    expect(await rankedNps()).toEqual(interviewIds.slice(0, 2).sort());
    // Several allowed answers (';'-joined as stored): csat 5 or 1.
    await setFilters({ storevisit: { csat: '5;1' } });
    expect(await nInterviews(`${LEAF};${YEAR_2018}`)).toBe(3);
    // Another person's view is not narrowed by her filters.
    expect(await nInterviews(`${LEAF};${YEAR_2018}`, root)).toBe(4);
  });

  it("the global survey's filters apply in every survey that asks the question", async () => {
    await setFilters({ global: { csat: '1;2' } });
    expect(await nInterviews(`${LEAF};${YEAR_2018}`)).toBe(2);
  });

  it('a filtered-out interview cannot be opened', async () => {
    await setFilters({ storevisit: { csat: '5' } });
    expect((await get(`interview/storevisit/${interviewIds[0]}`)).statusCode).toBe(200);
    const res = await get(`interview/storevisit/${interviewIds[2]}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/question filters/);
  });

  it("an alert on a filtered-out interview cannot be opened", async () => {
    const [kept, hidden] = await owner(async (c) => {
      const ids: number[] = [];
      for (const iv of [interviewIds[0], interviewIds[2]]) {
        const { rows } = await c.query(`insert into alert (universe_id, survey_id, interview_id, state) select universe_id, survey_id, id, 2 from interview where id = $1 returning id`, [iv]);
        ids.push(Number(rows[0].id));
      }
      return ids;
    });
    await setFilters({ storevisit: { csat: '5' } });
    expect((await get(`alert/details/storevisit/${kept}`)).statusCode).toBe(200);
    const res = await get(`alert/details/storevisit/${hidden}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/question filters/);
  });

  it('the user cannot widen them with filter tokens of her own', async () => {
    await setFilters({ storevisit: { csat: '5' } });
    // No filter segment at all, the filters in the path, or a token naming the question: never more than 2.
    expect(await nInterviews(`${LEAF};${YEAR_2018}`)).toBe(2);
    expect(await rankedNps(`${YEAR_2018}`)).toHaveLength(2);
    const widened = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent(`${LEAF};${YEAR_2018};csat=1*2*5`)}`);
    expect(widened.statusCode).toBe(400);
    expect(widened.json().message).toMatch(/no filter "csat"/);
  });
});

/** What `user` (role north) may see, counted here as the database owner: north's interviews, and those with csat 5. */
const CSAT_5 = `exists (select 1 from answer a where a.interview_id = i.id and a.question = 'csat' and coalesce(a.text_value, trim_scale(a.num_value)::text) = '5')`;
async function ownerCount(sql: string, values: unknown[] = []): Promise<number> {
  return owner(async (c) => Number((await c.query(sql, values)).rows[0].n));
}
const northInterviews = (within: string) =>
  ownerCount(`select count(*) as n from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id where s.ext_name = 'storevisit' and u.path like 'all,se,north%' and ${within}`);
const openAlerts = (prefix: string, within: string) =>
  ownerCount(
    `select count(*) as n from alert a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id join survey s on s.id = a.survey_id
      where s.ext_name = 'storevisit' and a.state in (2, 6) and (u.path = $1 or u.path like $1 || ',%') and ${within}`,
    [prefix],
  );

describe('question filters narrow every count and list (one rule: a sample by its interview, before it has one by its own fields)', () => {
  it("the drill bar's open alerts, on the unit and on the segments above it", async () => {
    const bar = async () => {
      const res = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent(`${LEAF};${YEAR_2018}`)}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ nOpenAlerts: number; segments: { nOpenAlerts: number }[] }>();
      return { leaf: body.nOpenAlerts, north: body.segments[2]!.nOpenAlerts };
    };
    await setFilters({});
    expect(await bar()).toEqual({ leaf: await openAlerts(LEAF, 'true'), north: await openAlerts('all,se,north', 'true') });
    await setFilters({ storevisit: { csat: '5' } });
    const filtered = await bar();
    expect(filtered).toEqual({ leaf: await openAlerts(LEAF, CSAT_5), north: await openAlerts('all,se,north', CSAT_5) });
    expect(filtered.leaf).toBeLessThan(await openAlerts(LEAF, 'true'));
  });

  it("the identity's alert badge", async () => {
    const badge = async () => (await get('auth/identity')).json<{ surveys: { extName: string; nOpenAlerts: number }[] }>().surveys.find((s) => s.extName === 'storevisit')!.nOpenAlerts;
    await setFilters({});
    expect(await badge()).toBe(await openAlerts('all,se,north', 'true'));
    await setFilters({ storevisit: { csat: '5' } });
    expect(await badge()).toBe(await openAlerts('all,se,north', CSAT_5));
  });

  it('the load count', async () => {
    const loaded = async () => (await get('surveys/loadcount/storevisit')).json<{ loadCount: number }>().loadCount;
    await setFilters({});
    expect(await loaded()).toBe(await northInterviews('true'));
    await setFilters({ storevisit: { csat: '5' } });
    expect(await loaded()).toBe(await northInterviews(CSAT_5));
    expect(await northInterviews(CSAT_5)).toBeLessThan(await northInterviews('true'));
  });

  it("the indicator block's open alerts and interviews", async () => {
    const figures = async () => {
      const res = await get('indicators/block/storevisit/storeIndicators');
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(res.json<{ figures: { key: string; value: number }[] }>().figures.map((f) => [f.key, f.value]));
    };
    await setFilters({});
    const all = await figures();
    expect(all.openAlerts).toBe(await openAlerts('all,se,north', 'true'));
    await setFilters({ storevisit: { csat: '5' } });
    const mine = await figures();
    expect(mine.openAlerts).toBe(await openAlerts('all,se,north', CSAT_5));
    expect(mine.interviews).toBeLessThanOrEqual(all.interviews!);
  });

  it("the KPI tiles' sample counts (response rate): only samples whose interview passes, or whose own fields do before they have one", async () => {
    const rate = async () => {
      const res = await get(`variables/block/storevisit/kpis/${encodeURIComponent(`${LEAF};${YEAR_2018}`)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ variables: { type: string; value: number | null; formattedBase: string }[] }>().variables.find((v) => v.type === 'responseRate')!;
    };
    await setFilters({});
    // Five invited (none cancelled), two answered.
    expect(await rate()).toMatchObject({ value: 40, formattedBase: 'n = 5' });
    await setFilters({ storevisit: { csat: '5' } });
    // Interview 1's sample and the one loaded with csat 5: two invited, one answered.
    expect(await rate()).toMatchObject({ value: 50, formattedBase: 'n = 2' });
  });

  it('the sample list, the rank-type rankings and the sample page agree: a sample by its passing interview, else by its own fields', async () => {
    const listed = async () => {
      const res = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/list/storevisit/default/${encodeURIComponent(LEAF)}/0/50/eventdate/true/${encodeURIComponent(YEAR_2018)}`, headers: { authorization: user }, payload: [] });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ rankingData: { totalNumberRows: number } }>().rankingData.totalNumberRows;
    };
    const ranked = async (rtype: number) => (await rankedNps(`${YEAR_2018};rtype=${rtype}`)).length;
    await setFilters({});
    expect(await listed()).toBe(5);
    expect([await ranked(1), await ranked(2)]).toEqual([2, 1]);
    for (const id of sampleIds) expect((await get(`sample/details/storevisit/${id}`)).statusCode).toBe(200);
    await setFilters({ storevisit: { csat: '5' } });
    // Interview 1's sample, and the new one loaded with csat 5, whom the user can approve before she answers.
    expect(await listed()).toBe(2);
    expect([await ranked(1), await ranked(2)]).toEqual([1, 0]);
    for (const i of [0, 4]) expect((await get(`sample/details/storevisit/${sampleIds[i]}`)).statusCode).toBe(200);
    for (const i of [1, 2, 3]) {
      const res = await get(`sample/details/storevisit/${sampleIds[i]}`);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/question filters/);
    }
    // A value its own fields do not hold leaves the unanswered sample out too.
    await setFilters({ storevisit: { csat: '4;3' } });
    expect(await listed()).toBe(0);
  });

  it("the sample search, a sample's cell details and an interview's related interviews", async () => {
    const customers = async () => {
      const res = await get(`sample/suggestions/storevisit/${encodeURIComponent(LEAF)}/Q`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ viewResults: { paths: { value: string }[] }[] }>().viewResults.flatMap((g) => g.paths.map((x) => x.value)).filter((v) => v.startsWith('#')).sort();
    };
    const details = (id: number) => get(`sample/celldetails/storevisit?sampleid=${id}&detailsvariable=nps`);
    const related = async () => {
      const res = await get(`interview/storevisit/${interviewIds[0]}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ sidebarData: { interviewLinks: { interviewId: number }[] } }>().sidebarData.interviewLinks.map((l) => l.interviewId).sort();
    };
    await setFilters({});
    expect(await customers()).toEqual(sampleIds.map((id) => `#${id}`).sort());
    expect((await details(sampleIds[2]!)).statusCode).toBe(200);
    expect(await related()).toEqual([...interviewIds].sort());
    await setFilters({ storevisit: { csat: '5' } });
    expect(await customers()).toEqual([`#${sampleIds[0]}`, `#${sampleIds[4]}`].sort());
    expect((await details(sampleIds[0]!)).statusCode).toBe(200);
    expect((await details(sampleIds[4]!)).statusCode).toBe(200);
    expect((await details(sampleIds[2]!)).statusCode).toBe(403);
    expect(await related()).toEqual(interviewIds.slice(0, 2).sort());
  });
});
