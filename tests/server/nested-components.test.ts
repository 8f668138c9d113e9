/**
 * Every container nesting the schemas allow (schemas/components/slots.gen.ts and the envelope's own `components`)
 * loads its children's data through the real calls: a page of our own whose containers each hold a chart, a
 * variable block and a results block.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_SLOTS } from '../../schemas/components/slots.gen';
import { check, dataValidator, validatePage } from '../../schemas/validators';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;

const YEAR = 'ftime=Ige01012024:01012025';

/** The data components each container holds, their ids suffixed with the container kind. */
const children = (kind: string) => [
  { type: 'developmentLineChart', id: `trend_${kind}`, config: { size: 6 } },
  { type: 'variableBlock', id: `tiles_${kind}`, config: { size: 12, expressions: ['nps', 'csat'] } },
  { type: 'resultsBlock', id: `results_${kind}`, config: { size: 12 } },
];

const CONTAINERS = [
  { type: 'menuBlock', id: 'menu', config: { size: 12, tabs: [{ title: { en: 'One' }, components: [] }, { title: { en: 'Two' }, components: children('menuBlock') }] } },
  { type: 'discriminator', id: 'disc', config: { size: 12, branches: [{ roles: ['nobody'], components: [] }, { components: children('discriminator') }] } },
  { type: 'selectionBlock', id: 'sel', config: { size: 12, periods: ['months', 'years'], components: children('selectionBlock') } },
  { type: 'actionOverview', id: 'acts', config: { size: 12, fallback: children('actionOverview')[0] } },
];

const PAGE = { extname: 'nesting', title: { en: 'Nesting' }, components: CONTAINERS };

beforeAll(async () => {
  t = await createTestApp();
  const chartVariables = Object.fromEntries(Object.keys(COMPONENT_SLOTS).map((kind) => [`trend_${kind}`, ['nps']]));
  await asOwner(t.database.adminUrl, async (c) => {
    await c.query(`update survey set config = jsonb_insert(config, '{pages,0}', $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(PAGE)]);
    await c.query(`update survey set config = jsonb_set(config, '{chartVariables}', (config -> 'chartVariables') || $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(chartVariables)]);
  });
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: admin } });

describe('components nested in containers', () => {
  it('the test page is a valid page and covers every container kind', () => {
    expect(check(validatePage, PAGE)).toEqual([]);
    expect(CONTAINERS.map((c) => c.type).sort()).toEqual(Object.keys(COMPONENT_SLOTS).sort());
  });

  it.each(CONTAINERS.map((c) => c.type))('a chart inside a %s loads its data', async (kind) => {
    const res = await get(`charts/chart/storevisit/trend_${kind}/months/all;${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(check(dataValidator('developmentLineChart')!, res.json())).toEqual([]);
  });

  it.each(['menuBlock', 'discriminator', 'selectionBlock'])('a variable block and a results block inside a %s load their data', async (kind) => {
    const tiles = await get(`variables/block/storevisit/tiles_${kind}/all;${YEAR}`);
    expect(tiles.statusCode, tiles.body).toBe(200);
    expect(tiles.json().variables).toHaveLength(2);
    expect((await get(`variables/fetchVariableChart/storevisit/tiles_${kind}/all;${YEAR}/0`)).statusCode).toBe(200);
    const results = await get(`results/summary/storevisit/results_${kind}/all;${YEAR}`);
    expect(results.statusCode, results.body).toBe(200);
    expect(check(dataValidator('resultsBlock')!, results.json())).toEqual([]);
  });

  it('a component nested nowhere is still unknown', async () => {
    expect((await get(`charts/chart/storevisit/trend_nowhere/months/all;${YEAR}`)).statusCode).toBe(404);
  });
});
