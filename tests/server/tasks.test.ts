/**
 * Tasks (issue 21 item 4; spec 3 sections 3 and 4) against the real database and the real job queue: a universe's
 * jobs shown as tasks with the spec's states, filtered by state and type; process one, delete one, give the
 * filtered set a state, delete the filtered set; another universe's jobs are never seen or touched.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { Task } from '../../schemas/api/task.gen';
import type { TaskList } from '../../schemas/api/task-list.gen';

/** Queues of their own with no worker, so a job stays in the state the test gives it. */
const EXPORTS = 'survey-admin-export';
const IMPORTS = 'survey-admin-import';

let database: TestDatabase;
let app: FastifyInstance;
let jobs: JobQueue;
let admin: string;
let user: string;
let demo: number;
let other: number;
let surveyId: number;

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const call = (url: string, token = admin) =>
  app.inject({
    method: 'GET',
    url: `/rest/vuejs/surveys/${url}`,
    headers: { authorization: token },
  });
async function list(query = ''): Promise<TaskList> {
  const res = await call(`tasks/storevisit/${surveyId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskList>();
}
const send = async (queue: string, universeId: number, what: string) => (await jobs.send(queue, { universeId, what }))!;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue(database.adminUrl, {
    pollingIntervalSeconds: 0.5,
  });
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
  });
  app = await buildApp(config, {
    db: database.db,
    idpKeys: await loadIdpKeys(database.adminUrl),
    jobs,
  });
  admin = await signInToken(app, {
    username: 'admin',
    password: 'sightline-admin',
  });
  user = await signInToken(app, {
    username: 'user',
    password: 'sightline-user',
  });
  const universes = await owner<{ id: number; name: string }>(`select id, name from universe where name in ('demo', 'b2b')`);
  demo = universes.find((u) => u.name === 'demo')!.id;
  other = universes.find((u) => u.name === 'b2b')!.id;
  surveyId = (await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`))[0]!.id;
  await jobs.define({ name: EXPORTS, retryLimit: 0 });
  await jobs.define({ name: IMPORTS, retryLimit: 0 });
});

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('tasks', () => {
  it("shows the universe's jobs as OPEN tasks with their type and what they were given, never another universe's", async () => {
    const mine = await send(EXPORTS, demo, 'monthly export');
    const theirs = await send(EXPORTS, other, 'their export');
    const tasks = (await list()).tasks;
    const task = tasks.find((t) => t.id === mine)!;
    expect(task).toMatchObject({
      type: 'SURVEY_ADMIN_EXPORT',
      state: 'OPEN',
      description: '{"what":"monthly export"}',
    });
    expect(tasks.some((t) => t.id === theirs)).toBe(false);
    expect((await call(`tasks/deletesingle/storevisit/${surveyId}/${theirs}`)).statusCode).toBe(404);
    expect((await call(`tasks/storevisit/${surveyId}`, user)).statusCode).toBe(403);
  });

  it('filters by state and type, and processes a paused task (its row answered as it is now)', async () => {
    const imp = await send(IMPORTS, demo, 'import');
    expect((await list('?type=SURVEY_ADMIN_IMPORT')).tasks.map((t) => t.id)).toEqual([imp]);
    const paused = await call(`tasks/assignstate/storevisit/${surveyId}?type=SURVEY_ADMIN_IMPORT&newstate=PAUSED`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<TaskList>().tasks.map((t) => [t.id, t.state])).toEqual([[imp, 'PAUSED']]);
    expect((await list('?state=PAUSED')).tasks.map((t) => t.id)).toEqual([imp]);
    const processed = await call(`tasks/process/storevisit/${surveyId}/${imp}`);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json<Task>()).toMatchObject({ id: imp, state: 'OPEN' });
  });

  it('refuses PROCESSING as a state to give and an unknown state with a readable 400', async () => {
    const res = await call(`tasks/assignstate/storevisit/${surveyId}?newstate=PROCESSING`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('PROCESSING');
    expect((await call(`tasks/storevisit/${surveyId}?state=DONE`)).statusCode).toBe(400);
    expect((await call(`tasks/process/storevisit/${surveyId}/not-a-task`)).statusCode).toBe(400);
  });

  it('deletes one task, then the filtered set, and leaves the rest and the other universe alone', async () => {
    const one = await send(EXPORTS, demo, 'one');
    const theirs = await send(IMPORTS, other, 'theirs');
    const left = await call(`tasks/deletesingle/storevisit/${surveyId}/${one}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json<TaskList>().tasks.some((t) => t.id === one)).toBe(false);
    const deleted = await call(`tasks/delete/storevisit/${surveyId}?type=SURVEY_ADMIN_EXPORT`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TaskList>().tasks).toEqual([]);
    expect((await list()).tasks.map((t) => t.type)).toEqual(['SURVEY_ADMIN_IMPORT']);
    expect(await jobs.result(IMPORTS, theirs)).toMatchObject({
      state: 'created',
    });
  });
});
