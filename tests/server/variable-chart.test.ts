/**
 * A variable tile's chart (GET vuejs/variables/fetchVariableChart/{survey}/{id}/{path}/{index}) against hand-computed
 * answers: a small subtree all,zy (Shop Y) whose interviews lie in 2020, before any generated demo data, and a
 * variable block of our own whose tiles come in groups, one of them root-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthStart } from '../../core/dates';
import { buckets } from '../../core/metrics/periods';
import { refreshRollups } from '../../server/analytics/rollup';
import { check, dataValidator } from '../../schemas/validators';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_DATE } from '../support/test-date';

let t: TestApp;
let admin: string;
let root: string;
let user: string;

/** Selection July–December 2020; its trend is January–June 2020, so the chart runs 2020-01 … 2020-12. */
const H2_2020 = 'ftime=Ige01072020:01012021';

const FIXTURE: { day: string; nps: number; gender: 'female' | 'male'; effort?: number }[] = [
  // 2020-02: 10, 10, 0 → 2 promoters, 1 detractor of 3 → NPS 33.33; female only: 10, 0 → 0. Effort 3 and 4 → 3.5.
  { day: '2020-02-03', nps: 10, gender: 'female', effort: 3 },
  { day: '2020-02-14', nps: 10, gender: 'male', effort: 4 },
  { day: '2020-02-29', nps: 0, gender: 'female' },
  // 2020-05: 9 → NPS 100; no female answer.
  { day: '2020-05-20', nps: 9, gender: 'male' },
  // 2020-08: 6, 7 → 1 detractor of 2 → NPS -50; female only: 6 → -100.
  { day: '2020-08-01', nps: 6, gender: 'female' },
  { day: '2020-08-31', nps: 7, gender: 'male' },
  // 2020-11: 10, 8 → 1 promoter of 2 → NPS 50, both female.
  { day: '2020-11-11', nps: 10, gender: 'female' },
  { day: '2020-11-12', nps: 8, gender: 'female' },
];

/** Tiles: interviews; group "Loyalty": nps; root-only group: effort. Tile indexes 0, 1, 2. */
const GROUPED_BLOCK = {
  type: 'variableBlock',
  id: 'kpisGrouped',
  config: { size: 12, expressions: ['interviews'], blocks: [{ title: { en: 'Loyalty' }, expressions: ['nps'] }, { title: { en: 'Internal' }, rootOnly: true, expressions: ['effort'] }] },
};

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root: rootUnit } = rows[0];
    const shop = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zy', 'Shop Y', 1, 'all,zy') returning id`, [universeId, surveyId, rootUnit])).rows[0].id;
    for (const f of FIXTURE) {
      const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`, [
        universeId,
        surveyId,
        shop,
        `${f.day}T12:00:00Z`,
        JSON.stringify({ gender: f.gender }),
      ]);
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv.rows[0].id, f.nps]);
      if (f.effort !== undefined) await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'effort', $3)`, [universeId, iv.rows[0].id, f.effort]);
    }
    // The grouped block on the overview page, next to the demo's own "kpis".
    await c.query(`update survey set config = jsonb_insert(config, '{pages,0,components,0}', $2::jsonb) where id = $1`, [surveyId, JSON.stringify(GROUPED_BLOCK)]);
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2020-01-01', to: '2021-01-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
  root = await t.login('root', 'sightline-root');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ url: `/rest/vuejs/variables/${url}`, headers: { authorization: token } });
type Chart = { descriptors: { variable: string; title: string; color?: string }[]; series: { name: string; data: (number | null)[] }[] };
const byMonth = (body: Chart) => Object.fromEntries(body.series.map((s) => [s.name, s.data[0]]));
const MONTHS_2020 = Array.from({ length: 12 }, (_, i) => `2020-${String(i + 1).padStart(2, '0')}`);

describe('a tile’s chart', () => {
  it('shows the tile variable per month over the trend and selection periods, null where nobody answered', async () => {
    const res = await get(`fetchVariableChart/storevisit/kpis/all,zy;${H2_2020}/0`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Chart;
    // What the widget checks the answer against before drawing it.
    expect(check(dataValidator('developmentLineChart')!, body)).toEqual([]);
    // NPS runs from -100 to 100, and storevisit's configuration sets its goal at 30.
    expect(body.descriptors).toEqual([{ variable: 'nps', title: 'NPS', color: '#0000c8', scale: { min: -100, max: 100 }, goal: 30 }]);
    expect(body.series.map((s) => s.name)).toEqual(MONTHS_2020);
    expect(body.series.every((s) => s.data.length === 1)).toBe(true);
    expect(byMonth(body)).toEqual({
      '2020-01': null,
      '2020-02': 33.33,
      '2020-03': null,
      '2020-04': null,
      '2020-05': 100,
      '2020-06': null,
      '2020-07': null,
      '2020-08': -50,
      '2020-09': null,
      '2020-10': null,
      '2020-11': 50,
      '2020-12': null,
    });
  });

  it('charts the variable of the tile the block call answers at that index', async () => {
    const block = (await get(`block/storevisit/kpis/all,zy;${H2_2020}`)).json() as { variables: { title: string }[] };
    // kpis: nps, csat, effort, interviews, … → tile 3 is the interview count: 3 in February, 1 in May.
    const res = await get(`fetchVariableChart/storevisit/kpis/all,zy;${H2_2020}/3`);
    const body = res.json() as Chart;
    expect(body.descriptors.map((d) => d.title)).toEqual([block.variables[3]!.title]);
    expect(body.descriptors[0]!.variable).toBe('interviews');
    expect(byMonth(body)).toMatchObject({ '2020-01': null, '2020-02': 3, '2020-05': 1, '2020-08': 2, '2020-11': 2 });
  });

  it('follows the drill path’s filters', async () => {
    const body = (await get(`fetchVariableChart/storevisit/kpis/all,zy;${H2_2020};gender=female/0`)).json() as Chart;
    expect(check(dataValidator('developmentLineChart')!, body)).toEqual([]);
    expect(byMonth(body)).toMatchObject({ '2020-02': 0, '2020-05': null, '2020-08': -100, '2020-11': 50 });
  });

  it('counts tile indexes through the groups, root-only groups for root only', async () => {
    const asAdmin = (await get(`block/storevisit/kpisGrouped/all,zy;${H2_2020}`)).json() as { variables: unknown[]; blocks: { variables: unknown[] }[] };
    expect([asAdmin.variables.length, asAdmin.blocks.map((b) => b.variables.length)]).toEqual([1, [1]]);
    const nps = (await get(`fetchVariableChart/storevisit/kpisGrouped/all,zy;${H2_2020}/1`)).json() as Chart;
    expect(nps.descriptors[0]!.variable).toBe('nps');
    expect(byMonth(nps)['2020-05']).toBe(100);
    // Tile 2 (effort) lies in the root-only group: the admin does not see it, root does.
    const hidden = await get(`fetchVariableChart/storevisit/kpisGrouped/all,zy;${H2_2020}/2`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toContain('no tile 2');
    const effort = await get(`fetchVariableChart/storevisit/kpisGrouped/all,zy;${H2_2020}/2`, root);
    expect(effort.statusCode).toBe(200);
    expect((effort.json() as Chart).descriptors[0]!.variable).toBe('effort');
    expect(byMonth(effort.json() as Chart)).toMatchObject({ '2020-02': 3.5, '2020-05': null });
  });

  it('runs from the first month with data to this month when the time code is open-ended', async () => {
    const body = (await get('fetchVariableChart/storevisit/kpis/all,zy;ftime=none/0')).json() as Chart;
    // Shop Y's February 2020 answers are the survey's first; no month after the current one (the tests' today's) is shown.
    const expected = buckets({ from: '2020-02-01', to: addMonths(monthStart(TEST_DATE), 1) }, 'months').map((b) => b.label);
    expect(body.series.map((s) => s.name)).toEqual(expected);
    expect(body.series[0]).toEqual({ name: '2020-02', data: [33.33], n: [3] });
  });
});

describe('refusals', () => {
  it('404 for an unknown block or tile, 400 naming a bad index, filter or a component that is no variable block', async () => {
    const unknownBlock = await get(`fetchVariableChart/storevisit/nosuchblock/all,zy/0`);
    expect(unknownBlock.statusCode).toBe(404);
    expect(unknownBlock.json().message).toContain('nosuchblock');
    const unknownTile = await get(`fetchVariableChart/storevisit/kpis/all,zy/6`);
    expect(unknownTile.statusCode).toBe(404);
    expect(unknownTile.json().message).toContain('no tile 6; it has 6');
    const cases: [string, string][] = [
      ['fetchVariableChart/storevisit/kpis/all,zy/first', 'first'],
      ['fetchVariableChart/storevisit/kpis/all,zy/-1', '-1'],
      ['fetchVariableChart/storevisit/kpis/all,zy;gender=robot/0', 'robot'],
      ['fetchVariableChart/storevisit/kpis/all,,zy/0', 'all,,zy'],
      ['fetchVariableChart/storevisit/kpis/all,zy;ftime=rweeks-1_0/0', 'rweeks-1_0'],
      ['fetchVariableChart/storevisit/npsTrend/all,zy/0', 'npsTrend'],
    ];
    for (const [url, token] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(token);
    }
    expect((await get('fetchVariableChart/storevisit/kpis/all,nowhere/0')).statusCode).toBe(404);
    expect((await get('fetchVariableChart/nosurvey/kpis/all/0')).statusCode).toBe(404);
  });

  it('keeps a role inside its scope and needs a session', async () => {
    const outside = await get(`fetchVariableChart/storevisit/kpis/all,zy;${H2_2020}/0`, user);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toContain('all,zy');
    expect((await get('fetchVariableChart/storevisit/kpis/all,se,north/0', user)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/rest/vuejs/variables/fetchVariableChart/storevisit/kpis/all/0' })).statusCode).toBe(401);
  });
});
