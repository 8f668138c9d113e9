/**
 * Tasks (issue 21 item 4; spec 3 sections 3, 4 and 9) against the real database and the real job queue: the jobs a
 * universe's requests queue (reports, letters) shown as tasks with the spec's states and task types, filtered by
 * state and type; process one, delete one, give the filtered set a state, delete the filtered set. Every queued job
 * carries its universe, so a letter is its universe's task for its administrators and root, never another's.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_SEND_QUEUE, queueSending, type SendJob } from '../../server/campaigns/engine';
import { createMailer } from '../../server/mail/mailer';
import { mailJobHandler, MAIL_QUEUE, queueMail, type MailJob } from '../../server/mail/jobs';
import { TEXT_QUEUE } from '../../server/text/store';
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
let universeId: number;
/** The mail server the app sends to: it refuses (550) the addresses in `refusing` and keeps what it takes. */
let smtp: SMTPServer;
let smtpUrl: string;
const refusing = new Set<string>();
const taken: { messageId: string; to: string[] }[] = [];
const takenBy = (to: string) => taken.filter((m) => m.to.includes(to));

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
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (refusing.has(address.address)) return cb(Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        taken.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address) });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, SMTP_URL: smtpUrl });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  root = await signInToken(app, { username: 'root', password: 'sightline-root' });
  user = await signInToken(app, { username: 'user', password: 'sightline-user' });
  kaisa = await signInToken(app, { username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' });
  const surveys = await owner<{ id: number; ext_name: string; universe_id: number }>(`select id, ext_name, universe_id from survey where ext_name in ('storevisit', 'relationship')`);
  storevisit = surveys.find((s) => s.ext_name === 'storevisit')!.id;
  universeId = surveys.find((s) => s.ext_name === 'storevisit')!.universe_id;
  relationship = surveys.find((s) => s.ext_name === 'relationship')!.id;
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
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

describe('tasks of every kind of work', () => {
  const mail = (to: string) => ({ to, subject: 'Alert: Shop AQ', text: 'A detractor answered.' });
  /** The task of job `id` once its state is one of `states`. */
  async function taskIn(id: string, ...states: Task['state'][]): Promise<Task> {
    for (;;) {
      const found = (await list(root)).find((t) => t.id === id);
      if (found && states.includes(found.state)) return found;
      await sleep(100);
    }
  }

  it('shows a mail the mail server refuses as a FAILED task with its reason; processed once the mailbox works, it is sent once', async () => {
    refusing.add('full.mailbox@example.com');
    const id = (await queueMail(jobs, { universeId, surveyId: storevisit }, 'ALERT_MAIL', mail('full.mailbox@example.com'), TEST_PUBLIC_URL))!;
    const failed = await taskIn(id, 'FAILED', 'CLOSED');
    // A refusal (5xx) is final: no tries left over for a mail that cannot go.
    expect(failed).toMatchObject({ type: 'ALERT_MAIL', state: 'FAILED' });
    expect(failed.reason).toContain('full.mailbox@example.com');
    expect(failed.reason).toContain('Mailbox unavailable');
    expect(takenBy('full.mailbox@example.com')).toHaveLength(0);
    expect((await list(admin, '?type=ALERT_MAIL&state=FAILED')).map((t) => t.id)).toEqual([id]);

    refusing.delete('full.mailbox@example.com');
    const processed = await get(`surveys/tasks/process/storevisit/${storevisit}/${id}`, root);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json<Task>()).toMatchObject({ id, type: 'ALERT_MAIL' });
    expect(processed.json<Task>().state).not.toBe('FAILED');
    expect(await taskIn(id, 'CLOSED')).toMatchObject({ type: 'ALERT_MAIL' });
    // Processing a closed task again leaves it closed: still one mail.
    expect((await get(`surveys/tasks/process/storevisit/${storevisit}/${id}`, root)).json<Task>().state).toBe('CLOSED');
    expect(takenBy('full.mailbox@example.com')).toHaveLength(1);

    const deleted = await get(`surveys/tasks/deletesingle/storevisit/${storevisit}/${id}`, root);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<TaskList>().tasks.map((t) => t.id)).not.toContain(id);
  }, 60_000);

  it('a mail job tried again after its try died once the mail had gone does not send it again', async () => {
    const job: MailJob = { universeId, surveyId: storevisit, kind: 'NOTIFICATION_MAIL', messageId: `<notification_mail.${universeId}.crash@localhost>`, mail: mail('once@example.com') };
    const mailer = createMailer({ smtpUrl, from: 'sightline@example.com', db: database.db });
    try {
      const dying = mailJobHandler(database.db, mailer, {
        afterSent: () => {
          throw new Error('worker killed');
        },
      });
      await expect(dying(job)).rejects.toThrow('worker killed');
      expect(await mailJobHandler(database.db, mailer)(job)).toEqual({ sent: 0, message: 'Sent before to once@example.com: not sent again.' });
    } finally {
      await mailer.close();
    }
    expect(takenBy('once@example.com').map((m) => m.messageId)).toEqual([job.messageId]);
  });

  it('types each campaign send by its channel and mail action, the comment analysis and the evaluation, and filters by them', async () => {
    const send = (sendingType: SendJob['sendingType'], mailAction: boolean, campaignId: number) =>
      queueSending(jobs, { universeId, surveyId: storevisit, campaignId, sendingType, mailAction });
    // Campaigns that do not exist: their jobs end at once with nothing sent, and keep their type.
    await send('EMAIL', false, 990001);
    await send('SMS', false, 990002);
    await send('PHONE', false, 990003);
    await send('LETTER', false, 990004);
    await send('EMAIL', true, 990005);
    await jobs.define({ name: TEXT_QUEUE });
    await jobs.send(TEXT_QUEUE, { universeId, surveyId: storevisit });
    const evaluated = await get('actions/evaluate/storevisit', root);
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    const all = await list(root);
    const typeOf = (campaignId: number) => all.find((t) => t.description.includes(`"campaignId":${campaignId}`))?.type;
    expect([990001, 990002, 990003, 990004, 990005].map(typeOf)).toEqual(['BULK_MAIL', 'BULK_SMS', 'BULK_CALL', 'MAIL_MERGE', 'ACTION_MAIL']);
    expect(all.filter((t) => t.type === 'TEXT_ANALYSIS').map((t) => t.state)).toEqual(['OPEN']);
    expect(all.find((t) => t.type === 'EVALUATE_ACTIONS')).toMatchObject({ state: 'CLOSED', reason: expect.stringContaining('"evaluated"') });
    expect((await list(admin, '?type=BULK_SMS')).map((t) => t.description)).toEqual([expect.stringContaining('"campaignId":990002')]);
    expect(all.every((t) => !t.description.includes(`"universeId"`))).toBe(true);
    expect((await jobs.find({ universeId }, 100)).filter((j) => j.name === CAMPAIGN_SEND_QUEUE || j.name === MAIL_QUEUE).length).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
