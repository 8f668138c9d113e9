import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/accounts/passwords';
import { asOwner } from '../support/db';
import { createTestApp, type TestApp } from '../support/app';
import { TEST_PASSWORD_HASHING } from '../support/test-passwords';

let t: TestApp;
let demoId: number;
let otherId: number;
let otherSurveyId: number;

beforeAll(async () => {
  t = await createTestApp();
  // A second universe B, with a survey and a member who also belongs to the demo universe.
  await asOwner(t.database.adminUrl, async (c) => {
    demoId = (await c.query(`select id from universe where name = 'demo'`)).rows[0].id;
    otherId = (await c.query(`insert into universe (name, title) values ('other', 'Other Company') returning id`)).rows[0].id;
    otherSurveyId = (
      await c.query(`insert into survey (universe_id, ext_name, title) values ($1, 'secret', 'Secret survey') returning id`, [otherId])
    ).rows[0].id;
    const user = await c.query(
      `insert into app_user (username, full_name, password_hash) values ('both', 'Bo Both', $1) returning id`,
      [await hashPassword('pw-both-123', TEST_PASSWORD_HASHING)],
    );
    // In B a role that sees all its data (a member without a role sees nothing since roles govern the scope).
    const all = await c.query(`insert into role (universe_id, name, title, permissions) values ($1, 'all', 'All data', '["canseealldata"]') returning id`, [otherId]);
    await c.query(`insert into universe_member (universe_id, user_id, role_id) values ($1, $3, null), ($2, $3, $4)`, [demoId, otherId, user.rows[0].id, all.rows[0].id]);
  });
});
afterAll(async () => {
  await t.close();
});

describe('row-level security, the second wall', () => {
  it('the app connects as a role that is neither superuser nor BYPASSRLS', async () => {
    const { rows } = await t.database.db.pool.query(
      `select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(rows[0]).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('a hand-made query in universe A cannot read a row of universe B', async () => {
    const rows = await t.database.db.withTenant({ universeId: demoId }, async (c) => {
      const byId = await c.query('select * from survey where id = $1', [otherSurveyId]);
      const all = await c.query<{ universe_id: number }>('select universe_id from survey');
      return { byId: byId.rows, all: all.rows };
    });
    expect(rows.byId).toEqual([]);
    expect(rows.all.length).toBeGreaterThan(0);
    expect(rows.all.every((r) => r.universe_id === demoId)).toBe(true);
  });

  it('a connection that sets no universe sees no tenant rows at all', async () => {
    const client = new pg.Client(t.database.appUrl);
    await client.connect();
    try {
      for (const table of ['survey', 'unit', 'interview', 'answer', 'sample', 'alert', 'role']) {
        const { rows } = await client.query(`select count(*)::int as n from ${table}`);
        expect(rows[0].n, table).toBe(0);
      }
    } finally {
      await client.end();
    }
  });

  it('cannot write a row into another universe', async () => {
    await expect(
      t.database.db.withTenant({ universeId: demoId }, (c) =>
        c.query(`insert into survey (universe_id, ext_name, title) values ($1, 'sneaky', 'Sneaky')`, [otherId]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      t.database.db.withTenant({ universeId: demoId }, (c) => c.query(`update survey set title = 'x' where id = $1`, [otherSurveyId])).then(
        (r) => r.rowCount,
      ),
    ).resolves.toBe(0);
  });

  it('cannot read the shared secrets', async () => {
    await expect(t.database.db.pool.query('select * from server_secret')).rejects.toThrow(/permission denied/);
  });
});

describe('universes over HTTP', () => {
  it('a member of two universes must choose (login status 5) and can change universe', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/rest/vuejs/auth/login', payload: { username: 'both', password: 'pw-both-123' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.loginStatus).toBe(5);
    expect(body.universes.map((u: { name: string }) => u.name).sort()).toEqual(['demo', 'other']);
    expect(body.surveys).toEqual([]);

    const changed = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/changeuniverse/other', headers: { authorization: body.authToken } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ loginStatus: 0, universe: 'other', surveys: [{ extName: 'secret' }] });
  });

  it('a user of universe A gets 403 for universe B', async () => {
    const token = await t.login('admin', 'sightline-admin');
    const res = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/changeuniverse/other', headers: { authorization: token } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: 'You are not a member of the universe "other".' });
    const me = await t.app.inject({ method: 'GET', url: '/rest/vuejs/auth/identity', headers: { authorization: token } });
    expect(me.json().universe).toBe('demo');
  });
});
