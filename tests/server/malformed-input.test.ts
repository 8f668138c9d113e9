/**
 * The malformed inputs the security test of issue 10 and the fuzz test found answering 500: each gets 400 (or
 * the call's ordinary refusal) with a message a person can read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login('root', 'sightline-root');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: root } });

function expect400(res: Awaited<ReturnType<typeof get>>, message: RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json<{ message: string }>().message).toMatch(message);
}

describe('malformed input', () => {
  it('a NUL character in a path, query or body is a 400 that says so', async () => {
    expect400(await get('ranking/segmentedpath/storevisit/all%00'), /NUL character/);
    expect400(await get('filters/query/storevisit/gender?query=a%00b'), /NUL character/);
    const comment = await t.app.inject({ method: 'POST', url: '/rest/vuejs/logs/bugs/storevisit', headers: { authorization: root }, payload: { message: 'a\u0000b' } });
    expect400(comment, /body\.message contains a NUL character/);
  });

  it('a malformed percent escape in the address is a 400, not the router’s own answer', async () => {
    expect400(await get('ranking/segmentedpath/storevisit/%zz'), /malformed percent escape/);
    expect(await get('ranking/segmentedpath/storevisit/%E0%A4%A').then((r) => r.json())).toEqual({ error: 'bad_url', message: expect.stringContaining('%25') });
  });

  it('Infinity, 1e309, 1e23 and -0 as ids are 400s', async () => {
    for (const id of ['Infinity', '1e309', '1e23', '-0']) {
      expect400(await get(`interview/storevisit/${id}`), /params\.id/);
      expect400(await get(`reports/interviewpdf/storevisit/${id}`), /params\.interviewId/);
      expect400(await get(`sample/celldetails/storevisit?sampleid=${id}&detailsvariable=nps`), /querystring\.sampleid/);
    }
    for (const offset of ['Infinity', '1e309', '1e23']) expect400(await get(`alert/list/storevisit/all/${offset}/10/default/none`), /params\.from/);
  });

  it('__proto__ and constructor as configuration, component or filter names are ordinary unknown names, not 500s', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      for (const url of [
        `newranking/list/storevisit/${name}/all/none`,
        `sample/list/storevisit/${name}/all/0/10/eventdate/true/none`,
        `charts/chart/storevisit/${name}/months/all`,
        `results/summary/storevisit/${name}/all`,
        `variables/block/storevisit/${name}/all`,
        `variables/fetchVariableChart/storevisit/kpis/all/${name}`,
        `filters/query/storevisit/${name}`,
        `pages/page/storevisit/${name}`,
        `sample/celldetails/storevisit?sampleid=1&detailsvariable=${name}`,
        `newranking/list/storevisit/default/all;${name}=x/none`,
      ]) {
        const res = url.startsWith('sample/list') ? await t.app.inject({ method: 'POST', url: `/rest/vuejs/${url}`, headers: { authorization: root }, payload: [] }) : await get(url);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json<{ message: string }>().message, url).toMatch(new RegExp(name));
      }
    }
  });

  it('a report id that is not a UUID is a 400', async () => {
    expect400(await get('reports/status/storevisit/ccA-20-29dFA-A-3Ff1AD8-eeA4f3b-bea2-'), /params\.uuid/);
    expect400(await get('reports/download/storevisit/-1--3-0eC-D33Bc04c31B5-3A-BAb73d0a42'), /params\.uuid/);
  });

  it('a configuration whose alias has no anchor is reported as a YAML error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/pages/configuration/validate/storevisit', headers: { authorization: root }, payload: { yaml: 'pages: *nowhere' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, issues: [{ path: '', message: expect.stringContaining('nowhere') }] });
  });

  it('a drill path longer than 100 characters reaches the route (the schema allows 4000)', async () => {
    const long = `all;gender=${Array.from({ length: 30 }, () => 'female').join('*')}`;
    const res = await get(`ranking/segmentedpath/storevisit/${encodeURIComponent(long)}`);
    expect(res.statusCode, res.body).not.toBe(414);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
