/**
 * Filter kinds of the filter sidebar against the database: a numeric range filter (`from_to`), a filter whose options
 * come from the data (typeahead), the campaign list, and readable refusals (the campaign filter itself: campaign-filter.test.ts). A subtree (all,yy) of 2018 interviews keeps
 * the counts hand-checkable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRollups } from '../../server/analytics/rollup';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
const YEAR_2018 = 'ftime=Ige01012018:01012019';
const AGES = ['25', '40', '70', 'n/a'];

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id, s.config, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId, root, config } = rows[0];
    const yy = (await c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'yy', 'Rangeland', 1, 'all,yy') returning id`, [universeId, surveyId, root])).rows[0].id;
    for (const [n, age] of AGES.entries()) {
      const iv = await c.query(`insert into interview (universe_id, survey_id, unit_id, responded_at, background) values ($1, $2, $3, $4, $5) returning id`, [
        universeId,
        surveyId,
        yy,
        `2018-05-0${n + 1}T12:00:00Z`,
        JSON.stringify({ age, customer: `Customer ${n}` }),
      ]);
      await c.query(`insert into answer (universe_id, interview_id, question, num_value) values ($1, $2, 'nps', 9)`, [universeId, iv.rows[0].id]);
    }
    config.standardFilterSet.filterGroups.push({
      userSelectableRange: true,
      filters: [
        { extName: 'age', title: { en: 'Age' }, range: true },
        { extName: 'customer', title: { en: 'Customer' }, multipleSelections: true },
      ],
    });
    await c.query('update survey set config = $1 where id = $2', [config, surveyId]);
    await c.query('begin');
    await refreshRollups(c, surveyId, { from: '2018-01-01', to: '2019-01-01' });
    await c.query('commit');
  });
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: admin } });
const interviews = async (filters: string) => {
  const res = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent(`all,yy;${YEAR_2018}${filters}`)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().nInterviews as number;
};

describe('filter sidebar filters', () => {
  it('lists range filters, data-answered filters and the campaigns', async () => {
    const list = (await get('filters/list/storevisit/stores')).json();
    const group = list.standardFilterSet.filterGroups.at(-1);
    expect(group).toMatchObject({ userSelectableRange: true, filters: [{ extName: 'age', range: true, serverSide: false, options: [] }, { extName: 'customer', range: false, serverSide: true }] });
    // The campaigns are the survey's own, from the campaign table (the demo's; tests/server/campaign-filter.test.ts filters by them).
    const own = await asOwner(t.database.adminUrl, (c) => c.query(`select c.id::text as id, c.title from campaign c join survey s on s.id = c.survey_id where s.ext_name = 'storevisit' order by c.id`));
    expect(own.rows.length).toBeGreaterThan(0);
    expect(list.campaigns).toEqual(own.rows);
  });

  it('counts only numeric answers inside a range, either way round', async () => {
    expect(await interviews('')).toBe(4);
    expect(await interviews(';age=30_80')).toBe(2);
    expect(await interviews(';age=80_30')).toBe(2);
    expect(await interviews(';age=25_25')).toBe(1);
    expect(await interviews(';age=-5_10')).toBe(0);
  });

  it('searches options of a filter from the data', async () => {
    const res = (await get('filters/query/storevisit/customer?query=tomer%202')).json();
    expect(res).toEqual({ extName: 'customer', options: [{ extName: 'Customer 2', title: 'Customer 2' }] });
    expect(await interviews(';customer=Customer 1*Customer 3')).toBe(2);
  });

  it('refuses a malformed range and the campaign filter with readable messages', async () => {
    const range = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent('all,yy;age=30')}`);
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('a range filter takes one value, from_to');
    const cf = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent('all,yy;cf=de42')}`);
    expect(cf.statusCode).toBe(400);
    expect(cf.json().message).toContain('this survey has no campaign 42');
  });
});
