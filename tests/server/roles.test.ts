/**
 * Roles (issue 20, spec 3 sections 3, 7 and 8: vuejs/roles list, get, save, delete) against the real database and
 * app: administrators and root only, the form's blank role, a save and its rules with readable 400s, a role in use
 * that cannot be deleted, row-level security across universes, and the rights the form saves governing what the
 * role's users may do (canviewcompletedsamples role-wide, canEditActions per survey).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { Role } from '../../schemas/api/role.gen';
import type { RoleList } from '../../schemas/api/role-list.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let root: string;
let user: string;
let kaisa: string;

const login = (payload: Record<string, string>) => signInToken(app, payload);
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

async function list(token = admin, survey = 'storevisit'): Promise<RoleList> {
  const res = await call('GET', `roles/${survey}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RoleList>();
}
async function role(id: number, token = admin): Promise<Role> {
  const res = await call('GET', `roles/storevisit/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Role>();
}
const save = (body: Role, token = admin) => call('POST', 'roles/storevisit', token, body);
const idOf = async (name: string) => (await list()).rows.find((r) => r.name === name)!.id;

/** A new role from the blank one: in store visits only, limited to `scope`, with the given rights. */
async function draft(name: string, scope: string[], over: Partial<Role> = {}, storevisit: Record<string, unknown> = {}): Promise<Role> {
  const blank = await role(0);
  return {
    ...blank,
    name,
    unitScope: scope,
    surveyAccessList: blank.surveyAccessList.map((a) => (a.surveyExtName === 'storevisit' ? { ...a, access: true, canViewSamples: true, ...storevisit } : a)),
    ...over,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await login({ username: 'admin', password: 'sightline-admin' });
  root = await login({ username: 'root', password: 'sightline-root' });
  user = await login({ username: 'user', password: 'sightline-user' });
  kaisa = await login({ username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the role list', () => {
  it("lists the universe's roles with their users and the universe's surveys", async () => {
    const roles = await list();
    expect(roles.surveyNames).toEqual(expect.arrayContaining(['storevisit', 'service', 'delivery']));
    expect(roles.surveyNames).not.toContain('relationship');
    const north = roles.rows.find((r) => r.name === 'north')!;
    expect(north.usersWithRole).toBeGreaterThanOrEqual(2);
    expect(roles.rows.map((r) => r.name)).not.toContain('uk');
    expect((await list(root)).rows.map((r) => r.name)).toContain('north');
  });

  it("never shows another universe's roles (row-level security), nor its role by id", async () => {
    const b2b = await list(kaisa, 'relationship');
    expect(b2b.rows.map((r) => r.name).sort()).toEqual(['admin', 'finland', 'uk']);
    const northId = await idOf('north');
    expect((await call('GET', `roles/relationship/${northId}`, kaisa)).statusCode).toBe(404);
    expect((await call('DELETE', `roles/relationship/${northId}`, kaisa)).statusCode).toBe(404);
    const blank = (await call('GET', 'roles/relationship/0', kaisa)).json<Role>();
    expect((await call('POST', 'roles/relationship', kaisa, { ...blank, id: northId, name: 'taken over' })).statusCode).toBe(404);
    expect(await owner(`select name from role where id = $1`, [northId])).toEqual([{ name: 'north' }]);
    // Her universe's survey is not the demo's: the demo's survey name is unknown to her.
    expect((await call('GET', 'roles/storevisit', kaisa)).statusCode).toBe(404);
  });

  it('is for administrators and root only: a member with a data role gets 403 on every call', async () => {
    const northId = await idOf('north');
    for (const res of [
      await call('GET', 'roles/storevisit', user),
      await call('GET', `roles/storevisit/${northId}`, user),
      await call('POST', 'roles/storevisit', user, await role(northId)),
      await call('DELETE', `roles/storevisit/${northId}`, user),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/Only administrators of this universe may/);
    }
  });
});

describe('one role', () => {
  it('0 is a blank role with an entry per survey: its views, anchors and questions, and the choices of parent and units', async () => {
    const blank = await role(0);
    expect(blank).toMatchObject({ id: 0, name: '', parentId: null, canaddusers: false, canviewcompletedsamples: false, unitScope: [] });
    expect(blank.surveyAccessList.map((a) => a.surveyExtName).sort()).toEqual(['delivery', 'service', 'storevisit']);
    const store = blank.surveyAccessList.find((a) => a.surveyExtName === 'storevisit')!;
    expect(store).toMatchObject({ access: false, canEditActions: false, notifications: false });
    expect(store.viewAccessList.map((v) => [v.viewExtName, v.access, v.defaultDrill])).toEqual([
      ['stores', false, ''],
      ['sweden', false, ''],
    ]);
    expect(store.questionNotificationList.length).toBeGreaterThan(0);
    expect(blank.roles!.map((r) => r.name)).toContain('north');
    expect(blank.units!.map((u) => u.path)).toEqual(expect.arrayContaining(['all,se', 'all,se,north']));
  });

  it('shows a role written before the role form with its survey rights in every survey', async () => {
    const north = await role(await idOf('north'));
    // The demo's North role holds both rights it had before the form: completed samples role-wide, actions per survey.
    expect(north).toMatchObject({ name: 'north', unitScope: ['all,se,north'], canviewcompletedsamples: true });
    expect(north.surveyAccessList.every((a) => a.canEditActions)).toBe(true);
  });

  it('saves a new role limited to one region, shows it in the list and reads it back as saved', async () => {
    const body = await draft('Gothenburg', ['all,se,west'], { canviewcompletedsamples: true, parentId: await idOf('sweden') }, {
      canEditActions: false,
      canHandleAlerts: true,
      startPage: 'overview',
      viewAccessList: (await role(0)).surveyAccessList.find((a) => a.surveyExtName === 'storevisit')!.viewAccessList.map((v) => ({ ...v, access: true, defaultDrill: v.viewExtName === 'stores' ? 'all,se,west' : '' })),
    });
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    const listed = (await list()).rows.find((r) => r.id === id)!;
    expect(listed).toEqual({ id, name: 'Gothenburg', usersWithRole: 0, surveysEnabled: ['storevisit'] });
    const back = await role(id);
    expect(back).toMatchObject({ id, name: 'Gothenburg', unitScope: ['all,se,west'], canviewcompletedsamples: true, canaddusers: false, parentId: await idOf('sweden') });
    const store = back.surveyAccessList.find((a) => a.surveyExtName === 'storevisit')!;
    expect(store).toMatchObject({ access: true, canViewSamples: true, canHandleAlerts: true, canEditActions: false, startPage: 'overview' });
    expect(store.viewAccessList.find((v) => v.viewExtName === 'stores')).toMatchObject({ access: true, defaultDrill: 'all,se,west' });
    // Stored the way the rights read it: role-wide rights in permissions, survey rights per survey.
    const [row] = await owner<{ permissions: string[]; unit_scope: string[] }>(`select permissions, unit_scope from role where id = $1`, [id]);
    expect(row).toEqual({ permissions: ['canviewcompletedsamples'], unit_scope: ['all,se,west'] });
  });

  it('refuses a bad role with a readable 400 and writes nothing', async () => {
    const before = (await list()).rows.length;
    const cases: [Partial<Role>, RegExp][] = [
      [{ name: '   ' }, /A role needs a name/],
      [{ name: '' }, /A role needs a name/],
      [{ name: 'north' }, /already a role named "north"/],
      [{ unitScope: ['all,xx'] }, /no unit "all,xx"/],
      [{ parentId: 999999 }, /parent role/i],
    ];
    for (const [over, message] of cases) {
      const res = await save({ ...(await draft('Refused', [])), ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const unknownSurvey = await draft('Refused', []);
    unknownSurvey.surveyAccessList[0] = { ...unknownSurvey.surveyAccessList[0]!, surveyExtName: 'nosuchsurvey' };
    const res = await save(unknownSurvey);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/no survey "nosuchsurvey"/);
    // Malformed bodies are the schema's 400, never a 500.
    expect((await call('POST', 'roles/storevisit', admin, { id: 0 })).statusCode).toBe(400);
    expect((await list()).rows.length).toBe(before);
  });

  it('refuses a role that would be its own ancestor', async () => {
    const a = (await save(await draft('Parent A', []))).json<{ id: number }>().id;
    const b = (await save(await draft('Child B', [], { parentId: a }))).json<{ id: number }>().id;
    const res = await save({ ...(await role(a)), parentId: b });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/its own parent/);
  });
});

describe('deleting a role', () => {
  it('deletes a role nobody holds; it is gone from the list and its id answers 404', async () => {
    const id = (await save(await draft('Short-lived', ['all,no']))).json<{ id: number }>().id;
    const res = await call('DELETE', `roles/storevisit/${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, deleted: true });
    expect((await list()).rows.map((r) => r.id)).not.toContain(id);
    expect((await call('GET', `roles/storevisit/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a role in use with a readable message', async () => {
    const id = await idOf('north');
    const res = await call('DELETE', `roles/storevisit/${id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/"north" is the role of \d+ users?: give them another role first/);
    expect((await list()).rows.map((r) => r.id)).toContain(id);
  });
});

describe('the rights the form saves govern the product', () => {
  it("canviewcompletedsamples (role-wide) and canEditActions (per survey) are what user's calls answer", async () => {
    const id = await idOf('north');
    const rankingFlag = async () => (await call('GET', 'newranking/list/storevisit/default/all,se,north/none', user)).json<{ viewCompletedSamples: boolean }>().viewCompletedSamples;
    const canEdit = async () => (await call('GET', 'actions/actionplan/storevisit/actionPlan/all,se,north', user)).json<{ canEdit: boolean }>().canEdit;
    expect(await rankingFlag()).toBe(true);
    expect(await canEdit()).toBe(true);

    const north = await role(id);
    const off = { ...north, canviewcompletedsamples: false, surveyAccessList: north.surveyAccessList.map((a) => ({ ...a, canEditActions: a.surveyExtName !== 'storevisit' })) };
    expect((await save(off)).statusCode).toBe(200);
    expect(await rankingFlag()).toBe(false);
    expect(await canEdit()).toBe(false);

    expect((await save({ ...off, surveyAccessList: off.surveyAccessList.map((a) => ({ ...a, canEditActions: true })) })).statusCode).toBe(200);
    expect(await canEdit()).toBe(true);
  });
});
