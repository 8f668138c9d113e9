/**
 * The gamification overview (spec 2; rules in the README, "Gamification awards") against hand-computed awards: a
 * small subtree all,zx (Testdal) with shops a, b and c whose interviews lie in January to June 2020, before any
 * generated demo data, a goal of 30 for NPS at Testdal, and an overview of our own that names one top place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { check, configValidator, dataValidator } from '../../schemas/validators';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let user: string;

/** January to June 2020: six months. */
const HALF_2020 = 'ftime=Ige01012020:01072020';

/** NPS answers per shop and month (the 15th). */
const ANSWERS: Record<'a' | 'b' | 'c', Record<string, number[]>> = {
  // 100, −100, 0, 50 (1 promoter, 1 passive), 75 (3 of 4 promoters), 100.
  a: { '2020-01': [10], '2020-02': [6], '2020-03': [8], '2020-04': [10, 7], '2020-05': [9, 10, 10, 8], '2020-06': [10] },
  // May −100, June 100.
  b: { '2020-05': [6], '2020-06': [10, 9] },
  // June −100.
  c: { '2020-06': [6] },
};

const OVERVIEW = { type: 'gamificationOverview', id: 'badges', config: { size: 12, variable: 'nps', periods: 6, topN: 1, streakLength: 3 } };
const MONTHS = ['2020-01', '2020-02', '2020-03', '2020-04', '2020-05', '2020-06'];

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root } = rows[0];
    const zx = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zx', 'Testdal', 1, 'all,zx') returning id`, [universeId, surveyId, root])).rows[0].id;
    await c.query(`insert into goal (universe_id, survey_id, unit_id, variable, value) values ($1, $2, $3, 'nps', 30)`, [universeId, surveyId, zx]);
    for (const [shop, months] of Object.entries(ANSWERS)) {
      const unit = (
        await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, 2, $6) returning id`, [universeId, surveyId, zx, shop, `Shop ${shop.toUpperCase()}`, `all,zx,${shop}`])
      ).rows[0].id;
      for (const [month, scores] of Object.entries(months)) {
        for (const score of scores) {
          const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at) values ($1, $2, $3, $4) returning id`, [universeId, surveyId, unit, `${month}-15T12:00:00Z`]);
          await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', $3)`, [universeId, iv.rows[0].id, score]);
        }
      }
    }
    await c.query(`update survey set config = jsonb_insert(config, '{pages,0,components,0}', $2::jsonb) where id = $1`, [surveyId, JSON.stringify(OVERVIEW)]);
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2020-01-01', to: '2020-07-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

async function overview(token: string, id: string, path: string) {
  const res = await t.app.inject({ url: `/rest/vuejs/gamification/overview/storevisit/${id}/${encodeURIComponent(path)}`, headers: { authorization: token } });
  return { status: res.statusCode, body: res.json() };
}

describe('the gamification overview', () => {
  it('its test configuration is valid', () => {
    expect(check(configValidator('gamificationOverview')!, OVERVIEW.config)).toEqual([]);
  });

  it('gives shop A the top place, a four-month improving streak and three months at or above goal', async () => {
    const { status, body } = await overview(admin, 'badges', `all,zx,a;${HALF_2020}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(check(dataValidator('gamificationOverview')!, body)).toEqual([]);
    expect(body.chartData).toEqual({ title: 'NPS', categories: MONTHS, points: [100, -100, 0, 50, 75, 100], record: 100 });
    expect(body.awards).toEqual([
      // June: A 100, B 100, C −100; nobody is better than A.
      { type: 'TopMarksAward', obtained: true, topN: 1, score: 100, rank: 1, contenders: 3 },
      // June > May > April > March > February; February < January ends the run.
      { type: 'StreakAward', streakType: 'improving', obtained: true, score: 4, length: 3 },
      // June 100, May 75, April 50 reach 30; March 0 does not.
      { type: 'StreakAward', streakType: 'aboveGoal', obtained: true, score: 3, length: 3 },
    ]);
  });

  it('gives shop B a shared top place but no streak (nothing before May)', async () => {
    const { body } = await overview(admin, 'badges', `all,zx,b;${HALF_2020}`);
    expect(body.chartData).toEqual({ title: 'NPS', categories: MONTHS, points: [null, null, null, null, -100, 100], record: 100 });
    expect(body.awards).toEqual([
      { type: 'TopMarksAward', obtained: true, topN: 1, score: 100, rank: 1, contenders: 3 },
      { type: 'StreakAward', streakType: 'improving', obtained: false, score: 1, length: 3 },
      { type: 'StreakAward', streakType: 'aboveGoal', obtained: false, score: 1, length: 3 },
    ]);
  });

  it('gives shop C nothing: third of three, below goal, no run', async () => {
    const { body } = await overview(admin, 'badges', `all,zx,c;${HALF_2020}`);
    expect(body.chartData).toEqual({ title: 'NPS', categories: MONTHS, points: [null, null, null, null, null, -100], record: -100 });
    expect(body.awards).toEqual([
      { type: 'TopMarksAward', obtained: false, topN: 1, score: -100, rank: 3, contenders: 3 },
      { type: 'StreakAward', streakType: 'improving', obtained: false, score: 0, length: 3 },
      { type: 'StreakAward', streakType: 'aboveGoal', obtained: false, score: 0, length: 3 },
    ]);
  });

  it('the demo page’s overview answers for the default selection, valid against its schema', async () => {
    const { status, body } = await overview(admin, 'performance', 'all,se,north');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(check(dataValidator('gamificationOverview')!, body)).toEqual([]);
    expect(body.chartData.categories).toHaveLength(6);
    expect(body.awards.map((a: { type: string }) => a.type)).toEqual(['TopMarksAward', 'StreakAward', 'StreakAward']);
  });

  it('refuses a unit outside the role’s scope (403) and another type’s component (400)', async () => {
    expect((await overview(user, 'performance', 'all,se,south')).status).toBe(403);
    expect((await overview(admin, 'kpis', 'all')).status).toBe(400);
  });
});
