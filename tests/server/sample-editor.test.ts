/**
 * The sample editor calls against the seeded demo database (storevisit's default sample table enables the editor):
 * the editor data, a refused save that writes nothing, a valid save, a state change under the sample-state rules,
 * and the comments panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { insertSample } from '../support/samples';

let t: TestApp;
let admin: string;
let surveyId: number;
let universeId: number;
let unitId: number;
const ids: Record<string, number> = {};

async function newSample(key: string, state: number, contact: Record<string, string>) {
  ids[key] = await insertSample(t.database.adminUrl, { universeId, surveyId, unitId }, state, contact);
}

const stored = (id: number) =>
  asOwner(t.database.adminUrl, async (c) => (await c.query(`select state, contact, (select count(*)::int from sample_state_log where sample_id = $1) as logs from sample where id = $1`, [id])).rows[0]);

beforeAll(async () => {
  t = await createTestApp();
  await asOwner(t.database.adminUrl, async (c) => {
    const s = (await c.query(`select id, universe_id from survey where ext_name = 'storevisit'`)).rows[0];
    surveyId = s.id;
    universeId = s.universe_id;
    unitId = (await c.query(`select id from unit where survey_id = $1 and path like 'all,se,north,%' and not exists (select 1 from unit k where k.parent_id = unit.id) order by id limit 1`, [surveyId])).rows[0].id;
  });
  await newSample('fresh', 1, { name: 'Anna Andersson', email: 'anna.andersson@example.com' });
  await newSample('approve', 1, { name: 'Bo Berg', email: 'bo.berg@example.com' });
  await newSample('approved', 2, { name: 'Cecilia Carlsson', email: 'cecilia@example.com' });
  await newSample('comments', 1, { name: 'Dan Dahl', email: 'dan@example.com' });
  admin = await t.login('admin', 'sightline-admin');
});
afterAll(async () => {
  await t?.close();
});

const url = (id: number, config = 'default') => `/rest/vuejs/sampleeditor/storevisit/${config}/${id}`;
const load = (id: number, config = 'default') => t.app.inject({ url: url(id, config), headers: { authorization: admin } });
const save = (id: number, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: url(id), headers: { authorization: admin }, payload });
const good = { name: 'Anna Andersson', email: 'anna.andersson@example.com', phone: null, language: 'sv', eventDate: '2026-11-01', topics: [], followUpDate: null, subState: null, evalPeriod: null };
type Component = { componentDef: { type: string; id: string; title?: string; fromState?: number; toState?: number }; question?: { questionId: string }; components?: Component[] };

describe('GET vuejs/sampleeditor/{survey}/{config}/{sampleId}', () => {
  it('answers the state, the header apart and the components by type', async () => {
    const res = await load(ids.fresh!);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ state: number; headerComponents: Component[]; componentsData: Component[] }>();
    expect(data.state).toBe(1);
    expect(data.headerComponents.map((c) => c.componentDef.type)).toEqual(['headerPanel']);
    const types = data.componentsData.map((c) => c.componentDef.type);
    expect(types).toEqual(expect.arrayContaining(['group', 'variableField', 'commentsPanel', 'tablePanel', 'updateButton', 'cancelButton', 'stateButton']));
    expect(types).not.toContain('headerPanel');
    const contact = data.componentsData.find((c) => c.componentDef.type === 'group')!;
    expect(contact.components!.map((f) => f.question!.questionId)).toEqual(['name', 'email', 'phone', 'language']);
    // A new sample may be approved, unapproved and cancelled: one button each, shown from state 1.
    const buttons = data.componentsData.filter((c) => c.componentDef.type === 'stateButton').map((c) => [c.componentDef.fromState, c.componentDef.toState, c.componentDef.title]);
    expect(buttons).toEqual([
      [1, 2, 'Approve'],
      [1, 3, 'Unapprove'],
      [1, 4, 'Cancel'],
    ]);
  });

  it('refuses a sample table configuration that does not enable the editor, and an unknown one', async () => {
    await asOwner(t.database.adminUrl, (c) => c.query(`update survey set config = jsonb_set(config, '{sampleTables,plain}', '{"id":"plain"}') where id = $1`, [surveyId]));
    const plain = await load(ids.fresh!, 'plain');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/does not enable the sample editor/);
    expect((await load(ids.fresh!, 'nosuchtable')).statusCode).toBe(400);
  });

  it('answers 404 for a sample the survey does not have', async () => {
    expect((await load(99_999_999)).statusCode).toBe(404);
  });
});

describe('vuejs/sample/validate for the editor', () => {
  it('answers the e-mail and mandatory messages per questionId', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/rest/vuejs/sample/validate/storevisit/${ids.fresh}/update`, headers: { authorization: admin }, payload: { answers: { ...good, name: ' ', email: 'anna@nowhere' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().questionIdToMessages).toEqual({ name: ['VALIDATE_ERROR_MANDATORY'], email: ['VALIDATE_ERROR_EMAIL'] });
  });
});

describe('POST vuejs/sampleeditor/{survey}/{config}/{sampleId}', () => {
  it('refuses a bad e-mail with its message per questionId and writes nothing', async () => {
    const before = await stored(ids.fresh!);
    const res = await save(ids.fresh!, { answers: { ...good, email: 'anna@nowhere' }, stateChange: false, comment: 'Should not be stored' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('email: VALIDATE_ERROR_EMAIL');
    expect(await stored(ids.fresh!)).toEqual(before);
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.fresh}`, headers: { authorization: admin } });
    expect(comments.json()).toEqual([]);
  });

  it('saves a valid update: the sample changes, the state stays, a blank comment is not stored', async () => {
    const res = await save(ids.fresh!, { answers: { ...good, email: 'anna.new@example.com' }, stateChange: false, comment: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 1, sample: { state: 1 } });
    const row = await stored(ids.fresh!);
    expect(row.contact.email).toBe('anna.new@example.com');
    expect(row.state).toBe(1);
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.fresh}`, headers: { authorization: admin } });
    expect(comments.json()).toEqual([]);
  });

  it('applies a state change by the sample-state rules, with the comment of the save', async () => {
    const res = await save(ids.approve!, { answers: { ...good, name: 'Bo Berg', email: 'bo.berg@example.com' }, stateChange: true, toState: 2, comment: '  Approved after a call  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe(2);
    expect((await stored(ids.approve!)).state).toBe(2);
    const comments = await t.app.inject({ url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.approve}`, headers: { authorization: admin } });
    expect(comments.json()).toEqual([{ updated: expect.any(String), user: expect.any(String), comments: 'Approved after a call' }]);
  });

  it('refuses a state change the rules do not allow (approving an approved sample) with 409, and an unknown target state with 400', async () => {
    const again = await save(ids.approved!, { answers: {}, stateChange: true, toState: 2 });
    expect(again.statusCode).toBe(409);
    expect((await stored(ids.approved!)).state).toBe(2);
    const toNew = await save(ids.approved!, { answers: {}, stateChange: true, toState: 1 });
    expect(toNew.statusCode).toBe(400);
    expect(toNew.json().message).toMatch(/cannot be changed to state 1/);
    expect((await save(ids.approved!, { answers: {}, stateChange: true })).statusCode).toBe(400);
  });
});

describe('vuejs/sampleeditor/comments/{survey}/{sampleId}', () => {
  const comments = (method: 'GET' | 'POST', payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/rest/vuejs/sampleeditor/comments/storevisit/${ids.comments}`, headers: { authorization: admin }, ...(payload ? { payload } : {}) });

  it('stores a comment trimmed and lists it with its author', async () => {
    const res = await comments('POST', { text: '  Customer asked for a call back  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ updated: expect.any(String), user: expect.any(String), comments: 'Customer asked for a call back' }]);
    expect(res.json()[0].user).not.toBe('');
    expect((await comments('GET')).json()).toHaveLength(1);
  });

  it('refuses a blank comment with 400 and stores nothing', async () => {
    const res = await comments('POST', { text: ' \n ' });
    expect(res.statusCode).toBe(400);
    expect((await comments('GET')).json()).toHaveLength(1);
  });
});
