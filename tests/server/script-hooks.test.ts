/**
 * The interview hooks (issue 21 item 3; spec 3 section 4, Scripts) against the real database, the real uploader and
 * the embedded SMTP server: an import runs the survey's GENERATE_ALERT script on every new interview and raises the
 * alerts it asks for, GET_ALERT_EMAILS names who gets each alert mail and GET_NOTIFICATION_EMAILS who is told of the
 * new responses, each mail sent over SMTP; what a script gives that is no address is a WARNING event, a script that
 * fails is an ERROR event and never stops the import.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { asOwner } from '../support/db';
import { spreadsheetForm, workbook } from '../support/workbooks';
import type { ImportResult } from '../../schemas/api/import-result.gen';
import type { ScriptBlock, ScriptType } from '../../schemas/api/script-block.gen';
import type { UploadResponse } from '../../schemas/api/upload-response.gen';
import type { Task } from '../../schemas/api/task.gen';
import type { TaskList } from '../../schemas/api/task-list.gen';

let t: TestApp;
let admin: string;
let surveyId: number;
let store: { name: string };

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(t.database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

async function script(type: ScriptType, code: string, survey = 'storevisit', id = surveyId): Promise<ScriptBlock> {
  const made = await t.app.inject({
    url: `/rest/vuejs/scripts/create/${survey}/${id}`,
    headers: { authorization: admin },
  });
  expect(made.statusCode, made.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: `/rest/vuejs/scripts/${survey}`,
    headers: { authorization: admin },
    payload: { ...made.json<ScriptBlock>(), scriptType: type, script: code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ script: ScriptBlock }>().script;
}

/** Uploads and imports rows of unit, date and nps into a survey; answers the new interview ids, oldest first. */
async function importRows(survey: string, rows: [string, string, number][]): Promise<number[]> {
  const file = await workbook([['Unit', 'Date', 'NPS'], ...rows]);
  const form = spreadsheetForm('hooks.xlsx', file);
  const up = await t.app.inject({
    method: 'POST',
    url: `/rest/vuejs/datauploader/uploadfile/${survey}/uploader`,
    headers: { authorization: admin, ...form.headers },
    payload: form.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  const upload = up.json<UploadResponse>();
  const res = await t.app.inject({
    method: 'POST',
    url: `/rest/vuejs/datauploader/handlemapping/${survey}/uploader/${upload.uploadId}?update=false`,
    headers: { authorization: admin },
    payload: { state: 'completed', fieldMapping: { unit: 0, date: 1, nps: 2 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json<ImportResult>();
  return (await owner<{ id: number }>(`select id::int as id from interview where import_set_id = $1 order by id`, [result.importSet!.id])).map((r) => r.id);
}

const received = (to: string) =>
  owner<{ subject: string; text: string; universe: number }>(`select subject, text_body as text, universe_id as universe from mail_message where rcpt_to ? $1 order by id`, [to]);
/** The mails `to` got once `n` have come: each is a mail job, sent by the app's worker after the import answered. */
async function mails(to: string, n = 1) {
  for (;;) {
    const got = await received(to);
    if (got.length >= n) return got;
    await sleep(100);
  }
}
/** The tasks of the demo universe (its administrator's Tasks screen) of one type whose description matches. */
async function tasks(type: Task['type'], text: RegExp): Promise<Task[]> {
  const res = await t.app.inject({ url: `/rest/vuejs/surveys/tasks/storevisit/${surveyId}?type=${type}`, headers: { authorization: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskList>().tasks.filter((task) => text.test(task.description));
}
/** Those tasks once every one has ended (a mail is received a moment before its job is marked done). */
async function endedTasks(type: Task['type'], text: RegExp): Promise<Task[]> {
  for (;;) {
    const found = await tasks(type, text);
    if (found.length && found.every((task) => task.state === 'CLOSED' || task.state === 'FAILED')) return found;
    await sleep(100);
  }
}
/** A unit of the survey whose name no other unit has as name or extname, so the import finds exactly it. */
const uniqueUnit = async (survey: string) =>
  (
    await owner<{ name: string }>(
      `select u.name from unit u join survey s on s.id = u.survey_id where s.ext_name = $1
          and (select count(*) from unit v where v.survey_id = u.survey_id and (lower(v.name) = lower(u.name) or lower(v.ext_name) = lower(u.name))) = 1
        order by u.level desc, u.id limit 1`,
      [survey],
    )
  )[0]!;
const events = (id: number) => owner<{ type: string; message: string }>(`select type, message from script_event where script_id = $1 order by id`, [id]);

beforeAll(async () => {
  // The real job queue: the import and its mails are jobs (tasks of the universe).
  t = await createTestApp({}, { jobs: true });
  admin = await t.login('admin', 'sightline-admin');
  surveyId = (await owner<{ id: number }>(`select id from survey where ext_name = 'storevisit'`))[0]!.id;
  store = await uniqueUnit('storevisit');
});

afterAll(async () => {
  await t?.close();
});

describe('an import runs the interview scripts', () => {
  it('raises the alerts GENERATE_ALERT asks for and mails the addresses of GET_ALERT_EMAILS and GET_NOTIFICATION_EMAILS over SMTP', async () => {
    await script('GENERATE_ALERT', "return interview.answers.nps <= 6 ? 'Detractor, NPS ' + interview.answers.nps : false");
    const alertEmails = await script('GET_ALERT_EMAILS', "return ['store.manager@example.com', 'not an address', 'alert-' + alert.id + '@example.com']");
    await script('GET_NOTIFICATION_EMAILS', "return 'cx.team@example.com; ' + (interview.answers.nps >= 9 ? 'fans@example.com' : '')");

    const ids = await importRows('storevisit', [
      [store.name, '2026-11-20', 3],
      [store.name, '2026-11-20', 9],
      [store.name, '2026-11-21', 5],
    ]);
    expect(ids).toHaveLength(3);

    const alerts = await owner<{
      interview: number;
      state: number;
      comment: string;
      id: number;
    }>(
      `select a.interview_id::int as interview, a.state, l.comment, a.id::int as id from alert a join alert_log l on l.alert_id = a.id where a.interview_id = any($1::bigint[]) order by a.interview_id`,
      [ids],
    );
    expect(alerts.map((a) => [a.interview, a.state])).toEqual([
      [ids[0], 2],
      [ids[2], 2],
    ]);
    expect(alerts[0]!.comment).toContain('Detractor, NPS 3');

    const managerMails = await mails('store.manager@example.com', 2);
    expect(managerMails).toHaveLength(2);
    expect(managerMails[0]!.subject).toContain(store.name);
    expect(managerMails[0]!.text).toContain(`#${ids[0]}`);
    expect(managerMails[0]!.text).toContain(`/new/alert/storevisit/${alerts[0]!.id}`);
    expect(await mails(`alert-${alerts[1]!.id}@example.com`)).toHaveLength(1);

    const team = await mails('cx.team@example.com');
    expect(team).toHaveLength(1);
    expect(team[0]!.subject).toMatch(/^3 new responses/);
    expect(team[0]!.text).toBe(`New responses: ${ids.map((i) => `#${i}`).join(', ')}`);
    expect((await mails('fans@example.com'))[0]!.text).toBe(`New responses: #${ids[1]}`);

    expect((await events(alertEmails.id)).filter((e) => e.type === 'WARNING').map((e) => e.message)).toEqual([
      expect.stringContaining('"not an address"'),
      expect.stringContaining('"not an address"'),
    ]);

    // Each piece of that work was a task of the universe: the import, one mail job per alert and per notified address.
    expect((await tasks('IMPORT_INTERVIEWS', /"survey":"storevisit"/)).map((task) => task.state)).toEqual(['CLOSED']);
    expect((await endedTasks('ALERT_MAIL', /store\.manager@example\.com/)).map((task) => task.state)).toEqual(['CLOSED', 'CLOSED']);
    expect((await endedTasks('NOTIFICATION_MAIL', /cx\.team@|fans@/)).map((task) => task.state)).toEqual(['CLOSED', 'CLOSED']);
  });

  it('a GENERATE_ALERT script that fails is an ERROR event and the import stands, with no alert', async () => {
    const failing = await script('GENERATE_ALERT', 'while (true) {}', 'service', (await owner<{ id: number }>(`select id from survey where ext_name = 'service'`))[0]!.id);
    const unit = await uniqueUnit('service');
    const ids = await importRows('service', [[unit.name, '2026-11-20', 1]]);
    expect(ids).toHaveLength(1);
    expect(await owner(`select 1 from alert where interview_id = $1`, [ids[0]])).toEqual([]);
    expect(await events(failing.id)).toEqual([
      {
        type: 'ERROR',
        message: expect.stringMatching(/interview \d+ failed \(TIMEOUT\)/),
      },
    ]);
  });

  it('a global script (of no survey) runs for every survey of the universe', async () => {
    const made = await t.app.inject({ url: '/rest/vuejs/scripts/create/storevisit', headers: { authorization: admin } });
    expect(made.statusCode, made.body).toBe(200);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/rest/vuejs/scripts/storevisit',
      headers: { authorization: admin },
      payload: { ...made.json<ScriptBlock>(), scriptType: 'GET_NOTIFICATION_EMAILS', script: "return survey === 'delivery' ? ['everyone@example.com'] : []" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ids = await importRows('delivery', [[(await uniqueUnit('delivery')).name, '2026-11-20', 10]]);
    expect((await mails('everyone@example.com')).map((m) => m.text)).toEqual([`New responses: #${ids[0]}`]);
    await owner(`delete from script where id = $1`, [made.json<ScriptBlock>().id]);
  });

  it('a survey without interview scripts raises no alert', async () => {
    const unit = await uniqueUnit('delivery');
    const ids = await importRows('delivery', [[unit.name, '2026-11-20', 0]]);
    expect(await owner(`select 1 from alert where interview_id = any($1::bigint[])`, [ids])).toEqual([]);
  });
});
