/**
 * The script calls (issue 21 item 3; spec 3 sections 3, 4 and 7, vuejs/scripts/*) against the real database and
 * app: a survey's CONFIGURATION script is its configuration (saved only when valid, with each error's path and YAML
 * line, and then the pages change), scripts are created, saved, run and dry-run in the sandbox (a loop ends in a
 * clean TIMEOUT with an ERROR event), events are deleted one by one or all, and only administrators of the universe
 * and root reach any of it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { ScriptBlock } from '../../schemas/api/script-block.gen';
import type { ScriptList } from '../../schemas/api/script-list.gen';
import type { ScriptRunResult } from '../../schemas/api/script-run-result.gen';
import type { ScriptSaved } from '../../schemas/api/script-saved.gen';
import type { ConfigurationCheck } from '../../schemas/api/configuration-check.gen';

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let root: string;
let user: string;
let kaisa: string;
let storevisit: number;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin, payload?: object) =>
  app.inject({
    method,
    url: `/rest/vuejs/${url}`,
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

async function ok<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin): Promise<T> {
  const res = await call(method, url, token, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const newScript = () => ok<ScriptBlock>('GET', `scripts/create/storevisit/${storevisit}`);
const save = (script: ScriptBlock) => ok<ScriptSaved>('POST', 'scripts/storevisit', script);
const run = (script: ScriptBlock, dryrun: boolean, body: object = {}) => ok<ScriptRunResult>('POST', `scripts/run/storevisit/${storevisit}/${script.id}?dryrun=${dryrun}`, body);

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
  });
  app = await buildApp(config, {
    db: database.db,
    idpKeys: await loadIdpKeys(database.adminUrl),
  });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await signInToken(app, {
    username: 'admin',
    password: 'sightline-admin',
  });
  root = await signInToken(app, {
    username: 'root',
    password: 'sightline-root',
  });
  user = await signInToken(app, {
    username: 'user',
    password: 'sightline-user',
  });
  kaisa = await signInToken(app, {
    username: 'kaisa.korhonen',
    password: 'sightline-admin',
    universe: 'b2b',
  });
  storevisit = (await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`))[0]!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the CONFIGURATION script', () => {
  it('is listed first, once, and holds the survey configuration as its author wrote it', async () => {
    const first = await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`);
    const again = await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`);
    expect(first.rows[0]).toMatchObject({
      scriptType: 'CONFIGURATION',
      metaInterviewExtName: 'storevisit',
      surveyId: storevisit,
    });
    expect(again.rows.filter((r) => r.scriptType === 'CONFIGURATION')).toHaveLength(1);
    const details = await ok<ScriptBlock>('GET', `scripts/details/storevisit/${first.rows[0]!.id}`);
    const yaml = (await owner<{ yaml: string }>(`select config_yaml as yaml from survey where id = $1`, [storevisit]))[0]!.yaml;
    expect(details.script).toBe(yaml);
    expect(details).toMatchObject({
      global: false,
      universe: false,
      matchingMetaInterviews: ['storevisit'],
    });
  });

  it('refuses a configuration with errors with each error path and YAML line, and changes nothing', async () => {
    const config = (await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`)).rows[0]!;
    const script = await ok<ScriptBlock>('GET', `scripts/details/storevisit/${config.id}`);
    const broken = script.script.replace(/^pages:\n {2}- extname: overview\n/m, 'pages:\n  - extname: overview\n    size: huge\n');
    expect(broken).not.toBe(script.script);
    const res = await call('POST', 'scripts/storevisit', admin, {
      ...script,
      script: broken,
    });
    expect(res.statusCode, res.body).toBe(422);
    const check = res.json<ConfigurationCheck>();
    expect(check.valid).toBe(false);
    expect(check.issues[0]).toMatchObject({
      path: expect.stringMatching(/^\/pages\/0/),
      line: expect.any(Number),
    });
    expect((await ok<ScriptBlock>('GET', `scripts/details/storevisit/${config.id}`)).script).toBe(script.script);
  });

  it('saved valid, changes the pages at once', async () => {
    const config = (await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`)).rows[0]!;
    const script = await ok<ScriptBlock>('GET', `scripts/details/storevisit/${config.id}`);
    const renamed = script.script.replace('title: { en: Overview,', 'title: { en: Scripted overview,');
    expect(renamed).not.toBe(script.script);
    const saved = await save({ ...script, script: renamed });
    expect(saved.script.script).toBe(renamed);
    const list = await ok<{
      pages: { extname: string; title: Record<string, string> }[];
    }>('GET', 'pages/list/storevisit', undefined, root);
    expect(list.pages.find((p) => p.extname === 'overview')?.title.en).toBe('Scripted overview');
    expect(await run(saved.script, true)).toMatchObject({ returnCode: 'OK' });
  });

  it('keeps its type and cannot be deleted; a survey has only one', async () => {
    const config = (await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`)).rows[0]!;
    const script = await ok<ScriptBlock>('GET', `scripts/details/storevisit/${config.id}`);
    expect(
      (
        await call('POST', 'scripts/storevisit', admin, {
          ...script,
          scriptType: 'JAVASCRIPT',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `scripts/delete/storevisit/${config.id}`)).statusCode).toBe(409);
    const other = await newScript();
    expect(
      (
        await call('POST', 'scripts/storevisit', admin, {
          ...other,
          scriptType: 'CONFIGURATION',
          script: script.script,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('JavaScript scripts', () => {
  it('are created, saved, listed, and deleted with their events', async () => {
    const made = await newScript();
    expect(made).toMatchObject({
      scriptType: 'JAVASCRIPT',
      extname: `script-${made.id}`,
      script: '',
      surveyId: storevisit,
      eventCount: 0,
    });
    const saved = await save({
      ...made,
      scriptType: 'VALIDATE_SAMPLE',
      extname: 'refuse-all',
      description: 'Refuses every sample',
      script: "throw new Error('No')",
    });
    expect(saved.script).toMatchObject({
      scriptType: 'VALIDATE_SAMPLE',
      extname: 'refuse-all',
      description: 'Refuses every sample',
    });
    expect((await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`)).rows.map((r) => r.extname)).toContain('refuse-all');
    expect(await ok('DELETE', `scripts/delete/storevisit/${made.id}`)).toEqual({
      id: made.id,
      deleted: true,
    });
    expect((await call('GET', `scripts/details/storevisit/${made.id}`)).statusCode).toBe(404);
  });

  it('run in the sandbox: a dry run keeps nothing, a run keeps what it logged, a loop ends in a clean TIMEOUT', async () => {
    const script = (
      await save({
        ...(await newScript()),
        script: "log('hello ' + survey); log('careful', 'WARNING'); return { n: 42 }",
      })
    ).script;
    expect(await run(script, true)).toEqual({
      returnCode: 'OK',
      message: JSON.stringify({ n: 42 }, null, 2),
    });
    expect((await ok<ScriptBlock>('GET', `scripts/details/storevisit/${script.id}`)).eventCount).toBe(0);
    await run(script, false);
    const logged = await ok<ScriptBlock>('GET', `scripts/details/storevisit/${script.id}`);
    expect(logged.eventCount).toBe(2);
    expect(logged.events!.map((e) => [e.eventType, e.message]).sort()).toEqual([
      ['INFO', 'hello storevisit'],
      ['WARNING', 'careful'],
    ]);

    const loop = (await save({ ...script, script: 'while (true) {}' })).script;
    const timedOut = await run(loop, false);
    expect(timedOut.returnCode).toBe('TIMEOUT');
    expect(timedOut.message).toMatch(/longer than/);
    const after = await ok<ScriptBlock>('GET', `scripts/details/storevisit/${script.id}`);
    expect(after.eventCount).toBe(3);
    expect(after.events![0]).toMatchObject({
      eventType: 'ERROR',
      message: expect.stringContaining('TIMEOUT'),
    });

    const one = await ok<ScriptBlock>('DELETE', `scripts/deleteevent/storevisit/${after.events![0]!.id}`);
    expect(one.eventCount).toBe(2);
    expect(one.events!.map((e) => e.id)).not.toContain(after.events![0]!.id);
    expect(await ok<ScriptBlock>('DELETE', `scripts/deleteallevents/storevisit/${script.id}`)).toMatchObject({ eventCount: 0, events: [] });
  });

  it('a run with an interview id gets that interview and its sample', async () => {
    const [iv] = await owner<{ id: number; sample: number }>(
      `select i.id::int as id, s.id::int as sample from interview i join sample s on s.interview_id = i.id where i.survey_id = $1 order by i.id limit 1`,
      [storevisit],
    );
    const script = (
      await save({
        ...(await newScript()),
        scriptType: 'HANDLE_SAMPLE_UPDATED',
        script: 'return [interview.id, sample.id, Object.keys(interview.answers).length > 0]',
      })
    ).script;
    const result = await run(script, true, { interviewId: iv!.id });
    expect(JSON.parse(result.message)).toEqual([iv!.id, iv!.sample, true]);
    expect((await call('POST', `scripts/run/storevisit/${storevisit}/${script.id}?dryrun=true`, admin, { interviewId: 999999999 })).statusCode).toBe(404);
  });
});

describe('a script of another survey', () => {
  it('is made, saved and run from the address of the survey the user is in, for its own survey', async () => {
    const service = (await owner<{ id: number }>(`select id from survey where ext_name = 'service'`))[0]!.id;
    const made = await ok<ScriptBlock>('GET', `scripts/create/storevisit/${service}`);
    expect(made).toMatchObject({ surveyId: service, metaInterviewExtName: 'service' });
    await save({ ...made, script: 'return survey' });
    expect(await ok<ScriptRunResult>('POST', `scripts/run/storevisit/${service}/${made.id}?dryrun=true`, {})).toEqual({ returnCode: 'OK', message: '"service"' });
    // Run for a survey it does not belong to: refused, saying whose it is.
    const wrong = await call('POST', `scripts/run/storevisit/${storevisit}/${made.id}?dryrun=true`, admin, {});
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('"service"');
  });
});

describe('global and universe scripts', () => {
  it('a global script is listed among the globals and not the survey scripts; the universe script is one', async () => {
    const global = await ok<ScriptBlock>('GET', 'scripts/create/storevisit');
    expect(global).toMatchObject({
      global: true,
      universe: false,
      surveyId: null,
    });
    expect(global.matchingMetaInterviews).toEqual(expect.arrayContaining(['storevisit', 'service', 'delivery']));
    expect((await ok<ScriptList>('GET', 'scripts/globals/storevisit')).rows.map((r) => r.id)).toContain(global.id);
    expect((await ok<ScriptList>('GET', `scripts/storevisit/${storevisit}`)).rows.map((r) => r.id)).not.toContain(global.id);
    const universe = await ok<ScriptBlock>('GET', 'scripts/universe/details/storevisit');
    expect(universe).toMatchObject({ universe: true, global: false });
    expect((await ok<ScriptBlock>('GET', 'scripts/universe/details/service')).id).toBe(universe.id);
    expect((await ok<ScriptList>('GET', 'scripts/globals/storevisit')).rows.map((r) => r.id)).not.toContain(universe.id);
    expect(await run({ ...global }, true)).toMatchObject({ returnCode: 'OK' });
    expect(
      (
        await call('POST', 'scripts/storevisit', admin, {
          ...global,
          scriptType: 'CONFIGURATION',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('who may', () => {
  it('only administrators of the universe and root; another universe finds nothing', async () => {
    const script = await newScript();
    expect((await call('GET', `scripts/details/storevisit/${script.id}`, root)).statusCode).toBe(200);
    expect((await call('GET', `scripts/storevisit/${storevisit}`, user)).statusCode).toBe(403);
    expect((await call('GET', `scripts/details/storevisit/${script.id}`, user)).statusCode).toBe(403);
    expect((await call('GET', `scripts/details/relationship/${script.id}`, kaisa)).statusCode).toBe(404);
    expect((await call('DELETE', `scripts/delete/relationship/${script.id}`, kaisa)).statusCode).toBe(404);
  });

  it('bad input is a readable 400', async () => {
    const script = await newScript();
    const res = await call('POST', 'scripts/storevisit', admin, {
      ...script,
      scriptType: 'NOT_A_TYPE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/scriptType/);
    expect((await call('POST', `scripts/run/storevisit/${storevisit}/${script.id}?dryrun=maybe`, admin, {})).statusCode).toBe(400);
    expect((await call('GET', 'scripts/details/storevisit/0')).statusCode).toBe(400);
  });
});
