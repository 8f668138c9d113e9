/**
 * Tasks (issue 21 item 4; spec 3 sections 3, 4 and 9) against the real database and the real job queue: the jobs a
 * universe's requests queue (reports, letters) shown as tasks with the spec's states and task types, filtered by
 * state and type; process one, delete one, give the filtered set a state, delete the filtered set. Every queued job
 * carries its universe, so a letter is its universe's task for its administrators and root, never another's.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { LETTER_QUEUE } from '../../server/letters/render';
import { defineReportQueue, REPORT_QUEUE } from '../../server/reports/service';
import { TASK_TYPES } from '../../core/tasks';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { ReportTask } from '../../schemas/api/report-task.gen';
import type { Task } from '../../schemas/api/task.gen';
import type { TaskList } from '../../schemas/api/task-list.gen';

const ALL_TIME = 'ftime=Ige01012000:01012100';

let database: TestDatabase;
let app: FastifyInstance;
let jobs: JobQueue;
let admin: string;
let root: string;
let user: string;
/** An administrator of the other universe (b2b). */
let kaisa: string;
let storevisit: number;
let relationship: number;

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const get = (url: string, token: string) => app.inject({ method: 'GET', url: `/rest/vuejs/${url}`, headers: { authorization: token } });
/** The tasks call of the demo universe (storevisit), or of b2b (relationship) for kaisa. */
const tasksPath = (token: string) => (token === kaisa ? `relationship/${relationship}` : `storevisit/${storevisit}`);
const call = (what: string, token = admin, query = '') => get(`surveys/tasks/${what ? `${what}/` : ''}${tasksPath(token)}${query}`, token);
async function list(token = admin, query = ''): Promise<Task[]> {
  const res = await call('', token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskList>().tasks;
}
async function report(kind: string, token = admin, survey = 'storevisit'): Promise<string> {
  const res = await get(`reports/${kind}/${survey}/all;${ALL_TIME}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportTask>().taskUUID;
}
/** The task whose description names `text` once it is listed for `token` (the queue answers as soon as the job is in). */
async function waitForTask(token: string, type: Task['type'], text = ''): Promise<Task> {
  for (;;) {
    const found = (await list(token)).find((t) => t.type === type && t.description.includes(text));
    if (found) return found;
    await sleep(100);
  }
}
/** A letter preview of the seeded letter template `name`; it waits for its job, which no worker here takes. */
async function letterPreview(name: string, survey: string, token: string): Promise<LightMyRequestResponse> {
  const [row] = await owner<{ id: number }>(`select id::int as id from message_template where name = $1`, [name]);
  return get(`letteruploader/rendertemplate/${survey}/${row!.id}`, token);
}

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  // The queues, without their workers: a job stays in the state the test gives it.
  await defineReportQueue(jobs);
  await jobs.define({ name: LETTER_QUEUE, retryLimit: 0 });
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  root = await signInToken(app, { username: 'root', password: 'sightline-root' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
  kaisa = await signInToken(app, { username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
  const surveys = await owner<{ id: number; ext_name: string }>(`select id, ext_name from survey where ext_name in ('storevisit', 'relationship')`);
  storevisit = surveys.find((s) => s.ext_name === 'storevisit')!.id;
  relationship = surveys.find((s) => s.ext_name === 'relationship')!.id;
});

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('tasks', () => {
  it('shows a report asked for as an OPEN task of its report type, offers every task type, and never shows it to another universe', async () => {
    const ranking = await report('rankingreport');
    const interviews = await report('interviewsreport');
    const res = await call('');
    expect(res.statusCode, res.body).toBe(200);
    const { tasks, types } = res.json<TaskList>();
    expect(types).toEqual(TASK_TYPES);
    expect(tasks.find((t) => t.description.includes(ranking))).toMatchObject({ type: 'RANKINGLIST', state: 'OPEN' });
    expect(tasks.find((t) => t.description.includes(interviews))).toMatchObject({ type: 'INTERVIEWS', state: 'OPEN' });
    expect((await list(kaisa)).some((t) => t.description.includes(ranking))).toBe(false);
    const id = tasks.find((t) => t.description.includes(ranking))!.id;
    expect((await get(`surveys/tasks/deletesingle/relationship/${relationship}/${id}`, kaisa)).statusCode).toBe(404);
    expect((await call('', user)).statusCode).toBe(403);
  });

  it('lists a letter being made as a MAIL_MERGE task of its universe for its administrators and root, never for another universe', async () => {
    const mine = letterPreview('Brev till kund', 'storevisit', admin);
    const theirs = letterPreview('Letter to customer', 'relationship', kaisa);
    const letter = await waitForTask(admin, 'MAIL_MERGE');
    const other = await waitForTask(kaisa, 'MAIL_MERGE');
    expect(letter.state).toBe('OPEN');
    expect(letter.description).not.toContain('universeId');
    expect((await list(root)).map((t) => t.id)).toContain(letter.id);
    expect((await list(admin)).map((t) => t.id)).not.toContain(other.id);
    expect((await list(root)).map((t) => t.id)).not.toContain(other.id);
    expect((await list(kaisa)).map((t) => t.id)).not.toContain(letter.id);
    // Deleting the task ends the wait of the preview that asked for it.
    const deleted = await get(`surveys/tasks/deletesingle/storevisit/${storevisit}/${letter.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await mine).statusCode).toBe(503);
    expect((await call('delete', kaisa, '?type=MAIL_MERGE')).statusCode).toBe(200);
    expect((await theirs).statusCode).toBe(503);
    expect(await jobs.result(LETTER_QUEUE, other.id)).toBeNull();
  }, 120_000);

  it('filters by state and type, gives the filtered set a state, and processes a paused task (its row answered as it is now)', async () => {
    const ranking = (await list(admin, '?type=RANKINGLIST')).map((t) => t.id);
    expect(ranking).toHaveLength(1);
    const paused = await call('assignstate', admin, '?type=RANKINGLIST&newstate=PAUSED');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<TaskList>().tasks.map((t) => [t.id, t.state])).toEqual([[ranking[0], 'PAUSED']]);
    expect((await list(admin, '?state=PAUSED')).map((t) => t.id)).toEqual(ranking);
    expect((await jobs.result(REPORT_QUEUE, ranking[0]!))?.state).toBe('cancelled');
    const processed = await get(`surveys/tasks/process/storevisit/${storevisit}/${ranking[0]}`, admin);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json<Task>()).toMatchObject({ id: ranking[0], type: 'RANKINGLIST', state: 'OPEN' });
  });

  it('refuses PROCESSING as a state to give, an unknown state and a type that is no task type with a readable 400', async () => {
    const res = await call('assignstate', admin, '?newstate=PROCESSING');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('PROCESSING');
    expect((await call('', admin, '?state=DONE')).statusCode).toBe(400);
    expect((await call('', admin, '?type=REPORT_BUILD')).statusCode).toBe(400);
    expect((await get(`surveys/tasks/process/storevisit/${storevisit}/not-a-task`, admin)).statusCode).toBe(400);
  });

  it('deletes the filtered set by type and leaves the rest and the other universe alone', async () => {
    const theirs = await report('rankingreport', kaisa, 'relationship');
    const deleted = await call('delete', admin, '?type=INTERVIEWS');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TaskList>().tasks).toEqual([]);
    expect((await list()).map((t) => t.type)).toEqual(['RANKINGLIST']);
    expect((await list(kaisa)).find((t) => t.description.includes(theirs))).toMatchObject({ type: 'RANKINGLIST', state: 'OPEN' });
  });
});
