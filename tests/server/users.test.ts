/**
 * User administration (issue 20 item 3, spec 3 sections 3, 5, 6, 7 and 8: vuejs/users/*) through the HTTP API
 * against the real database: administrators and root only (a data user 403, another universe's administrator
 * sees nothing of this one), the list, the details form's rules with readable 400s that return the stored user,
 * the editor's rules joined by commas, an invitation mailed for real, root's username change and identity block.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { Role } from '../../schemas/api/role.gen';
import type { UserDetails } from '../../schemas/api/user-details.gen';
import type { UserEditorData } from '../../schemas/api/user-editor-data.gen';
import type { UserList } from '../../schemas/api/user-list.gen';
import type { UserSaveError } from '../../schemas/api/user-save-error.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let root: string;
let user: string;
let kaisa: string;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/users/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
async function ok<T>(res: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const roleId = async (name: string) => (await owner<{ id: number }>(`select r.id from role r join universe u on u.id = r.universe_id where r.name = $1 and u.name = 'demo'`, [name]))[0]!.id;
const userId = async (username: string) => (await owner<{ id: number }>(`select id from app_user where username = $1`, [username]))[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  root = await signInToken(app, { username: 'root', password: 'sightline-root' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
  kaisa = await signInToken(app, { username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('who may administer users', () => {
  it('a member with a data role gets 403 with a readable message on every call; root-only calls refuse administrators', async () => {
    const id = await userId('user');
    for (const res of [
      await call('GET', 'list/storevisit?status=0', user),
      await call('GET', `details/storevisit/${id}`, user),
      await call('GET', `editordata/storevisit/${id}`, user),
      await call('GET', `editordata/channels/storevisit/${id}?roleid=1`, user),
      await call('GET', 'checkemailavailability/storevisit/a@b.se', user),
      await call('GET', 'questionfiltersuggestions/storevisit/staff/4', user),
      await call('GET', 'universe/storevisit', user),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/Only administrators of this universe may administer users/);
    }
    expect((await call('POST', 'changeusername/storevisit', admin, { oldUsername: 'user', newUsername: 'x@y.se' })).statusCode).toBe(403);
    expect((await call('GET', `keycloakdata/storevisit/${id}`, admin)).statusCode).toBe(403);
  });

  it("another universe's administrator sees none of this universe's users", async () => {
    const id = await userId('user');
    const list = await ok<UserList>(await call('GET', 'list/relationship?status=2', kaisa));
    expect(list.rows.map((r) => r.email)).not.toContain('user');
    expect((await call('GET', `details/relationship/${id}`, kaisa)).statusCode).toBe(404);
    expect((await call('GET', 'list/storevisit', kaisa)).statusCode).toBe(404);
  });
});

describe('the user list', () => {
  it('lists members 100 a page with role, rights and state, filtered by text and state', async () => {
    const list = await ok<UserList>(await call('GET', 'list/storevisit?status=0', admin));
    expect(list.pageSize).toBe(100);
    const row = list.rows.find((r) => r.email.startsWith('user'))!;
    expect(row).toMatchObject({ status: 0, disabled: false, notify: true });
    expect(row.selectedRoleName).toBeTruthy();
    expect(list.rows.every((r) => r.status === 0)).toBe(true);
    const filtered = await ok<UserList>(await call('GET', `list/storevisit?status=2&filter=${encodeURIComponent(row.name)}`, admin));
    expect(filtered.rows.map((r) => r.id)).toContain(row.id);
    expect(filtered.total).toBeLessThan(list.total + 1);
    expect((await call('GET', 'list/storevisit?status=7', admin)).statusCode).toBe(400);
  });
});

describe('the user details form', () => {
  it('refuses a blank new user naming every rule joined by commas, returning the form data; never 500', async () => {
    const blank = await ok<UserDetails>(await call('GET', 'details/storevisit/0', admin));
    expect(blank.userDTO.id).toBe(0);
    const res = await call('POST', 'details/storevisit/0', admin, { ...blank, userDTO: { ...blank.userDTO, password: 'a-long-enough-password-1', repeatPassword: 'other' } });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<UserSaveError>();
    expect(body.message).toBe('Name is required, Email is required, Role is required, Passwords must match');
    expect(body.user!.userDTO.errorMessage).toBe(body.message);
    expect(body.user!.userDTO.password).toBe('');
  });

  it('creates a user with a role, mails the invitation for real, and the user signs in with the password set', async () => {
    const blank = await ok<UserDetails>(await call('GET', 'details/storevisit/0', admin));
    const north = await roleId('north');
    const saved = await ok<{ id: number; invited: boolean }>(
      await call('POST', 'details/storevisit/0', admin, {
        ...blank,
        userDTO: { ...blank.userDTO, name: 'Nora North', email: 'nora.north@example.com', roleId: north, password: 'nora-has-a-long-password-7', repeatPassword: 'nora-has-a-long-password-7' },
      }),
    );
    expect(saved.invited).toBe(true);
    const mail = await owner<{ rcptTo: string; subject: string; textBody: string }>(`select rcpt_to as "rcptTo", subject, text_body as "textBody" from mail_message order by id desc limit 1`);
    expect(mail[0]).toMatchObject({ subject: 'You are invited to Sightline' });
    expect(mail[0]!.rcptTo).toContain('nora.north@example.com');
    expect(mail[0]!.textBody).toMatch(/\/new\/reset\?token=/);
    const details = await ok<UserDetails>(await call('GET', `details/storevisit/${saved.id}`, admin));
    expect(details.userDTO).toMatchObject({ name: 'Nora North', email: 'nora.north@example.com', roleId: north });
    await signInToken(app, { username: 'nora.north@example.com', password: 'nora-has-a-long-password-7' });
    // Taken now: the same address again is refused, readably.
    const again = await call('POST', 'details/storevisit/0', admin, { ...blank, userDTO: { ...blank.userDTO, name: 'Nora Two', email: 'NORA.north@example.com', roleId: north } });
    expect(again.statusCode).toBe(400);
    expect(again.json<UserSaveError>().message).toBe('NORA.north@example.com is already in use');
    expect((await ok<{ available: boolean }>(await call('GET', 'checkemailavailability/storevisit/nora.north@example.com', admin))).available).toBe(false);
    expect((await ok<{ available: boolean }>(await call('GET', 'checkemailavailability/storevisit/nobody.yet@example.com', admin))).available).toBe(true);
  });

  it("offers the password only where the caller may set it (their own, a new account's; root anybody's); another user's answers 403", async () => {
    const [self, other] = [await userId('admin'), await userId('user')];
    const flag = async (id: number, token: string) => (await ok<UserDetails>(await call('GET', `details/storevisit/${id}`, token))).canEditPassword;
    expect([await flag(0, admin), await flag(self, admin), await flag(other, admin), await flag(other, root)]).toEqual([true, true, false, true]);
    const hash = () => owner(`select password_hash from app_user where id = $1`, [other]);
    const before = await hash();
    const form = await ok<UserDetails>(await call('GET', `details/storevisit/${other}`, admin));
    const res = await call('POST', `details/storevisit/${other}`, admin, { ...form, userDTO: { ...form.userDTO, password: 'a-long-enough-password-1', repeatPassword: 'a-long-enough-password-1' } });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ message: string }>().message).toBe('Only the user themself or root may set the password of an existing user.');
    expect(await hash()).toEqual(before);
    // The same form without a password saves.
    expect((await call('POST', `details/storevisit/${other}`, admin, form)).statusCode).toBe(200);
  });

  it('the restricted user (an administrator editing themself) cannot change their own role or disabled state', async () => {
    const me = await userId('admin');
    const mine = await ok<UserDetails>(await call('GET', `details/storevisit/${me}`, admin));
    expect(mine.restricted).toBe(true);
    const saved = await ok<{ restricted: boolean }>(await call('POST', `details/storevisit/${me}`, admin, { ...mine, userDTO: { ...mine.userDTO, disabled: true, roleId: await roleId('north') } }));
    expect(saved.restricted).toBe(true);
    const after = await ok<UserDetails>(await call('GET', `details/storevisit/${me}`, admin));
    expect(after.userDTO).toMatchObject({ disabled: false, roleId: mine.userDTO.roleId });
  });
});

describe('the user editor', () => {
  it('needs a universe, names and a role per ticked universe, errors joined by commas, nothing written', async () => {
    const blank = await ok<UserEditorData>(await call('GET', 'editordata/storevisit/0', admin));
    expect(blank.universeUsers.map((u) => u.universeName)).toEqual(['demo']);
    const none = await call('POST', 'editordata/storevisit', admin, { ...blank, email: 'ed@example.com', firstName: 'Ed', lastName: '' });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json<UserSaveError>().message).toBe('Name is required, At least one universe must be associated with user');
    const noRole = await call('POST', 'editordata/storevisit', admin, { ...blank, email: 'ed@example.com', firstName: 'Ed', lastName: 'Editor', universeUsers: blank.universeUsers.map((u) => ({ ...u, createuser: true })) });
    expect(noRole.json<UserSaveError>().message).toMatch(/^Role is required in /);
    expect(await owner(`select 1 from app_user where username = 'ed@example.com'`)).toEqual([]);
  });

  it('root sees every universe, creates a user in two, with filters and the identity block, then changes the username', async () => {
    const blank = await ok<UserEditorData>(await call('GET', 'editordata/storevisit/0', root));
    expect(blank.universeUsers.length).toBeGreaterThan(1);
    const north = await roleId('north');
    const b2bRole = (await owner<{ id: number }>(`select r.id from role r join universe u on u.id = r.universe_id where u.name = 'b2b' and r.name = 'uk'`))[0]!.id;
    const cards = blank.universeUsers.map((c) =>
      c.universeName === 'demo'
        ? { ...c, createuser: true, selectedrole: north, surveys: c.surveys.map((s) => (s.extname === 'storevisit' ? { ...s, userVariables: s.userVariables.map((v) => (v.questionId === 'staff' ? { ...v, value: '4; 5;' } : v)) } : s)) }
        : c.universeName === 'b2b'
          ? { ...c, createuser: true, selectedrole: b2bRole, admin: true }
          : c,
    );
    const saved = await ok<{ id: number }>(await call('POST', 'editordata/storevisit', root, { ...blank, email: 'two.worlds@example.com', firstName: 'Two', lastName: 'Worlds', invite: false, universeUsers: cards }));
    const data = await ok<UserEditorData>(await call('GET', `editordata/storevisit/${saved.id}`, root));
    expect(data.keyCloakData).toMatchObject({ email: 'two.worlds@example.com', firstName: 'Two', lastName: 'Worlds', enabled: true, error: '' });
    const demo = data.universeUsers.find((u) => u.universeName === 'demo')!;
    expect(demo.surveys.find((s) => s.extname === 'storevisit')!.userVariables.find((v) => v.questionId === 'staff')!.value).toBe('4;5');
    expect(data.universeUsers.find((u) => u.universeName === 'b2b')).toMatchObject({ createuser: true, admin: true, selectedrole: b2bRole });
    // An administrator of the demo sees the user's demo card only, and no identity block.
    const adminView = await ok<UserEditorData>(await call('GET', `editordata/storevisit/${saved.id}`, admin));
    expect(adminView.universeUsers.map((u) => u.universeName)).toEqual(['demo']);
    expect(adminView.keyCloakData).toBeNull();
    const changed = await call('POST', 'changeusername/storevisit', root, { oldUsername: 'two.worlds@example.com', newUsername: 'one.world@example.com' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await owner(`select username, email from app_user where id = $1`, [saved.id])).toEqual([{ username: 'one.world@example.com', email: 'one.world@example.com' }]);
    const taken = await call('POST', 'changeusername/storevisit', root, { oldUsername: 'one.world@example.com', newUsername: 'nora.north@example.com' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe('nora.north@example.com is already in use.');
    expect((await call('POST', 'changeusername/storevisit', root, { oldUsername: 'one.world@example.com', newUsername: 'not an address' })).statusCode).toBe(400);
  });

  it('an administrator cannot change their own role, disable themself or leave the universe in the editor (403, nothing written)', async () => {
    const me = await userId('admin');
    const mine = await ok<UserEditorData>(await call('GET', `editordata/storevisit/${me}`, admin));
    const card = mine.universeUsers.find((u) => u.universeName === 'demo')!;
    const stored = async () => (await owner<{ role_id: number; disabled: boolean }>(`select m.role_id, m.disabled from universe_member m join universe v on v.id = m.universe_id where m.user_id = $1 and v.name = 'demo'`, [me]))[0];
    const before = await stored();
    const withCard = (patch: Partial<typeof card>) => ({ ...mine, universeUsers: mine.universeUsers.map((u) => (u.universeName === 'demo' ? { ...u, ...patch } : u)) });
    for (const [patch, refusal] of [
      [{ selectedrole: await roleId('north') }, /cannot change your own role/],
      [{ disabled: true }, /cannot disable your own membership/],
      [{ createuser: false }, /cannot remove yourself/],
    ] as const) {
      const res = await call('POST', 'editordata/storevisit', admin, withCard(patch));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(refusal);
      expect(await stored()).toEqual(before);
    }
    // Everything else of one's own stays editable; root may change anybody's role, their own included.
    expect((await ok<{ restricted: boolean }>(await call('POST', 'editordata/storevisit', admin, { ...mine, firstName: 'Ada' }))).restricted).toBe(true);
    const other = await ok<UserEditorData>(await call('GET', `editordata/storevisit/${me}`, root));
    await ok(await call('POST', 'editordata/storevisit', root, { ...other, universeUsers: other.universeUsers.map((u) => (u.universeName === 'demo' ? { ...u, selectedrole: card.selectedrole } : u)) }));
  });

  it('suggests answers of a question and offers the role’s channels', async () => {
    const s = await ok<{ data: string[] }>(await call('GET', 'questionfiltersuggestions/storevisit/staff/4', admin));
    expect(s.data).toEqual(['4']);
    expect((await call('GET', 'questionfiltersuggestions/storevisit/nosuch/4', admin)).statusCode).toBe(404);
    const channels = await ok<{ notificationChannels: { surveyName: string }[] }>(await call('GET', `editordata/channels/storevisit/0?roleid=${await roleId('north')}`, admin));
    expect(channels.notificationChannels.length).toBeGreaterThanOrEqual(0);
    const universe = await ok<{ name: string; locales: string[] }>(await call('GET', 'universe/storevisit', admin));
    expect(universe).toMatchObject({ name: 'demo', locales: ['sv', 'da', 'nb', 'fi', 'en'] });
  });
});

describe('modifyUserFilters (the survey right to change users\' question filters)', () => {
  const storedFilters = async () =>
    (await owner<{ f: object }>(`select m.question_filters as f from universe_member m join universe v on v.id = m.universe_id where m.user_id = $1 and v.name = 'demo'`, [await userId('user')]))[0]!.f;
  /** The details form of `user` with the store-visit staff filter set to `value`. */
  const withStaff = async (value: string) => {
    const form = await ok<UserDetails>(await call('GET', `details/storevisit/${await userId('user')}`, admin));
    const map = { ...form.userQuestionFilterMap, storevisit: form.userQuestionFilterMap.storevisit!.map((f) => (f.questionId === 'staff' ? { ...f, value } : f)) };
    return { ...form, userQuestionFilterMap: map };
  };
  /** The admin role's rights: with or without modifyUserFilters (a right listed role-wide holds in every survey). */
  const adminMayModify = async (on: boolean) =>
    owner(
      `update role r set permissions = case when $1 then r.permissions || '["modifyUserFilters"]' else r.permissions - 'modifyUserFilters' end, survey_access = '[]'
         from universe v where v.id = r.universe_id and v.name = 'demo' and r.name = 'admin'`,
      [on],
    );

  it('without it an administrator may save a user but not change their filters (403, nothing written); with it they may', async () => {
    await adminMayModify(false);
    try {
      const before = await storedFilters();
      const refused = await call('POST', `details/storevisit/${await userId('user')}`, admin, await withStaff('5'));
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json<{ message: string }>().message).toMatch(/does not let you change users' question filters in survey "storevisit"/);
      expect(await storedFilters()).toEqual(before);
      // The editor's save is held to the same rule.
      const editor = await ok<UserEditorData>(await call('GET', `editordata/storevisit/${await userId('user')}`, admin));
      const changed = {
        ...editor,
        universeUsers: editor.universeUsers.map((c) => ({
          ...c,
          surveys: c.surveys.map((s) => (s.extname === 'storevisit' ? { ...s, userVariables: s.userVariables.map((v) => (v.questionId === 'staff' ? { ...v, value: '5' } : v)) } : s)),
        })),
      };
      expect((await call('POST', 'editordata/storevisit', admin, changed)).statusCode).toBe(403);
      expect(await storedFilters()).toEqual(before);
      // Saving without touching the filters is still allowed.
      await ok(await call('POST', 'editordata/storevisit', admin, editor));
    } finally {
      await adminMayModify(true);
    }
    await ok(await call('POST', `details/storevisit/${await userId('user')}`, admin, await withStaff('5')));
    expect(await storedFilters()).toMatchObject({ storevisit: { staff: '5' } });
  });
});

describe('delegated rights: canaddusers and cancreateroles let a non-administrator manage roles at or below their own', () => {
  const roles = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/rest/vuejs/roles/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  /** Grants (or takes away) role-wide rights of the north role, `user`'s. */
  const northHolds = async (rights: string[]) =>
    owner(`update role r set permissions = (r.permissions - 'canaddusers' - 'cancreateroles') || $1::jsonb from universe v where v.id = r.universe_id and v.name = 'demo' and r.name = 'north'`, [
      JSON.stringify(rights),
    ]);
  let shop: number;

  beforeAll(async () => {
    const north = await roleId('north');
    shop = (await owner<{ id: number }>(`insert into role (universe_id, name, title, parent_id, unit_scope, permissions) select universe_id, 'north-shop', 'North shop', id, '["all,se,north"]', '[]' from role where id = $1 returning id`, [north]))[0]!.id;
  });

  it('canaddusers: without it 403; with it the user calls answer, offering and accepting only her role and those below', async () => {
    await northHolds([]);
    const refused = await call('GET', 'list/storevisit?status=0', user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/Only administrators of this universe may administer users \(as may roles with the right canaddusers\)/);
    await northHolds(['canaddusers']);
    try {
      await ok<UserList>(await call('GET', 'list/storevisit?status=0', user));
      const blank = await ok<UserDetails>(await call('GET', 'details/storevisit/0', user));
      expect(new Set(blank.roleIDs)).toEqual(new Set([await roleId('north'), shop]));
      const create = (email: string, role: number) =>
        call('POST', 'details/storevisit/0', user, { ...blank, userDTO: { ...blank.userDTO, name: 'Shop Keeper', email, roleId: role } });
      await ok(await create('shop.keeper@example.com', shop));
      const higher = await create('would.be.admin@example.com', await roleId('admin'));
      expect(higher.statusCode).toBe(403);
      expect(higher.json<{ message: string }>().message).toMatch(/only roles at or below your own/);
      expect(await owner(`select 1 from app_user where username = 'would.be.admin@example.com'`)).toEqual([]);
      // An administrator's record is out of reach too: she cannot read or demote one.
      expect((await call('GET', `details/storevisit/${await userId('admin')}`, user)).statusCode).toBe(403);
      expect((await call('GET', `editordata/storevisit/${await userId('admin')}`, user)).statusCode).toBe(403);
      // Root-only calls stay root's.
      expect((await call('POST', 'changeusername/storevisit', user, { oldUsername: 'shop.keeper@example.com', newUsername: 'x@example.com' })).statusCode).toBe(403);
      // The role calls are not opened by canaddusers.
      expect((await roles('GET', 'storevisit', user)).statusCode).toBe(403);
    } finally {
      await northHolds([]);
    }
  });

  it('cancreateroles: creates roles below her own, inside her units, with rights she holds; nothing above', async () => {
    await northHolds(['cancreateroles']);
    try {
      const blank = (await roles('GET', 'storevisit/0', user)).json<Role>();
      const role = (over: Partial<Role>): Role => ({ ...blank, name: 'north-kiosk', parentId: shop, unitScope: ['all,se,north'], ...over });
      const refusals: [Partial<Role>, RegExp][] = [
        [{ parentId: null }, /only below your own/],
        [{ parentId: await roleId('admin') }, /only roles at or below your own/],
        [{ unitScope: ['all,no'] }, /only units inside your own scope/],
        [{ canseealldata: true }, /only units inside your own scope/],
        [{ canaddusers: true }, /only rights you hold: not canaddusers/],
      ];
      for (const [over, message] of refusals) {
        const res = await roles('POST', 'storevisit', user, role(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(403);
        expect(res.json<{ message: string }>().message).toMatch(message);
      }
      expect(await owner(`select 1 from role where name = 'north-kiosk'`)).toEqual([]);
      const saved = await roles('POST', 'storevisit', user, role({}));
      expect(saved.statusCode, saved.body).toBe(200);
      // Her own role and the ones above are not hers to change or delete.
      const north = (await roles('GET', `storevisit/${await roleId('north')}`, user)).json<Role>();
      expect((await roles('POST', 'storevisit', user, { ...north, canaddusers: true })).statusCode).toBe(403);
      expect((await roles('DELETE', `storevisit/${await roleId('north')}`, user)).statusCode).toBe(403);
      expect((await roles('DELETE', `storevisit/${saved.json<{ id: number }>().id}`, user)).statusCode).toBe(200);
    } finally {
      await northHolds([]);
    }
    const refused = await roles('GET', 'storevisit', user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/may administer roles \(as may roles with the right cancreateroles\)/);
  });
});
