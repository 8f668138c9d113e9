/**
 * The results block's drill search (spec 2 section 7: GET vuejs/results/drillsuggestions/{survey}/{id}/{term}): units
 * of the whole hierarchy the caller may open whose name contains the term, grouped by level, each with the titles of
 * the units above it. Hand-made units named "Quixote" at three places make the answers known in advance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let root: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const { rows } = await c.query(`select s.id, s.universe_id from survey s where s.ext_name = 'storevisit'`);
    const { id: surveyId, universe_id: universeId } = rows[0];
    const unitId = async (path: string) => (await c.query(`select id from unit where survey_id = $1 and path = $2`, [surveyId, path])).rows[0].id;
    const add = async (parentPath: string, ext: string, name: string, level: number) =>
      c.query(`insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, $4, $5, $6, $7)`, [universeId, surveyId, await unitId(parentPath), ext, name, level, `${parentPath},${ext}`]);
    // A country, a shop in it, and a shop in Sverige › Norr (the demo user's region).
    await add('all', 'zq', 'Quixote Land', 1);
    await add('all,zq', 'zq1', 'Quixote Shop', 2);
    await add('all,se,north', 'zq2', 'Quixote Kiosk', 3);
  });
  root = await t.login('root', 'sightline-root');
  user = await t.login('user', 'sightline-user');
});
afterAll(async () => {
  await t.close();
});

const ask = (token: string, id: string, term: string) => t.app.inject({ url: `/rest/vuejs/results/drillsuggestions/storevisit/${id}/${encodeURIComponent(term)}`, headers: { authorization: token } });

describe('the results block’s drill search', () => {
  it('finds the units of the whole hierarchy by name, grouped by level, with the titles above each', async () => {
    const res = await ask(root, 'results', 'quixote');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      viewResults: [
        { header: 'Country', paths: [{ text: 'Quixote Land', value: 'all,zq', context: '' }] },
        { header: 'Region', paths: [{ text: 'Quixote Shop', value: 'all,zq,zq1', context: 'Quixote Land' }] },
        { header: 'Site', paths: [{ text: 'Quixote Kiosk', value: 'all,se,north,zq2', context: 'Sverige › Norr' }] },
      ],
    });
  });

  it('offers a region-limited user only the units of her region', async () => {
    const res = await ask(user, 'results', 'QUIXOTE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ viewResults: [{ header: 'Site', paths: [{ text: 'Quixote Kiosk', value: 'all,se,north,zq2', context: 'Sverige › Norr' }] }] });
  });

  it('answers nothing found as an empty list, and refuses a component that is no results block or does not exist', async () => {
    expect((await ask(root, 'results', 'no such unit')).json()).toEqual({ viewResults: [] });
    const notResults = await ask(root, 'effect', 'quixote');
    expect(notResults.statusCode, notResults.body).toBe(400);
    expect(notResults.json().message).toContain('not a results block');
    expect((await ask(root, 'nosuchcomponent', 'quixote')).statusCode).toBe(404);
  });
});
