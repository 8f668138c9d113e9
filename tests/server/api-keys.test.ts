/**
 * API keys and the public big screen (issue 21 items 5 and 6; spec 3 sections 3, 7 and 9) against the real
 * database and app: the token is shown once and stored hashed, the list never shows it, deleting revokes it, a
 * key reaches only its own universe, survey and drill path, the big screen never carries names or contact data,
 * bad input is a readable 400 and the public call is rate-limited.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { BIG_SCREEN_RATE } from '../../server/routes/bigscreen';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { ApiKeyCreated } from '../../schemas/api/api-key-created.gen';
import type { ApiKeyList } from '../../schemas/api/api-key-list.gen';
import type { BigScreenData } from '../../schemas/api/big-screen-data.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let user: string;
let kaisa: string;
/** A store (leaf unit) in region North and one outside it. */
let north: string;
let south: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, ip = '10.0.0.1') =>
  app.inject({ method, url: `/rest/vuejs/${url}`, remoteAddress: ip, headers: token ? { authorization: token } : {}, ...(payload ? { payload } : {}) });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

async function create(query = '', token = admin, survey = 'storevisit'): Promise<ApiKeyCreated> {
  const res = await call('GET', `surveys/apikey/create/${survey}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiKeyCreated>();
}
async function list(token = admin, survey = 'storevisit'): Promise<ApiKeyList> {
  const res = await call('GET', `surveys/apikey/${survey}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiKeyList>();
}
/** Each big-screen read from its own address, so the rate limit only counts where a test means it to. */
let nextIp = 1;
const bigScreen = (key: string, ip = `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`) =>
  call('GET', `bigscreen/data/${encodeURIComponent(key)}`, undefined, undefined, ip);

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
  kaisa = await signInToken(app, { username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
  // Stores with comments: one in region North, one elsewhere.
  const store = async (like: string, notLike: string) =>
    (
      await owner<{ path: string }>(
        `select u.path from unit u join survey s on s.id = u.survey_id
          where s.ext_name = 'storevisit' and u.path like $1 and u.path not like $2
            and not exists (select 1 from unit c where c.parent_id = u.id)
            and exists (select 1 from interview i join answer a on a.interview_id = i.id and a.question = 'comment' where i.unit_id = u.id)
          order by u.path limit 1`,
        [like, notLike],
      )
    )[0]!.path;
  north = await store('all,se,north,%', '');
  south = await store('all,%', 'all,se,north,%');
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('API keys', () => {
  it('shows the token once, in the create answer, and stores only its hash', async () => {
    const made = await create(`?type=4&path=${encodeURIComponent(north)}`);
    expect(made.token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(made.apiKey).toMatchObject({ type: 4, path: north });
    expect(made.token).toContain(made.apiKey.extname.slice('key-'.length));
    const listed = await list();
    expect(listed.apiKeyRows).toContainEqual(made.apiKey);
    expect(JSON.stringify(listed)).not.toContain(made.token.split('.')[1]);
    const stored = await owner<{ token_hash: string }>(`select token_hash from api_key where id = $1`, [made.apiKey.id]);
    expect(stored[0]!.token_hash).toBe(crypto.createHash('sha256').update(made.token).digest('hex'));
    const twice = await create();
    expect(twice.token).not.toBe(made.token);
    expect(twice.apiKey).toMatchObject({ type: 4, path: 'all' });
  });

  it('saves type and path, keeps the extname, and deleting revokes the key', async () => {
    const made = await create();
    const saved = await call('POST', 'surveys/apikey/storevisit', admin, { ...made.apiKey, type: 3, path: north, extname: 'mine' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ApiKeyList>().apiKeyRows).toContainEqual({ ...made.apiKey, type: 3, path: north });
    // A key that is not a big-screen key opens no big screen.
    expect((await bigScreen(made.token)).statusCode).toBe(404);
    await call('POST', 'surveys/apikey/storevisit', admin, { ...made.apiKey, type: 4, path: north });
    expect((await bigScreen(made.token)).statusCode).toBe(200);
    const deleted = await call('GET', `surveys/apikey/delete/storevisit/${made.apiKey.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<ApiKeyList>().apiKeyRows.map((k) => k.id)).not.toContain(made.apiKey.id);
    const revoked = await bigScreen(made.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ error: 'unknown_api_key', message: 'This big-screen key does not exist or has been revoked.' });
    expect((await call('GET', `surveys/apikey/delete/storevisit/${made.apiKey.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses bad input with a readable 400', async () => {
    const bad = [
      await call('GET', 'surveys/apikey/create/storevisit?type=7', admin),
      await call('GET', 'surveys/apikey/create/storevisit?path=all%2Cnowhere', admin),
      await call('GET', 'surveys/apikey/create/storevisit?path=all%3Bbogus%3D', admin),
      await call('POST', 'surveys/apikey/storevisit', admin, { id: 1, extname: 'x', type: 0, path: 'all' }),
      await call('GET', 'surveys/apikey/delete/storevisit/abc', admin),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 404, 400, 400, 400]);
    for (const r of bad) expect(typeof r.json<{ message: string }>().message).toBe('string');
  });

  it('is for administrators of the universe only, and a universe sees only its own keys', async () => {
    expect((await call('GET', 'surveys/apikey/storevisit', user)).statusCode).toBe(403);
    expect((await call('GET', 'surveys/apikey/create/storevisit', user)).statusCode).toBe(403);
    expect((await call('GET', 'surveys/apikey/storevisit')).statusCode).toBe(401);
    const ours = await create();
    // Kaisa administers b2b: storevisit is not a survey of hers, and no id of ours can be deleted through hers.
    expect((await call('GET', 'surveys/apikey/storevisit', kaisa)).statusCode).toBe(404);
    const b2bSurvey = (
      await owner<{ ext_name: string }>(`select s.ext_name from survey s join universe u on u.id = s.universe_id where u.name = 'b2b' order by s.id limit 1`)
    )[0]!.ext_name;
    expect((await list(kaisa, b2bSurvey)).apiKeyRows.map((k) => k.id)).not.toContain(ours.apiKey.id);
    expect((await call('GET', `surveys/apikey/delete/${b2bSurvey}/${ours.apiKey.id}`, kaisa)).statusCode).toBe(404);
    expect((await bigScreen(ours.token)).statusCode).toBe(200);
    // The universe in the token is not the credential: pointing it at another universe finds nothing.
    const b2b = (await owner<{ id: number }>(`select id from universe where name = 'b2b'`))[0]!.id;
    expect((await bigScreen(ours.token.replace(/^\d+/, String(b2b)))).statusCode).toBe(404);
  });
});

describe('the big screen', () => {
  it("shows the key's drill path only, at most 20 slides, with the spec's default colours", async () => {
    const { token } = await create(`?path=${encodeURIComponent(north)}`);
    const res = await bigScreen(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<BigScreenData>();
    const unit = (
      await owner<{ name: string; id: number }>(
        `select u.name, u.id from unit u join survey s on s.id = u.survey_id where s.ext_name = 'storevisit' and u.path = $1`,
        [north],
      )
    )[0]!;
    expect(data.pathName).toBe(unit.name);
    expect(data.slides.length).toBeGreaterThan(0);
    expect(data.slides.length).toBeLessThanOrEqual(20);
    expect(data.colors).toMatchObject({ wrapper: '#1d2633', mainColumn: '#242d3c', ratingColumn: '#802420', muted: '#646a74', slide: '#242d3c' });
    for (const s of data.slides) if (s.starRating !== null) expect(s.starRating * 2).toBe(Math.round(s.starRating * 2));
    // Every comment shown was given in the key's store; none from the store outside its path.
    const comments = (path: string) =>
      owner<{ text: string }>(
        `select a.text_value as text from answer a join interview i on i.id = a.interview_id join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id
          where s.ext_name = 'storevisit' and a.question = 'comment' and u.path = $1`,
        [path],
      );
    const inside = new Set((await comments(north)).map((c) => c.text));
    for (const s of data.slides) expect(inside.has(s.comment), s.comment).toBe(true);
    const outsideOnly = (await comments(south)).map((c) => c.text).filter((t) => !inside.has(t));
    for (const s of data.slides) expect(outsideOnly).not.toContain(s.comment);
    expect(data.avgRating).not.toBeNull();
  });

  it('never carries names or contact data', async () => {
    const { token } = await create(`?path=${encodeURIComponent(north)}`);
    const body = (await bigScreen(token)).body;
    const contacts = await owner<{ value: string }>(
      `select distinct v.value from sample sa join unit u on u.id = sa.unit_id cross join lateral jsonb_each_text(sa.contact) v
        where u.path = $1 and length(v.value) > 3`,
      [north],
    );
    expect(contacts.length).toBeGreaterThan(0);
    for (const c of contacts) expect(body).not.toContain(c.value);
  });

  it('answers an unknown or malformed key with the same plain 404', async () => {
    for (const key of ['nope', '1.' + 'A'.repeat(43), '99999.' + 'A'.repeat(43), '0.x', '1.' + 'A'.repeat(150)]) {
      const res = await bigScreen(key);
      expect(res.statusCode, key).toBe(404);
      expect(res.json<{ error: string }>().error).toBe('unknown_api_key');
    }
  });

  it('rate-limits the public call per client address', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i <= BIG_SCREEN_RATE; i++) statuses.push((await bigScreen('nope', ip)).statusCode);
    expect(statuses.slice(0, BIG_SCREEN_RATE).every((s) => s === 404)).toBe(true);
    const limited = await bigScreen('nope', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string; message: string }>()).toMatchObject({ error: 'too_many_requests' });
    expect((await bigScreen('nope', '10.9.9.10')).statusCode).toBe(404);
  });
});
