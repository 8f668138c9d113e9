/**
 * Flags the server derives for the caller instead of answering constants: `viewCompletedSamples` from the role's
 * "view completed samples" permission (spec 1 section 3, spec 3's role flags; root always), and a tile's `alertMode`
 * from the configuration (spec 2 section 3: a tile whose shortcut opens the alert list of a survey with alerts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let user: string;
let root: string;

const owner = (text: string, values: unknown[] = []) => asOwner(t.database.adminUrl, (c) => c.query(text, values));
/** Gives or takes a demo role's "view completed samples", keeping its other rights (all data, samples, actions). */
const setCompletedRight = (roleName: string, on: boolean) =>
  owner(
    `update role set permissions = (select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements_text(permissions) p where p <> 'canviewcompletedsamples')
       || case when $2 then '["canviewcompletedsamples"]'::jsonb else '[]'::jsonb end
     where name = $1 and universe_id = (select id from universe where name = 'demo')`,
    [roleName, on],
  );

const ALERT_TILE = { extName: 'followUps', kind: 'count', title: { en: 'Follow-ups' }, shortcutPage: 'alerts' };
const BLOCK = { type: 'variableBlock', id: 'alertTiles', config: { size: 12, expressions: ['followUps', 'interviews'] } };

beforeAll(async () => {
  t = await createTestApp();
  await owner(`update survey set config = jsonb_set(config, '{variables}', (config -> 'variables') || $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify([ALERT_TILE])]);
  await owner(`update survey set config = jsonb_insert(config, '{pages,0,components,0}', $1::jsonb) where ext_name = 'storevisit'`, [JSON.stringify(BLOCK)]);
  admin = await t.login('admin', 'sightline-admin');
  user = await t.login('user', 'sightline-user');
  root = await t.login('root', 'sightline-root');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string) => t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: token } });
const viewCompleted = async (token: string, path: string) => {
  const res = await get(`newranking/list/storevisit/default/${path}/none`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().viewCompletedSamples;
};
const viewCompletedInSampleList = async (token: string, path: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/list/storevisit/default/${path}/0/50/eventdate/true/none`, headers: { authorization: token }, payload: [] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().viewCompletedSamples;
};

describe('viewCompletedSamples follows the role', () => {
  it('true with the permission, false without; root always', async () => {
    await setCompletedRight('admin', true);
    await setCompletedRight('north', false);
    expect(await viewCompleted(admin, 'all')).toBe(true);
    expect(await viewCompleted(user, 'all,se,north')).toBe(false);
    expect(await viewCompletedInSampleList(admin, 'all')).toBe(true);
    expect(await viewCompletedInSampleList(user, 'all,se,north')).toBe(false);
    expect(await viewCompleted(root, 'all')).toBe(true);
    // The role decides, read on every call: granting and revoking take effect at once.
    await setCompletedRight('north', true);
    await setCompletedRight('admin', false);
    expect(await viewCompleted(user, 'all,se,north')).toBe(true);
    expect(await viewCompleted(admin, 'all')).toBe(false);
    expect(await viewCompletedInSampleList(admin, 'all')).toBe(false);
    expect(await viewCompleted(root, 'all')).toBe(true);
  });
});

describe('a tile’s alertMode follows the configuration', () => {
  it('on for a tile whose shortcut opens the alert list, off for the others and when the survey has no alerts', async () => {
    const tiles = async () => {
      const res = await get('variables/block/storevisit/alertTiles/all;ftime=Ige01012024:01012025', admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().variables.map((v: { alertMode: boolean }) => v.alertMode);
    };
    expect(await tiles()).toEqual([true, false]);
    await owner(`update survey set config = config - 'alerts' where ext_name = 'storevisit'`);
    expect(await tiles()).toEqual([false, false]);
  });
});
