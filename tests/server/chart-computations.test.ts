/**
 * The delta, grouped and choice line charts compute what their names say (spec 2 section 2), against hand-computed
 * answers: a small subtree all,zx (Testdal) with shops a and b whose interviews lie in 2019 and 2020, before any
 * generated demo data, and a page of our own with one chart of each kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { check, configValidator, dataValidator } from '../../schemas/validators';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;

/** Selection 2020; its trend period is 2019. */
const YEAR_2020 = 'ftime=Ige01012020:01012021';

const FIXTURE: { unit: 'a' | 'b'; day: string; nps: number; csat: number; gender: 'female' | 'male' }[] = [
  // a, 2020: NPS 10, 6, 9 → 2 promoters, 1 detractor of 3 → 33.33; csat 5, 4, 5 → 4.67.
  { unit: 'a', day: '2020-03-02', nps: 10, csat: 5, gender: 'female' },
  { unit: 'a', day: '2020-03-03', nps: 6, csat: 4, gender: 'male' },
  { unit: 'a', day: '2020-06-10', nps: 9, csat: 5, gender: 'female' },
  // b, 2020: NPS 8 → 0; csat 3.
  { unit: 'b', day: '2020-03-20', nps: 8, csat: 3, gender: 'male' },
  // a, 2019: NPS 0, 10 → 0; csat 2, 4 → 3.
  { unit: 'a', day: '2019-05-05', nps: 0, csat: 2, gender: 'female' },
  { unit: 'a', day: '2019-05-06', nps: 10, csat: 4, gender: 'female' },
  // b, 2019: NPS 9 → 100; csat 5.
  { unit: 'b', day: '2019-05-07', nps: 9, csat: 5, gender: 'male' },
];

const CHART_PAGE = {
  extname: 'charttest',
  title: { en: 'Chart test' },
  components: [
    { type: 'deltaChart', id: 'changeChart', config: { size: 6 } },
    { type: 'groupedChart', id: 'byGender', config: { size: 6, groupBy: 'gender' } },
    { type: 'groupedChart', id: 'byShop', config: { size: 6 } },
    { type: 'choiceLineChart', id: 'csatChoices', config: { size: 6, question: 'csat', defaultPeriod: 'quarters' } },
    {
      type: 'developmentLineChart',
      id: 'seasonTrend',
      config: { size: 6, periods: ['months'], customPeriods: [{ extname: 'season', title: { en: 'Season' }, months: 3, firstMonth: 3 }] },
    },
    {
      type: 'selectionBlock',
      id: 'picker',
      config: {
        size: 12,
        items: [
          { extname: 'nps', title: { en: 'NPS' } },
          { extname: 'csat', title: { en: 'Satisfaction' } },
        ],
        periods: ['months'],
        customPeriods: [{ extname: 'halfYear', title: { en: 'Half year' }, months: 6 }],
        components: [{ type: 'developmentLineChart', id: 'pickedTrend', config: { size: 12 } }],
      },
    },
    { type: 'deltaChart', id: 'effortChange', config: { size: 6 } },
  ],
};
const CHART_VARIABLES = { changeChart: ['nps', 'csat'], effortChange: ['csat', 'effort'], byGender: ['nps'], byShop: ['nps'], seasonTrend: ['nps'], pickedTrend: ['nps'] };

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root } = rows[0];
    const zx = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zx', 'Testdal', 1, 'all,zx') returning id`, [universeId, surveyId, root])).rows[0].id;
    const units: Record<string, number> = {};
    for (const u of ['a', 'b']) {
      units[u] = (
        await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, 2, $6) returning id`, [universeId, surveyId, zx, u, `Shop ${u.toUpperCase()}`, `all,zx,${u}`])
      ).rows[0].id;
    }
    for (const f of FIXTURE) {
      const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`, [
        universeId,
        surveyId,
        units[f.unit],
        `${f.day}T12:00:00Z`,
        JSON.stringify({ gender: f.gender }),
      ]);
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3), ($1, $2, 'csat', $4)`, [universeId, iv.rows[0].id, f.nps, f.csat]);
    }
    await c.query(`update survey set config = jsonb_insert(config, '{pages,0}', $2::jsonb) where id = $1`, [surveyId, JSON.stringify(CHART_PAGE)]);
    await c.query(`update survey set config = jsonb_set(config, '{chartVariables}', (config -> 'chartVariables') || $2::jsonb) where id = $1`, [surveyId, JSON.stringify(CHART_VARIABLES)]);
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2019-01-01', to: '2021-01-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t.close();
});

const chart = async (id: string, type: string, path: string) => {
  const res = await t.app.inject({ url: `/rest/vuejs/charts/chart/storevisit/${id}/${type}/${path}`, headers: { authorization: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('chart computations', () => {
  it('the test page’s configurations are valid', () => {
    for (const c of CHART_PAGE.components) expect(check(configValidator(c.type)!, c.config), c.id).toEqual([]);
  });

  it('the delta chart shows each variable’s change against the trend period, per shop', async () => {
    const body = await chart('changeChart', 'dummy', `all,zx;${YEAR_2020}`);
    expect(check(dataValidator('deltaChart')!, body)).toEqual([]);
    expect(body.descriptors.map((d: { variable: string }) => d.variable)).toEqual(['nps', 'csat']);
    // a: NPS 33.33 − 0 = 33.33, csat 4.67 − 3 = 1.67; b: NPS 0 − 100 = −100, csat 3 − 5 = −2.
    expect(body.series).toEqual([
      { name: 'Shop A', data: [33.33, 1.67], n: [3, 3] },
      { name: 'Shop B', data: [-100, -2], n: [1, 1] },
    ]);
  });

  it('the delta chart says which variables are inverse (lower is better), so a rise of customer effort is coloured worse', async () => {
    const body = await chart('effortChange', 'dummy', `all,zx;${YEAR_2020}`);
    expect(check(dataValidator('deltaChart')!, body)).toEqual([]);
    expect(body.descriptors.map((d: { variable: string; inverse?: boolean }) => [d.variable, d.inverse ?? false])).toEqual([
      ['csat', false],
      ['effort', true],
    ]);
  });

  it('the delta chart of a shop (no children) shows the shop itself; no trend answers, no change', async () => {
    const body = await chart('changeChart', 'dummy', `all,zx,a;${YEAR_2020}`);
    expect(body.series).toEqual([{ name: 'Shop A', data: [33.33, 1.67], n: [3, 3] }]);
    // 2019 against 2018: nothing in 2018, so there is no change to show.
    const early = await chart('changeChart', 'dummy', 'all,zx;ftime=Ige01012019:01012020');
    expect(early.series.map((s: { data: unknown[] }) => s.data)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('the grouped chart groups a variable by a background variable', async () => {
    const body = await chart('byGender', 'dummy', `all,zx;${YEAR_2020}`);
    expect(check(dataValidator('groupedChart')!, body)).toEqual([]);
    expect(body.descriptors.map((d: { variable: string }) => d.variable)).toEqual(['nps']);
    // Female: 10, 9 → 100. Male: 6, 8 → 1 detractor of 2 → −50. Other: no answers.
    expect(body.series).toEqual([
      { name: 'Female', data: [100], n: [2] },
      { name: 'Male', data: [-50], n: [2] },
      { name: 'Other', data: [null], n: [0] },
    ]);
  });

  it('the grouped chart groups a variable by child units when no background variable is named', async () => {
    const body = await chart('byShop', 'dummy', `all,zx;${YEAR_2020}`);
    expect(body.series).toEqual([
      { name: 'Shop A', data: [33.33], n: [3] },
      { name: 'Shop B', data: [0], n: [1] },
    ]);
  });

  it('the choice line chart shows the share of each choice of a question over time', async () => {
    const body = await chart('csatChoices', 'dummy', `all,zx;${YEAR_2020}`);
    expect(check(dataValidator('choiceLineChart')!, body)).toEqual([]);
    // One line per choice of the 1–5 scale.
    expect(body.descriptors.map((d: { variable: string; title: string }) => [d.variable, d.title])).toEqual([
      ['csat:1', '1'],
      ['csat:2', '2'],
      ['csat:3', '3'],
      ['csat:4', '4'],
      ['csat:5', '5'],
    ]);
    expect(body.descriptors[0].scale).toEqual({ min: 0, max: 100 });
    // Q1: 5, 4, 3 → a third each; Q2: 5 → all; Q3 and Q4: no answers.
    expect(body.series.map((s: { name: string; data: unknown[] }) => [s.name, s.data])).toEqual([
      ['2020-Q1', [0, 0, 33.33, 33.33, 33.33]],
      ['2020-Q2', [0, 0, 0, 0, 100]],
      ['2020-Q3', [null, null, null, null, null]],
      ['2020-Q4', [null, null, null, null, null]],
    ]);
    // The period links choose the buckets: by year, 2020 as a whole.
    const byYear = await chart('csatChoices', 'years', `all,zx;${YEAR_2020}`);
    expect(byYear.series).toEqual([{ name: '2020', data: [0, 0, 25, 25, 50], n: [4, 4, 4, 4, 4] }]);
  });

  it('a custom period of the chart draws buckets of its months: seasons from March', async () => {
    const body = await chart('seasonTrend', 'season', `all,zx;${YEAR_2020}`);
    expect(check(dataValidator('developmentLineChart')!, body)).toEqual([]);
    // Mar–May: 10, 6, 8 → 1 promoter, 1 detractor of 3 → 0. Jun–Aug: 9 → 100.
    expect(body.series).toEqual([
      { name: '2019-12 – 2020-02', data: [null], n: [0] },
      { name: '2020-03 – 2020-05', data: [0], n: [3] },
      { name: '2020-06 – 2020-08', data: [100], n: [1] },
      { name: '2020-09 – 2020-11', data: [null], n: [0] },
      { name: '2020-12 – 2021-02', data: [null], n: [0] },
    ]);
    // A custom period the chart does not offer is refused, by name.
    const res = await t.app.inject({ url: `/rest/vuejs/charts/chart/storevisit/seasonTrend/halfYear/all,zx;${YEAR_2020}`, headers: { authorization: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('halfYear');
  });

  it('a chart in a selection block takes the block’s custom periods and shows the item chosen in its menu', async () => {
    // Half years: 10, 6, 8, 9 → 2 promoters, 1 detractor of 4 → 25.
    const halves = await chart('pickedTrend', 'halfYear', `all,zx;${YEAR_2020}`);
    expect(halves.series).toEqual([
      { name: '2020-01 – 2020-06', data: [25], n: [4] },
      { name: '2020-07 – 2020-12', data: [null], n: [0] },
    ]);
    // The item menu picks the variable: csat 5, 4, 3, 5 → 4.25.
    const picked = await chart('pickedTrend', 'halfYear', `all,zx;${YEAR_2020}?item=csat`);
    expect(picked.descriptors.map((d: { variable: string }) => d.variable)).toEqual(['csat']);
    expect(picked.series[0]).toEqual({ name: '2020-01 – 2020-06', data: [4.25], n: [4] });
    // Only the block's own items, and only inside a selection block.
    const other = await t.app.inject({ url: `/rest/vuejs/charts/chart/storevisit/pickedTrend/months/all,zx;${YEAR_2020}?item=effort`, headers: { authorization: admin } });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('effort');
    const outside = await t.app.inject({ url: `/rest/vuejs/charts/chart/storevisit/seasonTrend/months/all,zx;${YEAR_2020}?item=csat`, headers: { authorization: admin } });
    expect(outside.statusCode).toBe(400);
  });

  it('refuses a grouping by something that is not a background variable', async () => {
    await asOwner(t.database.adminUrl, (c) =>
      c.query(`update survey set config = jsonb_set(config, '{pages,0,components,1,config,groupBy}', '"shoesize"') where ext_name = 'storevisit'`),
    );
    const res = await t.app.inject({ url: `/rest/vuejs/charts/chart/storevisit/byGender/dummy/all,zx;${YEAR_2020}`, headers: { authorization: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('shoesize');
  });
});
