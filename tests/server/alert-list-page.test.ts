/**
 * The alert list screen's configured components (spec 1 section 2.7): a survey names the page whose components the
 * screen shows (`alerts.page`); the list answer says which, null for the default table, and the page is not offered in
 * the page menus as a page of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;

const owner = (text: string, values: unknown[] = []) => asOwner(t.database.adminUrl, (c) => c.query(text, values));
const setAlertPage = (page: string | null) =>
  owner(`update survey set config = jsonb_set(config, '{alerts}', case when $1::text is null then (config -> 'alerts') - 'page' else (config -> 'alerts') || jsonb_build_object('page', $1::text) end) where ext_name = 'storevisit'`, [page]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/rest/vuejs/${url}`, headers: { authorization: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const alertPage = async () => (await get('alert/list/storevisit/all/0/10/default/none')).page;
const menuPages = async () => (await get('pages/list/storevisit')).pages.map((p: { extname: string }) => p.extname);
const identityPages = async () => (await get('auth/identity')).surveys.find((s: { extName: string }) => s.extName === 'storevisit').pages.map((p: { extname: string }) => p.extname);

describe('the alert list screen’s configured page', () => {
  it('is none by default: the screen shows the default table, and every page is in the menus', async () => {
    expect(await alertPage()).toBeNull();
    expect(await menuPages()).toContain('followup');
    expect(await identityPages()).toContain('followup');
  });

  it('is the page the survey names, which the menus then leave out', async () => {
    await setAlertPage('followup');
    expect(await alertPage()).toBe('followup');
    expect(await menuPages()).not.toContain('followup');
    expect(await identityPages()).not.toContain('followup');
    // The page itself still answers: the screen renders it.
    expect((await get('pages/page/storevisit/followup')).components.map((c: { type: string }) => c.type)).toEqual(['alertList', 'sampleTable']);
  });

  it('falls back to the default table when the named page does not exist', async () => {
    await setAlertPage('nosuchpage');
    expect(await alertPage()).toBeNull();
    await setAlertPage(null);
  });
});
