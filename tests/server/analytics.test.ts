/**
 * The analytics calls against hand-computed answers: a small subtree (all,zz with units a, b, c) whose interviews
 * lie in 2019-2021, far from the generated demo data, so every number below can be worked out by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { check, configValidator, dataValidator, validateSurveyConfiguration } from '../../schemas/validators';
import { loadSurveyConfig } from '../../server/demo/seed';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let user: string;

const YEAR_2020 = 'ftime=Ige01012020:01012021';

interface Fixture {
  unit: string;
  day: string;
  nps: number;
  effort?: number;
  gender?: string;
}
const FIXTURE: Fixture[] = [
  // a, 2020: 10, 10, 9, 5 → 3 promoters, 1 detractor of 4 → NPS 50; effort 2 each → mean 2.
  { unit: 'a', day: '2020-03-10', nps: 10, effort: 2, gender: 'female' },
  { unit: 'a', day: '2020-03-11', nps: 10, effort: 2, gender: 'female' },
  { unit: 'a', day: '2020-03-12', nps: 9, effort: 2, gender: 'male' },
  { unit: 'a', day: '2020-03-13', nps: 5, effort: 2, gender: 'male' },
  // b, 2020: all passives → NPS 0.
  { unit: 'b', day: '2020-06-15', nps: 7, gender: 'female' },
  { unit: 'b', day: '2020-06-15', nps: 8, gender: 'female' },
  { unit: 'b', day: '2020-06-16', nps: 8, gender: 'female' },
  { unit: 'b', day: '2020-06-17', nps: 7, gender: 'female' },
  // c, around the turn of 2020/2021: ISO week 2020-W53 runs 28 Dec to 3 Jan.
  { unit: 'c', day: '2020-12-31', nps: 10 },
  { unit: 'c', day: '2021-01-02', nps: 0 },
  { unit: 'c', day: '2021-01-05', nps: 9 },
  // a, 2019 (the trend period of 2020): 0 and 10 → NPS 0.
  { unit: 'a', day: '2019-05-05', nps: 0, gender: 'female' },
  { unit: 'a', day: '2019-05-06', nps: 10, gender: 'female' },
];

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root } = rows[0];
    const zz = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zz', 'Testland', 1, 'all,zz') returning id`, [universeId, surveyId, root])).rows[0].id;
    const units: Record<string, number> = {};
    for (const u of ['a', 'b', 'c']) {
      units[u] = (
        await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, 2, $6) returning id`, [
          universeId,
          surveyId,
          zz,
          u,
          `Shop ${u.toUpperCase()}`,
          `all,zz,${u}`,
        ])
      ).rows[0].id;
    }
    for (const f of FIXTURE) {
      const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`, [
        universeId,
        surveyId,
        units[f.unit],
        `${f.day}T12:00:00Z`,
        JSON.stringify(f.gender ? { gender: f.gender } : {}),
      ]);
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv.rows[0].id, f.nps]);
      if (f.effort !== undefined) await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'effort', $3)`, [universeId, iv.rows[0].id, f.effort]);
    }
    // Shop A's invitations in 2020: 4 answered, 2 without answer, 1 unapproved, 1 cancelled → 4 of 7 contacted.
    for (const state of [0, 0, 0, 0, 2, 2, 3, 4]) {
      await c.query(`insert into sample (universe_id, survey_id, unit_id, state, event_date) values ($1, $2, $3, $4, '2020-03-09')`, [universeId, surveyId, units.a, state]);
    }
    // Shop A's own NPS goal: exactly what it scores in 2020.
    await c.query(`insert into goal (universe_id, survey_id, unit_id, variable, value) values ($1, $2, $3, 'nps', 50)`, [universeId, surveyId, units.a]);
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2019-01-01', to: '2021-02-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
type Row = { cells: { value: number | string | null; target?: number | null }[]; rankTarget: number | null; drillPath: string; interviewId: number | null };

describe('ranking', () => {
  it('ranks the children with hand-computed NPS, goal colours and a footer for the unit', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zz/${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.headers.map((h: { extName: string }) => h.extName)).toEqual(['name', 'nps', 'csat', 'effort', 'staffTop', 'interviews']);
    const rows = body.rows as Row[];
    // Sorted by NPS, descending: C 100, A 50, B 0.
    expect(rows.map((r) => [r.cells[0]!.value, r.cells[1]!.value, r.cells[5]!.value])).toEqual([
      ['Shop C', 100, 1],
      ['Shop A', 50, 4],
      ['Shop B', 0, 4],
    ]);
    expect(rows[1]!.rankTarget).toBe(3); // goal 50 exactly met
    expect(rows[2]!.rankTarget).toBe(0); // default goal 30, 30 points short on a 200-point scale
    expect(rows[1]!.cells[3]).toMatchObject({ value: 2, target: 3 }); // inverse effort: 2 against goal 2
    expect(rows[1]!.drillPath).toBe(`all,zz,a;${YEAR_2020}`);
    // 9 answers: promoters 10, 10, 9, 10; detractor 5 → (4 - 1) / 9.
    expect(body.footer.cells[1].value).toBe(33.33);
    expect(body).toMatchObject({ rankingVar: 'nps', leafRows: false, totalNumberRows: 3, viewCompletedSamples: true });
    expect(body.segmentedDrillPath).toMatchObject({ nInterviews: 9, segments: [{ name: 'Nordhem Living' }, { name: 'Testland' }] });
    expect(check(dataValidator('rankingTable')!, body)).toEqual([]);
  });

  it('gives each unit its place and its place in the previous period, whatever the sort', async () => {
    // 2020 by NPS: C 100, A 50, B 0. 2019 (the trend period): only A has answers (0 and 10 → NPS 0), so it ranked 1st.
    const res = await get(`newranking/list/storevisit/default/all,zz/${YEAR_2020}`);
    const places = (res.json().rows as (Row & { rank?: number | null; previousRank?: number | null })[]).map((r) => [r.cells[0]!.value, r.rank, r.previousRank]);
    expect(places).toEqual([
      ['Shop C', 1, null],
      ['Shop A', 2, 1],
      ['Shop B', 3, null],
    ]);
    expect(res.json().footer).not.toHaveProperty('rank');
    // Sorted by name the places stay those of the ranking variable.
    const byName = await get(`newranking/list/storevisit/default/all,zz/0/10/name/false/${YEAR_2020}`);
    expect((byName.json().rows as (Row & { rank?: number | null })[]).map((r) => [r.cells[0]!.value, r.rank])).toEqual([
      ['Shop A', 2],
      ['Shop B', 3],
      ['Shop C', 1],
    ]);
    // Promoters only: A 100 and C 100 share 1st place, B has no value and no place.
    const promoters = await get(`newranking/list/storevisit/default/all,zz/${YEAR_2020};lsegs=promoter`);
    expect((promoters.json().rows as (Row & { rank?: number | null })[]).map((r) => [r.cells[0]!.value, r.rank])).toEqual([
      ['Shop A', 1],
      ['Shop C', 1],
      ['Shop B', null],
    ]);
  });

  it('sorts ascending and pages', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zz/0/2/nps/false/${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().rows as Row[]).map((r) => r.cells[0]!.value)).toEqual(['Shop B', 'Shop A']);
  });

  it('answers from the raw rows when standard filters apply, with the same arithmetic', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zz/${YEAR_2020};gender=female`);
    const rows = res.json().rows as Row[];
    expect(rows.map((r) => [r.cells[0]!.value, r.cells[1]!.value])).toEqual([
      ['Shop A', 100],
      ['Shop B', 0],
      ['Shop C', null],
    ]);
    expect(res.json().footer.cells[1].value).toBe(33.33); // 10, 10, 7, 8, 8, 7
    const excluded = await get(`newranking/list/storevisit/default/all,zz/${YEAR_2020};gender=_female`);
    expect((excluded.json().rows as Row[]).map((r) => [r.cells[0]!.value, r.cells[1]!.value])).toEqual([
      ['Shop C', 100],
      ['Shop A', 0],
      ['Shop B', null],
    ]);
  });

  it('filters by loyalty segment on the overall question', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zz/${YEAR_2020};lsegs=promoter`);
    // Promoters only: A has 10, 10, 9; B none; C 10.
    expect((res.json().rows as Row[]).map((r) => [r.cells[0]!.value, r.cells[1]!.value, r.cells[5]!.value])).toEqual([
      ['Shop A', 100, 3],
      ['Shop C', 100, 1],
      ['Shop B', null, 0],
    ]);
  });

  it('lists a leaf unit’s interviews with their ids', async () => {
    const res = await get(`newranking/list/storevisit/default/all,zz,b/${YEAR_2020}`);
    const body = res.json();
    expect(body.leafRows).toBe(true);
    expect(body.totalNumberRows).toBe(4);
    expect((body.rows as Row[]).every((r) => typeof r.interviewId === 'number')).toBe(true);
    expect((body.rows as Row[]).map((r) => r.cells[1]!.value)).toEqual([8, 8, 7, 7]);
  });

  it('suggests units below the drill unit by name', async () => {
    const res = await get('newranking/suggestions/storevisit/all,zz/shop');
    expect(res.json()).toEqual({
      viewResults: [
        {
          header: 'Region',
          paths: [
            { text: 'Shop A', value: 'all,zz,a', context: 'Testland' },
            { text: 'Shop B', value: 'all,zz,b', context: 'Testland' },
            { text: 'Shop C', value: 'all,zz,c', context: 'Testland' },
          ],
        },
      ],
    });
  });
});

describe('variable tiles', () => {
  it('value, base, trend difference and arrow, goal colour and progress', async () => {
    const res = await get(`variables/block/storevisit/kpis/all,zz,a;${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(check(dataValidator('variableBlock')!, body)).toEqual([]);
    const [nps, , effort, interviews] = body.variables;
    expect(nps).toMatchObject({
      value: 50,
      trendValue: 0,
      formattedValue: '50.00',
      formattedDiff: '+50.00',
      diffArrow: 1,
      goalValue: 50,
      target: 'TARGET3',
      progress: 75,
      formattedBase: 'n = 4',
    });
    expect(effort).toMatchObject({ value: 2, inverse: true, target: 'TARGET3', goalValue: 2 });
    expect(interviews).toMatchObject({ value: 4, formattedValue: '4', hideProgressBar: true, shortcutDrillPath: `all,zz,a;${YEAR_2020}` });
    expect(body.variables[4]).toMatchObject({ type: 'responseRate', value: 57.14, formattedBase: 'n = 7', goalValue: 45, target: 'TARGET3' });
    // A shortcut of rank type opens the ranking filtered by that sample state (2: no response).
    expect(body.variables[4]).toMatchObject({ shortcutPage: 'ranking', shortcutDrillPath: `all,zz,a;${YEAR_2020};rtype=2` });
    // Standard filters narrow the answers, not the invitations (samples carry no background).
    const filtered = (await get(`variables/block/storevisit/kpis/all,zz,a;${YEAR_2020};gender=female`)).json();
    expect(filtered.variables[0]).toMatchObject({ value: 100, formattedBase: 'n = 2' });
    expect(filtered.variables[4]).toMatchObject({ value: 57.14 });
  });

  it('labels the comparison period and puts the level above and the whole organisation beside the unit', async () => {
    const body = (await get(`variables/block/storevisit/kpis/all,zz,a;${YEAR_2020}`)).json();
    expect(check(dataValidator('variableBlock')!, body)).toEqual([]);
    // Testland (all,zz) in 2020: promoters 10, 10, 9, 10 and detractor 5 of 9 answers → (4 - 1) / 9 = 33.33; the
    // whole organisation has no other answers in 2020 (the demo data lies elsewhere), so the same.
    expect(body.variables[0]).toMatchObject({
      previousPeriod: '01/01-2019 – 31/12-2019',
      formattedTrendValue: '0.00',
      parent: { name: 'Testland', value: 33.33, formattedValue: '33.33' },
      organisation: { name: 'Nordhem Living', value: 33.33, formattedValue: '33.33' },
    });
    // Effort: only Shop A answered (2 each) → 2 everywhere.
    expect(body.variables[2]).toMatchObject({ parent: { value: 2 }, organisation: { value: 2 } });
    // One level below the top, the level above is the whole organisation: shown once.
    const region = (await get(`variables/block/storevisit/kpis/all,zz;${YEAR_2020}`)).json();
    expect(region.variables[0]).toMatchObject({ organisation: { name: 'Nordhem Living', value: 33.33 } });
    expect(region.variables[0]).not.toHaveProperty('parent');
    const top = (await get(`variables/block/storevisit/kpis/all;${YEAR_2020}`)).json();
    expect(top.variables[0]).not.toHaveProperty('parent');
    expect(top.variables[0]).not.toHaveProperty('organisation');
  });

  it('an empty unit has no value and a neutral arrow', async () => {
    const res = await get('variables/block/storevisit/kpis/all,zz,c;ftime=Ige01011990:01011991');
    expect(res.json().variables[0]).toMatchObject({ value: null, formattedValue: '–', diffArrow: 0, target: null });
  });
});

describe('charts', () => {
  it('ISO weeks across the year end, with null points where there is no data', async () => {
    const res = await get('charts/chart/storevisit/npsTrend/weeks/all,zz,c;ftime=Ige21122020:12012021');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(check(dataValidator('developmentLineChart')!, body)).toEqual([]);
    expect(body.series.map((s: { name: string; data: (number | null)[] }) => [s.name, s.data[0]])).toEqual([
      ['2020-W52', null],
      ['2020-W53', 0],
      ['2021-W01', 100],
      ['2021-W02', null],
    ]);
  });

  it('months over a year', async () => {
    const body = (await get(`charts/chart/storevisit/npsTrend/months/all,zz;${YEAR_2020}`)).json();
    const byMonth = Object.fromEntries(body.series.map((s: { name: string; data: (number | null)[] }) => [s.name, s.data[0]]));
    expect(byMonth).toMatchObject({ '2020-01': null, '2020-03': 50, '2020-06': 0, '2020-12': 100 });
    expect(body.series).toHaveLength(12);
  });

  it('benchmarks the siblings and analyses drivers', async () => {
    const bench = (await get(`charts/chart/storevisit/npsBenchmark/years/all,zz,a;${YEAR_2020}`)).json();
    expect(bench.series).toEqual([
      { name: 'Shop A', data: [50], n: [4] },
      { name: 'Shop B', data: [0], n: [4] },
      { name: 'Shop C', data: [100], n: [1] },
    ]);
    const drivers = await get('charts/chart/storevisit/priority/dummy/all');
    expect(drivers.statusCode).toBe(200);
    expect(drivers.json().descriptors.map((d: { variable: string }) => d.variable)).toEqual(['importance', 'performance']);
    expect(drivers.json().series).toHaveLength(5);
  });

  it('says what a reader needs beside each value: the scale (an axis per scale), the goal and the answers behind it', async () => {
    const body = (await get(`charts/chart/storevisit/npsTrend/months/all,zz;${YEAR_2020}`)).json();
    expect(body.descriptors[0]).toMatchObject({ variable: 'nps', scale: { min: -100, max: 100 } });
    expect(typeof body.descriptors[0].goal).toBe('number');
    const march = body.series.find((s: { name: string }) => s.name === '2020-03');
    const january = body.series.find((s: { name: string }) => s.name === '2020-01');
    expect(march.n[0]).toBeGreaterThan(0);
    expect(january.n.every((n: number) => n === 0)).toBe(true);
    const drivers = (await get('charts/chart/storevisit/priority/dummy/all')).json();
    expect(drivers.descriptors.map((d: { scale: unknown }) => d.scale)).toEqual([{ min: 0, max: 100 }, { min: 0, max: 100 }]);
    expect(drivers.series.every((s: { n: number[] }) => s.n.length === 2 && s.n[0] === s.n[1])).toBe(true);
  });

  it('refuses a period type it does not know and a component that is no chart', async () => {
    expect((await get('charts/chart/storevisit/npsTrend/fortnights/all')).json().message).toContain('fortnights');
    expect((await get('charts/chart/storevisit/kpis/months/all')).statusCode).toBe(400);
  });
});

describe('results and filters', () => {
  it('summarises selection against trend', async () => {
    const res = await get(`results/summary/storevisit/results/all,zz,a;${YEAR_2020}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(check(dataValidator('resultsBlock')!, body)).toEqual([]);
    expect(body.selectionTime).toBe('01/01-2020 – 31/12-2020');
    expect(body.loyaltySatisfactionGroups[0].questionAnswers[0]).toEqual({ extName: 'nps', title: 'NPS', value: 50, valueTrend: 0, diff: 50, goal: 50, goalStatus: 3 });
  });

  it('lists filter sets and searches options', async () => {
    const list = (await get('filters/list/storevisit/stores')).json();
    expect(list.timeFilterSet.filterGroups[0].filters[0].extName).toBe('ftime');
    expect(list.standardFilterSet.filterGroups[0].filters.map((f: { extName: string }) => f.extName)).toContain('gender');
    expect((await get('filters/query/storevisit/channel?query=web')).json()).toEqual({ extName: 'channel', options: [{ extName: 'web', title: 'Web shop' }] });
  });
});

describe('access and bad input', () => {
  it('a user limited to one region gets 403 outside it, data inside it', async () => {
    const outside = await get('newranking/list/storevisit/default/all,se,south/none', user);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toContain('all,se,south');
    expect((await get('variables/block/storevisit/kpis/all', user)).statusCode).toBe(403);
    // Nor do the tiles show the value of a unit outside the role beside one inside it.
    const north = (await get('variables/block/storevisit/kpis/all,se,north', user)).json();
    expect(north.variables[0]).toMatchObject({ title: expect.any(String) });
    expect(north.variables[0]).not.toHaveProperty('parent');
    expect(north.variables[0]).not.toHaveProperty('organisation');
    expect((await get('newranking/list/storevisit/default/all,se,north/none', user)).statusCode).toBe(200);
    // The legacy path answers the same.
    expect((await get('ranking/list/storevisit/default/all,se,north/none', user)).statusCode).toBe(200);
  });

  it('names the bad token of malformed paths and filters, unknown variables and filters', async () => {
    const cases: [string, string][] = [
      ['newranking/list/storevisit/default/all,,se/none', 'all,,se'],
      ['newranking/list/storevisit/default/all/gender=female;x', 'x'],
      ['newranking/list/storevisit/default/all/shoesize=42', 'shoesize'],
      ['newranking/list/storevisit/default/all/gender=robot', 'robot'],
      ['newranking/list/storevisit/default/all/ftime=rweeks-1_0', 'rweeks-1_0'],
      ['newranking/list/storevisit/default/all/0/50/loyalty/true/none', 'loyalty'],
      ['newranking/list/storevisit/nosuchranking/all/none', 'nosuchranking'],
      [`newranking/list/storevisit/default/${encodeURIComponent("all';drop table unit;--")}/none`, "all'"],
      [`newranking/list/storevisit/default/all/${encodeURIComponent("gender=x' or '1'='1")}`, "gender=x' or '1'='1"],
    ];
    for (const [url, token] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(token);
    }
    expect((await get('newranking/list/storevisit/default/all,nowhere/none')).statusCode).toBe(404);
    expect((await get('newranking/list/nosurvey/default/all/none')).statusCode).toBe(404);
    // Nothing reached SQL: the units are all still there.
    const units = await t.database.db.pool.query(`select count(*)::int as n from pg_tables where tablename = 'unit'`);
    expect(units.rows[0].n).toBe(1);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/rest/vuejs/newranking/list/storevisit/default/all/none' })).statusCode).toBe(401);
  });
});

describe('demo survey configurations', () => {
  it.each(['storevisit', 'service', 'delivery', 'relationship', 'nhsfft'])('%s.yaml is a valid survey configuration', (ext) => {
    const { config } = loadSurveyConfig(ext);
    expect(check(validateSurveyConfiguration, config)).toEqual([]);
    const components = (config.pages as { components: { type: string; config: unknown }[] }[]).flatMap((p) => p.components);
    for (const c of components) expect(check(configValidator(c.type)!, c.config), c.type).toEqual([]);
    // Every variable a page, ranking or chart names is defined.
    const variables = new Set((config.variables as { extName: string }[]).map((v) => v.extName));
    const named = [
      ...components.flatMap((c) => ((c.config as { expressions?: string[] }).expressions ?? [])),
      ...Object.values(config.rankings as Record<string, { columns: string[]; rankingVar: string }>).flatMap((r) => [...r.columns, r.rankingVar]),
      ...Object.values(config.chartVariables as Record<string, string[]>).flat(),
    ];
    expect(named.filter((n) => !variables.has(n))).toEqual([]);
  });
});
