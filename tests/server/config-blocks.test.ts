/**
 * Config blocks and meta properties of the survey details (issue 21 item 2; spec 3 section 7, configblocks and
 * metaproperty) against the real database and app: the top-level blocks of the survey's configuration YAML edited
 * with the CONFIGURATION script's checks (422 with pointer and line, nothing saved), a valid block changing the pages
 * at once, meta properties kept in the configuration; administrators and root only, bad input a readable 400.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { ConfigBlock } from '../../schemas/api/config-block.gen';
import type { ConfigBlocks } from '../../schemas/api/config-blocks.gen';
import type { ConfigurationCheck } from '../../schemas/api/configuration-check.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let user: string;
let storevisit: number;

const call = (method: 'GET' | 'POST', url: string, token = admin, payload?: object) =>
  app.inject({ method, url: `/rest/vuejs/surveys/${url}`, headers: { authorization: token }, ...(payload ? { payload } : {}) });
async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await call(method, url, admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const storedYaml = async () => (await owner<{ yaml: string }>(`select config_yaml as yaml from survey where id = $1`, [storevisit]))[0]!.yaml;
const saveBlock = (name: string, yaml: string, token = admin) => call('POST', 'configblocks/storevisit', token, { surveyId: storevisit, name, yaml });
const saveProperty = (key: string, value: string, token = admin) => call('POST', 'metaproperty/storevisit', token, { surveyId: storevisit, key, value });

// Building the app on a fresh database takes longer than vitest's 60 s on a loaded two-core machine.
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
  storevisit = (await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`))[0]!.id;
}, 240_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('config blocks', () => {
  it("lists the configuration's top-level blocks in document order, each the YAML of its value", async () => {
    const listed = await ok<ConfigBlocks>('GET', `configblocks/storevisit/${storevisit}`);
    expect(listed.surveyId).toBe(storevisit);
    const names = listed.blocks.map((b) => b.name);
    const topLevel = (await storedYaml()).split('\n').flatMap((l) => /^([A-Za-z]\w*):/.exec(l)?.[1] ?? []);
    expect(names).toEqual(topLevel);
    expect(listed.blocks.find((b) => b.name === 'pages')!.yaml).toContain('extname: overview');
    expect(listed.metaProperties).toEqual([]);
  });

  it('proposes a new block under a name the configuration does not use, saving nothing', async () => {
    const before = await storedYaml();
    const proposed = await ok<ConfigBlock>('GET', `configblocks/create/storevisit/${storevisit}`);
    expect(proposed).toEqual({ name: 'newBlock', yaml: '{}\n' });
    expect(await storedYaml()).toBe(before);
  });

  it('saves a block into the YAML keeping the rest and its comments, and an empty text removes it', async () => {
    const before = await storedYaml();
    const saved = await ok<ConfigBlocks>('POST', 'configblocks/storevisit', { surveyId: storevisit, name: 'newBlock', yaml: '# why\nowner: retail\n' });
    expect(saved.blocks.at(-1)).toEqual({ name: 'newBlock', yaml: '# why\nowner: retail\n' });
    const after = await storedYaml();
    const comments = (yaml: string) =>
      yaml
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.startsWith('#'));
    expect(comments(after).sort()).toEqual([...comments(before), '# why'].sort());
    expect(after).toContain('owner: retail');
    const removed = await ok<ConfigBlocks>('POST', 'configblocks/storevisit', { surveyId: storevisit, name: 'newBlock', yaml: '' });
    expect(removed.blocks.map((b) => b.name)).not.toContain('newBlock');
    expect(await storedYaml()).not.toContain('owner: retail');
  });

  it('a valid pages block changes the pages at once', async () => {
    const pages = (await ok<ConfigBlocks>('GET', `configblocks/storevisit/${storevisit}`)).blocks.find((b) => b.name === 'pages')!;
    const renamed = pages.yaml.replace('en: Overview,', 'en: Blocked overview,');
    expect(renamed).not.toBe(pages.yaml);
    expect((await saveBlock('pages', renamed)).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/rest/vuejs/pages/list/storevisit', headers: { authorization: admin } });
    const overview = list.json<{ pages: { extname: string; title: Record<string, string> }[] }>().pages.find((p) => p.extname === 'overview');
    expect(overview?.title.en).toBe('Blocked overview');
  });

  it('refuses a block that breaks the configuration with its pointer and line, or bad YAML, and saves nothing', async () => {
    const before = await storedYaml();
    const pages = (await ok<ConfigBlocks>('GET', `configblocks/storevisit/${storevisit}`)).blocks.find((b) => b.name === 'pages')!;
    const broken = await saveBlock('pages', pages.yaml.replace(/^- extname: overview\n/m, '- extname: overview\n  size: huge\n'));
    expect(broken.statusCode, broken.body).toBe(422);
    const check = broken.json<ConfigurationCheck>();
    expect(check.issues[0]).toMatchObject({ path: expect.stringMatching(/^\/pages\/0/), line: expect.any(Number) });

    const unparsable = await saveBlock('newBlock', 'a: [1, 2\n');
    expect(unparsable.statusCode, unparsable.body).toBe(422);
    expect(unparsable.json<ConfigurationCheck>().issues[0]!.path).toBe('/newBlock');

    expect((await saveBlock('pages', '')).statusCode).toBe(422);
    expect(await storedYaml()).toBe(before);
  });

  it('refuses a bad block name, the metaProperties block and an unknown survey with a readable 400 or 404', async () => {
    const badName = await saveBlock('9 lives', 'x: 1');
    expect(badName.statusCode).toBe(400);
    expect(badName.json<{ message: string }>().message).toMatch(/name/);
    const meta = await saveBlock('metaProperties', 'a: b');
    expect(meta.statusCode).toBe(400);
    expect(meta.json<{ message: string }>().message).toMatch(/meta properties/);
    expect((await call('GET', 'configblocks/storevisit/999999')).statusCode).toBe(404);
    expect((await call('POST', 'configblocks/storevisit', admin, { surveyId: 999999, name: 'x', yaml: '' })).statusCode).toBe(404);
  });
});

describe('meta properties', () => {
  it('sets, lists (sorted by key) and removes properties kept in the configuration', async () => {
    expect((await saveProperty('region', ' north ')).statusCode).toBe(200);
    const saved = (await saveProperty('owner', 'Retail team')).json<ConfigBlocks>();
    expect(saved.metaProperties).toEqual([
      { key: 'owner', value: 'Retail team' },
      { key: 'region', value: 'north' },
    ]);
    expect(saved.blocks.map((b) => b.name)).not.toContain('metaProperties');
    const [stored] = await owner<{ props: Record<string, string> }>(`select config -> 'metaProperties' as props from survey where id = $1`, [storevisit]);
    expect(stored!.props).toEqual({ owner: 'Retail team', region: 'north' });

    await saveProperty('owner', '');
    const left = (await saveProperty('region', '')).json<ConfigBlocks>();
    expect(left.metaProperties).toEqual([]);
    expect(await storedYaml()).not.toContain('metaProperties');
  });

  it('refuses a bad key with a readable 400', async () => {
    const res = await saveProperty('has space', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/key/);
  });
});

describe('access', () => {
  it('is for administrators and root only', async () => {
    expect((await call('GET', `configblocks/storevisit/${storevisit}`, user)).statusCode).toBe(403);
    expect((await call('GET', `configblocks/create/storevisit/${storevisit}`, user)).statusCode).toBe(403);
    expect((await saveBlock('newBlock', 'x: 1', user)).statusCode).toBe(403);
    expect((await saveProperty('owner', 'x', user)).statusCode).toBe(403);
  });
});
