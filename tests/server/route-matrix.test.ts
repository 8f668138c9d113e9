/**
 * The access matrix (DESIGN.md rule 4): every route of the OpenAPI document, called by every kind of caller with
 * real ids from the seeded demo, answers what its access declaration (`x-access`, from `config.access`) implies.
 * A route added later is in the document, so it is covered the day it lands; one without a declaration fails.
 *
 * Callers: no token, a garbage token, an expired session, an administrator of another universe, `user` (region
 * North) with ids outside North, `user` with ids inside it, `admin` acting as `user`, `admin` and `root`.
 * Outcomes: public routes answer every caller alike; the rest answer 401 without a live session, 403 to a
 * role the declaration does not admit, 403 for rows outside a unit-scoped caller's scope, 403/404 to another
 * universe; an admitted caller gets 2xx or a 4xx that is not a refusal (root: 2xx, the ids are real).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { hashToken } from '../../server/accounts/sessions';
import { REPORT_QUEUE, type ReportJob } from '../../server/reports/service';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { apiDocument, urlOf, type ApiDocument, type Operation } from '../support/openapi-routes';
import { minimalValue } from '../support/schema-values';
import { workbook } from '../support/workbooks';
import { toneRecording } from '../../server/phone/recording';

const CALLERS = ['anonymous', 'garbageToken', 'expiredSession', 'otherUniverse', 'outsideScope', 'user', 'impersonator', 'admin', 'root'] as const;
type Caller = (typeof CALLERS)[number];

/** Rows of one place in the store-visit hierarchy: inside `user`'s region North, or outside it. */
interface Place {
  path: string;
  interview: number;
  alert: number;
  sample: number;
  completedSample: number;
  deleteSample: number;
  deleteAllSample: number;
  /** An open action at the interview's unit (deadline after the tests' today, so the evaluation keeps it open). */
  action: number;
  /** One action per caller to delete: every caller's delete finds its own. */
  deleteActions: number[];
  /** One new sample per caller for the list's mail action, which (strictFiltering) mails a sample once. */
  mailSamples: number[];
}

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let doc: ApiDocument;
const tokens = {} as Record<Caller, string | null>;
let north: Place;
let south: Place;
let shared: { id: number; token: string };
let reportUuid: string;
let configurationYaml: string;
/** Demo templates to read and update, and one of each kind per caller to delete (issue 17). */
let templates: { mail: number; sms: number; letter: number; deleteMail: number[]; deleteSms: number[] };
/** A demo row of the data table campaignPlan to save, and one per caller to delete (issue 16). */
let dataRows: { save: number; delete: number[] };
/** E-mail editor images: one to serve, one per caller to delete. */
let mailImages: { universe: number; key: string; delete: number[] };
/** The data uploader: a small real workbook, each caller's kept upload of it (by caller index) and import sets to delete. */
let uploads: { xlsx: Buffer; pending: Record<number, number>; deleteSets: number[] };
/** A role to save (the whole form body) and one per caller to delete (issue 20). */
let roles: { save: Record<string, unknown>; delete: number[] };
/** An API key to save, one per caller to delete, and a big-screen key's token for the public big screen (issue 21). */
let apiKeys: { save: number; delete: number[]; bigScreen: string };
/** A store-visit script to read, save and run, one per caller to delete, and one event per caller to delete (issue 21). */
let scripts: { survey: number; id: number; save: Record<string, unknown>; delete: number[]; deleteEvents: number[] };
/** The back office (issue 21): store-visit's id, an effect block per caller to delete, and queue jobs of the demo as tasks (one to process, one per caller to delete). */
let backOffice: { surveyId: number; deleteEffects: number[]; processTask: string; deleteTasks: string[] };
let users: { id: number; details: Record<string, unknown>; editor: Record<string, unknown>; rename: string };
/** A campaign with a sent row for the reads and edits, and one per caller in the state each command leaves from. */
let campaigns: { id: number; tracking: number; details: Record<string, unknown>; per: Record<'start' | 'stop' | 'pause' | 'resume' | 'delete', number[]> };
/** A letter campaign with a made letter (lettersarchive, the letter download). */
let letters: { campaign: number; tracking: number };
/** An open push campaign (pushtocampaign) and a call campaign's recorded rows, one per place (callrecording). */
let sampleCampaigns: { push: number; call: number; recorded: { north: number; south: number } };

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

const login = (payload: Record<string, string>) => signInToken(app, payload);

const SIGN_INS: Partial<Record<Caller, Record<string, string>>> = {
  otherUniverse: { username: 'kaisa.korhonen', password: 'sightline-admin', universe: 'b2b' },
  user: { username: 'user', password: 'sightline-user' },
  impersonator: { username: 'admin', password: 'sightline-admin', actAsUser: 'user', actAsUniverse: 'demo' },
  admin: { username: 'admin', password: 'sightline-admin' },
  root: { username: 'root', password: 'sightline-root' },
};

async function signIn(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'garbageToken') return 'this-is-not-a-session-token-0123456789';
  if (caller === 'outsideScope') return signIn('user');
  if (caller === 'expiredSession') {
    const token = await signIn('user');
    await owner(`update session set expires_at = now() - interval '1 minute' where token_hash = $1`, [hashToken(token!)]);
    return token;
  }
  return login(SIGN_INS[caller]!);
}

/** An interview, a new open alert and new samples at a drill path of store-visit: the test's own rows. */
async function place(prefix: string): Promise<Place> {
  const [iv] = await owner<{ id: number; universe_id: number; survey_id: number; unit_id: number }>(
    `select i.id, i.universe_id, i.survey_id, i.unit_id from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id
      where s.ext_name = 'storevisit' and u.path like $1 order by i.id limit 1`,
    [`${prefix},%`],
  );
  const [alert] = await owner<{ id: number }>(`insert into alert (universe_id, survey_id, interview_id, state) values ($1, $2, $3, 2) returning id`, [iv!.universe_id, iv!.survey_id, iv!.id]);
  await owner(`insert into alert_log (universe_id, alert_id, state, comment) values ($1, $2, 2, 'Made by the route matrix')`, [iv!.universe_id, alert!.id]);
  // Copies of a demo sample (its contact and date) in the interview's unit: 0 completed with the interview, 1 new.
  const sample = async (state: number, interviewId: number | null) =>
    (
      await owner<{ id: number }>(
        `insert into sample (universe_id, survey_id, unit_id, interview_id, state, event_date, contact)
         select universe_id, survey_id, $2, $3, $4, event_date, contact from sample where survey_id = $1 order by id limit 1 returning id`,
        [iv!.survey_id, iv!.unit_id, interviewId, state],
      )
    )[0]!.id;
  const action = async () =>
    (
      await owner<{ id: number }>(
        `insert into action (universe_id, survey_id, unit_id, item, expression, goal, period_start, deadline) values ($1, $2, $3, 'csat', 'csat', 4, '2026-01-01', '2027-06-30') returning id::int as id`,
        [iv!.universe_id, iv!.survey_id, iv!.unit_id],
      )
    )[0]!.id;
  const deleteActions: number[] = [];
  for (const _ of CALLERS) deleteActions.push(await action());
  const mailSamples: number[] = [];
  for (const _ of CALLERS) mailSamples.push(await sample(1, null));
  return {
    path: prefix,
    action: await action(),
    deleteActions,
    interview: iv!.id,
    alert: alert!.id,
    sample: await sample(1, null),
    completedSample: await sample(0, iv!.id),
    deleteSample: await sample(1, null),
    deleteAllSample: await sample(1, null),
    mailSamples,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  // The dev mailbox on, so its declaration is what answers; no report limit, since root asks for every kind.
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, DEV_MAILBOX: 'on', REPORTS_PER_USER: '1000' });
  // A queue without a worker: report calls are accepted (not 503), nothing is built.
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 5 });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  doc = await apiDocument(app);
  // An administrator of the other universe only: her rights there must not reach the demo universe.
  await owner(`update app_user set password_hash = (select password_hash from app_user where username = 'admin') where username = 'kaisa.korhonen'`);
  for (const caller of CALLERS) tokens[caller] = await signIn(caller);
  north = await place('all,se,north');
  south = await place('all,se,south');

  const share = await app.inject({ method: 'POST', url: `/rest/vuejs/interview/share/storevisit/${north.interview}`, headers: { authorization: tokens.root! }, payload: { network: 'LINKEDIN' } });
  shared = { id: north.interview, token: /([A-Za-z0-9_-]{43})(?:[^A-Za-z0-9_-]|$)/.exec(share.json<{ publishUrl: string }>().publishUrl)![1]! };
  const report = await app.inject({ url: `/rest/vuejs/reports/rankingreport/storevisit/${north.path}`, headers: { authorization: tokens.user! } });
  reportUuid = report.json<{ taskUUID: string }>().taskUUID;
  await owner(`update report_task set status = 'FINISHED', file_name = 'ranking.xlsx', content_type = 'application/octet-stream', content = '\\x00'::bytea, finished_at = now() where id = $1`, [reportUuid]);
  await owner(`update survey set config = jsonb_set(config, '{reportFlags,actions}', 'true') where ext_name = 'storevisit'`);
  configurationYaml = (await owner<{ config_yaml: string }>(`select config_yaml from survey where ext_name = 'storevisit'`))[0]!.config_yaml;
  const templateId = async (name: string) => (await owner<{ id: number }>(`select id::int as id from message_template where name = $1`, [name]))[0]!.id;
  const copies = async (type: string) =>
    (
      await owner<{ id: number }>(
        `insert into message_template (universe_id, sending_type, name, contents) select universe.id, $1, 'Route matrix deletes ' || $1 || ' ' || n, 'Hej' from universe, generate_series(1, $2) n where universe.name = 'demo' returning id::int as id`,
        [type, CALLERS.length],
      )
    ).map((r) => r.id);
  const planRow = () => owner<{ id: number }>(`insert into data_table_row (universe_id, survey_id, table_id, cells) select universe_id, id, 'campaignPlan', '{"campaign":"Route matrix","store":"Luleå","startDate":"2026-01-01"}' from survey where ext_name = 'storevisit' returning id::int as id`);
  dataRows = { save: (await planRow())[0]!.id, delete: [] };
  for (const _ of CALLERS) dataRows.delete.push((await planRow())[0]!.id);
  const images = await owner<{ id: number; universe: number; key: string }>(
    `insert into mail_image (universe_id, file_name, content_type, size, content) select universe.id, 'matrix.png', 'image/png', 8, '\\x89504e470d0a1a0a'::bytea from universe, generate_series(0, $1) n where universe.name = 'demo' returning id::int as id, universe_id as universe, key::text as key`,
    [CALLERS.length],
  );
  mailImages = { universe: images[0]!.universe, key: images[0]!.key, delete: images.slice(1).map((i) => i.id) };
  // A letter template of its own without a .fodt (the demo's come with one), so the previews answer 400 without LibreOffice.
  const [letter] = await owner<{ id: number }>(`insert into message_template (universe_id, sending_type, name) select id, 'LETTER', 'Route matrix letter' from universe where name = 'demo' returning id::int as id`);
  const roleIds = await owner<{ id: number }>(
    `insert into role (universe_id, name, title) select universe.id, 'Route matrix ' || n, 'Route matrix' from universe, generate_series(0, $1) n where universe.name = 'demo' returning id::int as id`,
    [CALLERS.length],
  );
  const blankRole = (await app.inject({ url: '/rest/vuejs/roles/storevisit/0', headers: { authorization: tokens.root! } })).json<Record<string, unknown>>();
  roles = { save: { ...blankRole, id: roleIds[0]!.id, name: 'Route matrix saved' }, delete: roleIds.slice(1).map((r) => r.id) };
  const keyRes = await app.inject({ url: '/rest/vuejs/surveys/apikey/create/storevisit', headers: { authorization: tokens.root! } });
  const keyIds = await owner<{ id: number }>(
    `insert into api_key (universe_id, survey_id, ext_name, type, path, token_hash) select universe_id, id, 'key-matrix', 4, 'all', md5(random()::text || n) from survey, generate_series(0, $1) n where ext_name = 'storevisit' returning id::int as id`,
    [CALLERS.length],
  );
  apiKeys = { save: keyIds[0]!.id, delete: keyIds.slice(1).map((r) => r.id), bigScreen: keyRes.json<{ token: string }>().token };
  // Scripts of store-visit: one to read, save and run (it returns at once), one per caller to delete, and events to delete.
  const scriptIds = await owner<{ id: number; survey: number }>(
    `insert into script (universe_id, survey_id, type, ext_name, code) select universe_id, id, 'JAVASCRIPT', 'route-matrix-' || n, 'return 1' from survey, generate_series(0, $1) n where ext_name = 'storevisit' returning id::int as id, survey_id as survey`,
    [CALLERS.length],
  );
  const eventIds = await owner<{ id: number }>(
    `insert into script_event (universe_id, script_id, type, message) select universe_id, id, 'INFO', 'Route matrix ' || n from script, generate_series(0, $2) n where id = $1 returning id::int as id`,
    [scriptIds[0]!.id, CALLERS.length],
  );
  scripts = {
    survey: scriptIds[0]!.survey,
    id: scriptIds[0]!.id,
    save: { id: scriptIds[0]!.id, scriptType: 'JAVASCRIPT', extname: 'route-matrix-0', description: 'Saved by the route matrix', disabled: false, script: 'return 1' },
    delete: scriptIds.slice(1).map((r) => r.id),
    deleteEvents: eventIds.map((r) => r.id),
  };
  const [visit] = await owner<{ id: number; universe: number }>(`select id, universe_id as universe from survey where ext_name = 'storevisit'`);
  const effects = await owner<{ id: number }>(
    `insert into effect_block (universe_id, survey_id, drill_path) select $1, $2, 'all' from generate_series(1, $3) returning id::int as id`,
    [visit!.universe, visit!.id, CALLERS.length],
  );
  // Report jobs of the demo (no report worker runs here) of a kind that is the only OVERVIEW task: the PDF benchmark.
  const task = async () => (await jobs.send<ReportJob>(REPORT_QUEUE, { universeId: visit!.universe, surveyId: visit!.id, taskId: crypto.randomUUID(), kind: 'benchmarkpdf' }))!;
  const deleteTasks: string[] = [];
  for (const _ of CALLERS) deleteTasks.push(await task());
  backOffice = { surveyId: visit!.id, deleteEffects: effects.map((e) => e.id), processTask: await task(), deleteTasks };
  // A member of the demo the user calls read and save as they are, and a person of its own for root's username change.
  const [member] = await owner<{ id: number }>(`select id from app_user where username = 'user'`);
  const asAdmin = (url: string) => app.inject({ url: `/rest/vuejs/users/${url}`, headers: { authorization: tokens.admin! } });
  await owner(`insert into app_user (username, email, full_name) values ('route.matrix@example.com', 'route.matrix@example.com', 'Route Matrix')`);
  users = {
    id: member!.id,
    details: (await asAdmin(`details/storevisit/${member!.id}`)).json(),
    editor: (await asAdmin(`editordata/storevisit/${member!.id}`)).json(),
    rename: 'route.matrix@example.com',
  };
  const [unitRow] = await owner<{ name: string }>(`select name from unit where survey_id = (select id from survey where ext_name = 'storevisit') and parent_id is not null order by path limit 1`);
  const xlsx = await workbook([['Unit', 'Date'], [unitRow!.name, '2024-01-10']]);
  const pending: Record<number, number> = {};
  for (const caller of ['admin', 'root'] as const) {
    const res = await app.inject({ method: 'POST', url: '/rest/vuejs/datauploader/uploadfile/storevisit/uploader', headers: { authorization: tokens[caller]!, ...xlsxUpload(xlsx).headers }, payload: xlsxUpload(xlsx).payload });
    pending[CALLERS.indexOf(caller)] = res.json<{ uploadId: number }>().uploadId;
  }
  const sets = await owner<{ id: number }>(
    `insert into import_set (universe_id, survey_id, file_name, interviews) select universe_id, id, 'route-matrix.xlsx', 0 from survey, generate_series(0, $1) where ext_name = 'storevisit' returning id::int as id`,
    [CALLERS.length - 1],
  );
  uploads = { xlsx, pending, deleteSets: sets.map((r) => r.id) };
  templates = { mail: await templateId('Påminnelse butiksbesök'), sms: await templateId('SMS-inbjudan'), letter: letter!.id, deleteMail: await copies('EMAIL'), deleteSms: await copies('SMS') };
  const campaign = async (state: string) =>
    (
      await owner<{ id: number }>(
        `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, from_email, from_name, link, link_key)
         select universe_id, id, 'Route matrix', 'PULL_ONCE', 'EMAIL', $1, $2, 'cx@example.com', 'CX', 'all,se,north', md5(random()::text) from survey where ext_name = 'storevisit' returning id::int as id`,
        [state, templates.mail],
      )
    )[0]!.id;
  const many = async (state: string) => {
    const made: number[] = [];
    for (const _ of CALLERS) made.push(await campaign(state));
    return made;
  };
  const campaignId = await campaign('STOPPED');
  const [tracking] = await owner<{ id: number }>(
    `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status) select universe_id, $1, $2, 'route.matrix@example.com', 'SENT' from campaign where id = $1 returning id::int as id`,
    [campaignId, north.sample],
  );
  const details = (await app.inject({ url: `/rest/vuejs/mailcampaign/storevisit/${campaignId}`, headers: { authorization: tokens.root! } })).json<Record<string, unknown>>();
  campaigns = { id: campaignId, tracking: tracking!.id, details, per: { start: await many('CREATED'), stop: await many('STARTED'), pause: await many('STARTED'), resume: await many('PAUSED'), delete: await many('STOPPED') } };
  const [push] = await owner<{ id: number }>(
    `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, from_email, from_name, link, link_key)
     select universe_id, id, 'Route matrix push', 'PUSH', 'EMAIL', 'CREATED', $1, 'cx@example.com', 'CX', 'all', md5(random()::text) from survey where ext_name = 'storevisit' returning id::int as id`,
    [templates.mail],
  );
  const call = await campaign('STOPPED');
  const recorded = async (sampleId: number) => {
    const [row] = await owner<{ id: number; universe_id: number }>(
      `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status) select universe_id, $1, $2, '+46 70 000 00 00', 'SENT' from campaign where id = $1 returning id::int as id, universe_id`,
      [call, sampleId],
    );
    await owner(`insert into call_recording (universe_id, tracking_id, call_id, duration_seconds, audio) values ($1, $2, 'route-matrix', 2, $3)`, [row!.universe_id, row!.id, toneRecording('Route matrix')]);
    return row!.id;
  };
  sampleCampaigns = { push: push!.id, call, recorded: { north: await recorded(north.sample), south: await recorded(south.sample) } };
  const [letterCampaign] = await owner<{ id: number; universe_id: number }>(
    `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, from_email, link, link_key)
     select universe_id, id, 'Route matrix letters', 'PULL_ONCE', 'LETTER', 'STOPPED', $1, '', 'all', md5(random()::text) from survey where ext_name = 'storevisit' returning id::int as id, universe_id`,
    [templates.letter],
  );
  const [letterRow] = await owner<{ id: number }>(
    `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, status) values ($1, $2, $3, 'Route Matrix', 'SENT') returning id::int as id`,
    [letterCampaign!.universe_id, letterCampaign!.id, north.sample],
  );
  await owner(`insert into campaign_letter (universe_id, tracking_id, pdf) values ($1, $2, $3)`, [letterCampaign!.universe_id, letterRow!.id, Buffer.from('%PDF-1.4 route matrix')]);
  letters = { campaign: letterCampaign!.id, tracking: letterRow!.id };
  // Dozens of sign-ins and rows: on a machine busy with other test runs this takes longer than the default minute.
}, 240_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

/** Path parameters by name; FIXTURES overrides them per route where a name means different things. */
function paramsByName(p: Place): Record<string, string> {
  return {
    survey: 'storevisit',
    path: p.path,
    from: '0',
    to: '10',
    sort: 'default',
    filter: 'none',
    sortVar: 'nps',
    sortBy: 'eventdate',
    sortDesc: 'true',
    config: 'default',
    term: 'a',
    view: 'stores',
    pageId: 'overview',
    universe: 'demo',
    sampleId: String(p.sample),
    interviewId: String(p.interview),
    action: 'approve',
    uuid: reportUuid,
  };
}

const FORGETFUL = ['newbie', 'multi', 'sofia.lind', 'erik.berg', 'ingrid.dahl', 'mette.hansen', 'aino.virtanen', 'james.smith', 'user'];

interface Fixture {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** What root gets when it is not 2xx (a real outcome of these ids, not a refusal). */
  rootStatus?: number;
  /** A body that is no JSON (a multipart upload), with its content type. */
  raw?: { payload: Buffer; headers: Record<string, string> };
}

/** A small Flat ODF letter of our own, sent as the browser's FormData sends a file (vuejs/letteruploader/uploadfile). */
function letterUpload(): Fixture['raw'] {
  const fodt =
    '<?xml version="1.0" encoding="UTF-8"?><office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
    'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text"><office:body><office:text><text:p>Hej {{contact.name}}</text:p></office:text></office:body></office:document>';
  const boundary = '----route-matrix-letter';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="brev.fodt"\r\nContent-Type: application/octet-stream\r\n\r\n${fodt}\r\n--${boundary}--\r\n`);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG signature and nothing more (the upload checks the bytes, not the pixels), as FormData sends it (vuejs/unlayer/uploadfile). */
function imageUpload(): Fixture['raw'] {
  const boundary = '----route-matrix-image';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="matrix.png"\r\nContent-Type: image/png\r\n\r\n`);
  const payload = Buffer.concat([head, Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A workbook as FormData sends it (vuejs/datauploader/uploadfile, field files). */
function xlsxUpload(xlsx: Buffer): NonNullable<Fixture['raw']> {
  const boundary = '----route-matrix-xlsx';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="matrix.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, xlsx, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Route-specific ids, queries and bodies; `c` is the caller's index (calls that may repeat only so often). */
function fixture(op: Operation, p: Place, c: number): Fixture {
  const id = (n: number) => ({ id: String(n) });
  const fixtures: Record<string, Fixture> = {
    'GET /rest/vuejs/filters/query/{survey}/{filter}': { params: { filter: 'gender' }, query: { query: 'fe' } },
    'GET /rest/vuejs/charts/chart/{survey}/{id}/{type}/{path}': { params: { id: 'npsTrend', type: 'months' } },
    'GET /rest/vuejs/results/summary/{survey}/{id}/{path}': { params: { id: 'results' } },
    'GET /rest/vuejs/results/drillsuggestions/{survey}/{id}/{term}': { params: { id: 'results' } },
    'GET /rest/vuejs/variables/block/{survey}/{id}/{path}': { params: { id: 'kpis' } },
    'GET /rest/vuejs/variables/fetchVariableChart/{survey}/{id}/{path}/{index}': { params: { id: 'kpis', index: '0' } },
    'GET /rest/vuejs/globalevaluator/globalvaluestable/{survey}/{id}/{path}': { params: { id: 'allSurveys' } },
    'GET /rest/vuejs/globalevaluator/globalvaluestableevents/{survey}/{id}/{path}': { params: { id: 'allSurveys' } },
    'GET /rest/vuejs/gamification/overview/{survey}/{id}/{path}': { params: { id: 'performance' } },
    'GET /rest/vuejs/indicators/overview/{survey}/{id}': { params: { id: 'everySurvey' }, query: { timespan: 'last90days' } },
    'GET /rest/vuejs/indicators/block/{survey}/{id}': { params: { id: 'storeIndicators' } },
    'GET /rest/vuejs/alert/details/{survey}/{id}': { params: id(p.alert) },
    'POST /rest/vuejs/alert/update/{survey}/{id}': { params: id(p.alert), body: { isClosed: false, newComment: 'Checked by the route matrix', selections: [] } },
    'GET /rest/vuejs/interview/{survey}/{id}': { params: id(p.interview) },
    'POST /rest/vuejs/interview/addcomment/{survey}/{id}': { params: id(p.interview), body: { message: 'Checked by the route matrix' } },
    'POST /rest/vuejs/interview/share/{survey}/{id}': { params: id(p.interview), body: { network: 'FACEBOOK' } },
    'GET /rest/vuejs/sharing/interview/{survey}/{id}/{token}': { params: { id: String(shared.id), token: shared.token } },
    'GET /rest/vuejs/sample/celldetails/{survey}': { query: { sampleid: String(p.completedSample), detailsvariable: 'nps' } },
    'POST /rest/vuejs/sample/list/{survey}/{config}/{path}/{from}/{to}/{sortBy}/{sortDesc}/{filter}': { body: [] },
    'POST /rest/vuejs/sample/details/{survey}/{sampleId}': { body: { action: 'update', answers: { name: 'Route Matrix', email: 'route.matrix@example.com', eventDate: '2024-05-02' } } },
    'POST /rest/vuejs/sample/validate/{survey}/{sampleId}/{action}': { body: { answers: {} } },
    'POST /rest/vuejs/sampleeditor/{survey}/{config}/{sampleId}': { body: { answers: { name: 'Route Matrix', email: 'route.matrix@example.com', eventDate: '2024-05-02' }, stateChange: false } },
    'GET /rest/vuejs/sampleeditor/{survey}/{config}/{sampleId}/{x}': { params: { x: p.path } },
    'POST /rest/vuejs/sampleeditor/{survey}/{config}/{sampleId}/{x}': {
      params: { x: p.path },
      body: { answers: { name: 'Route Matrix', email: 'route.matrix@example.com', eventDate: '2024-05-02' }, stateChange: false },
    },
    'POST /rest/vuejs/sampleeditor/comments/{survey}/{sampleId}': { body: { text: 'Checked by the route matrix' } },
    'POST /rest/vuejs/sampleeditor/mailaction/{survey}/{sampleId}': { body: { template: templates.mail, campaignName: 'Route matrix mail action' } },
    'POST /rest/vuejs/sampleeditor/pushtocampaign/{survey}/{sampleId}': { body: { campaigns: [sampleCampaigns.push] } },
    'GET /rest/vuejs/mailcampaign/callrecording/{survey}/{campaignId}/{trackingId}': {
      params: { campaignId: String(sampleCampaigns.call), trackingId: String(p === south ? sampleCampaigns.recorded.south : sampleCampaigns.recorded.north) },
    },
    'GET /rest/vuejs/sampleeditor/resend/{survey}/{sampleId}/{channel}': { params: { channel: 'email' }, query: { address: 'route.matrix@example.com' } },
    'GET /rest/vuejs/sampleeditor/tablepaneldata/{survey}/{sampleId}': { query: { tablename: 'stateLog' } },
    'GET /rest/vuejs/sampleactions/create/{survey}/{action}': { params: { action: 'manual' }, query: { unit: p.path } },
    'POST /rest/vuejs/sampleactions/create/{survey}/{action}': {
      params: { action: 'manual' },
      query: { unit: p.path },
      body: { answers: { name: 'Route Matrix', email: `route.matrix.${c}@example.com`, eventDate: '2026-11-02' }, stateChange: false },
    },
    'GET /rest/vuejs/sampleactions/copyaction/{survey}/{config}/{action}/{sampleId}': { params: { action: 'revisit' } },
    'POST /rest/vuejs/sampleactions/executecopyaction/{survey}/{config}/{action}/{sampleId}': { params: { action: 'revisit' }, body: { eventdate: '2099-01-01' } },
    'GET /rest/vuejs/sampleactions/templateexample/{survey}/{config}/{action}/{sampleId}': { params: { action: 'followup' } },
    'POST /rest/vuejs/sampleactions/executemailaction/{survey}/{config}/{action}': { params: { action: 'followup' }, body: { sampleIds: [p.mailSamples[c]] } },
    'GET /rest/vuejs/sample/delete/{survey}/{sampleId}': { params: { sampleId: String(p.deleteSample) } },
    'DELETE /rest/vuejs/sample/deleteall/{survey}': { query: { ids: String(p.deleteAllSample) } },
    'POST /rest/vuejs/reports/sampletablereport/{survey}/{config}/{path}': { body: [] },
    'GET /rest/createreport/{survey}/{report}/{path}': { params: { report: 'benchmark' } },
    'PUT /rest/vuejs/pages/configuration/{survey}': { body: { yaml: configurationYaml } },
    'POST /rest/vuejs/pages/configuration/validate/{survey}': { body: { yaml: configurationYaml } },
    'POST /rest/vuejs/logs/bugs/{survey}': { body: { message: 'Reported by the route matrix' } },
    'POST /rest/vuejs/auth/login': { body: { username: 'user', password: 'sightline-user' } },
    'POST /rest/vuejs/auth/validatecookie': { body: { sessionId: tokens.admin } },
    // Without a provider token these two answer 401 to everybody; the provider flow is tests/server/idp-flow.test.ts.
    'POST /rest/vuejs/auth/validatekeycloak': { body: { accessToken: 'not-a-provider-token' } },
    'POST /rest/vuejs/auth/impersonateuser': { body: { accessToken: 'not-a-provider-token', universeName: 'demo', userName: 'user' } },
    'POST /rest/vuejs/auth/reset': { body: { token: 'x'.repeat(43), password: 'a long enough new password' } },
    'GET /rest/vuejs/auth/forgot/{user}': { params: { user: FORGETFUL[c]! } },
    'GET /rest/vuejs/actions/actionplan/{survey}/{id}/{path}': { params: { id: 'actionPlan' } },
    'GET /rest/vuejs/actions/actionmanager/{survey}/{id}/{path}': { params: { id: 'actionManager' } },
    'GET /rest/vuejs/actions/getaction/{survey}/{id}/{path}': { params: id(p.action) },
    'POST /rest/vuejs/actions/getactionvalue/{survey}/{id}/{path}': { params: id(p.action), body: { expression: 'csat', periodStartDate: '2026-01-01', deadline: '2026-03-31' } },
    'POST /rest/vuejs/actions/updateaction/{survey}/{id}': {
      params: id(p.action),
      body: { id: p.action, extname: 'csat', periodStartDate: '2026-01-01', deadline: '2027-06-30', goal: 4, comments: 'Checked by the route matrix' },
    },
    'GET /rest/vuejs/actions/deleteaction/{survey}/{id}': { params: id(p.deleteActions[c]!) },
    'GET /rest/vuejs/actions/effectiveactionperiod/{survey}/{from}/{deadline}': { params: { from: '2026-01-01', deadline: '2026-12-31' } },
    'POST /rest/vuejs/charts/actionchart/{survey}/{id}': { params: id(p.action), body: {} },
    'GET /rest/vuejs/mails/template/duplicate/{survey}/{id}': { params: id(templates.mail) },
    'POST /rest/vuejs/mails/template/create/{survey}': { body: { id: 0, name: `Route matrix mail ${c}` } },
    'PUT /rest/vuejs/mails/template/update/{survey}': { body: { id: templates.mail, name: 'Påminnelse butiksbesök' } },
    'POST /rest/vuejs/mails/template/createletter/{survey}': { body: { id: 0, name: `Route matrix letter ${c}` } },
    'PUT /rest/vuejs/mails/template/updateletter/{survey}': { body: { id: templates.letter, name: 'Route matrix letter' } },
    'GET /rest/vuejs/mails/template/delete/{survey}/{id}': { params: id(templates.deleteMail[c]!) },
    'POST /rest/vuejs/sms/template/create/{survey}': { body: { id: 0, name: `Route matrix SMS ${c}`, contents: 'Hej {{contact.name}}' } },
    'PUT /rest/vuejs/sms/template/update/{survey}': { body: { id: templates.sms, name: 'SMS-inbjudan', contents: 'Hej {{contact.name}}' } },
    'DELETE /rest/vuejs/sms/template/{survey}/{id}': { params: id(templates.deleteSms[c]!) },
    'GET /rest/vuejs/datatables/datatable/{survey}/{id}': { params: { id: 'campaignPlan' }, query: { page: '2' } },
    'PUT /rest/vuejs/datatables/datatablerow/{survey}/{id}': {
      params: { id: 'campaignPlan' },
      body: { id: dataRows.save, cells: { campaign: 'Route matrix', store: 'Luleå', startDate: '2026-01-01', budget: 100, approved: true } },
    },
    'DELETE /rest/vuejs/datatables/datatablerow/{survey}/{id}/{row}': { params: { id: 'campaignPlan', row: String(dataRows.delete[c]!) } },
    'GET /rest/vuejs/records/table/{survey}/{id}/{path}': { params: { id: 'visitRecords' }, query: { sortby: 'nps', sortdesc: 'false' } },
    'GET /rest/vuejs/records/recordtablereport/{survey}/{id}/{path}': { params: { id: 'visitRecords' } },
    // Their drill path rides in the query and the body (no path segment in the spec's calls).
    'GET /rest/vuejs/textanalytics/result/{survey}/{id}': { params: { id: 'storevisitTextAnalytics' }, query: { path: p.path } },
    'POST /rest/vuejs/textanalytics/search/{survey}/{id}': { params: { id: 'storevisitFeedbackSearch' }, body: { text: 'personal', path: p.path } },
    'POST /rest/vuejs/textanalytics/searchquestions/{survey}/{id}/{path}': { params: { id: 'storevisitQuestionSearch' }, body: { text: 'personal' } },
    'GET /rest/vuejs/textanalytics/downloadcomments/{survey}/{id}/{path}': { params: { id: 'storevisitQuestionSearch' }, query: { search: 'personal' } },
    'POST /rest/vuejs/sms/template/testsms/{survey}': { body: { phoneNumber: '+46 70 000 00 00', contents: 'Hej {{contact.name}}' } },
    'POST /rest/vuejs/unlayer/uploadfile/{survey}': { raw: imageUpload() },
    'DELETE /rest/vuejs/unlayer/images/{survey}/{id}': { params: id(mailImages.delete[c]!) },
    'GET /rest/vuejs/unlayer/template/{survey}/{id}': { params: id(templates.mail) },
    'GET /rest/mail-images/{universe}/{key}': { params: { universe: String(mailImages.universe), key: mailImages.key } },
    'POST /rest/vuejs/letteruploader/uploadfile/{survey}': { query: { templateId: String(templates.letter) }, raw: letterUpload() },
    'GET /rest/vuejs/mailcampaign/lettertemplatehelpdata/{survey}/{id}': { params: id(templates.letter) },
    // Reads run before the upload: the letter has no .fodt yet, which the preview says (400) without starting LibreOffice.
    'GET /rest/vuejs/letteruploader/rendertemplate/{survey}/{id}': { params: id(templates.letter), rootStatus: 400 },
    'GET /rest/vuejs/letteruploader/renderletter3/{survey}/{id}/{path}': { params: id(templates.letter), rootStatus: 400 },
    'GET /rest/vuejs/letteruploader/renderletter/{survey}/{id}': { params: id(templates.letter), rootStatus: 400 },
    'POST /rest/vuejs/datauploader/uploadfile/{survey}/{id}': { raw: xlsxUpload(uploads.xlsx) },
    // Each caller maps its own kept upload (an upload is its uploader's); callers without one get 404 before that matters.
    'POST /rest/vuejs/datauploader/handlemapping/{survey}/{id}/{x}': { params: { x: String(uploads.pending[c] ?? 1) }, body: { state: 'completed', fieldMapping: { unit: 0, date: 1 } } },
    'DELETE /rest/vuejs/datauploader/deleteimportset/{survey}/{id}': { params: id(uploads.deleteSets[c]!) },
    'POST /rest/vuejs/roles/{survey}': { body: roles.save },
    'GET /rest/vuejs/users/details/{survey}/{userId}': { params: { userId: String(users.id) } },
    'POST /rest/vuejs/users/details/{survey}/{userId}': { params: { userId: String(users.id) }, body: users.details },
    'GET /rest/vuejs/users/editordata/{survey}/{userId}': { params: { userId: String(users.id) } },
    'POST /rest/vuejs/users/editordata/{survey}': { body: users.editor },
    'GET /rest/vuejs/users/editordata/channels/{survey}/{userId}': { params: { userId: String(users.id) }, query: { roleid: '1' } },
    'GET /rest/vuejs/users/keycloakdata/{survey}/{userId}': { params: { userId: String(users.id) } },
    'GET /rest/vuejs/users/checkemailavailability/{survey}/{email}': { params: { email: 'nobody.yet@example.com' } },
    'GET /rest/vuejs/users/questionfiltersuggestions/{survey}/{question}/{text}': { params: { question: 'staff', text: '4' } },
    'POST /rest/vuejs/users/changeusername/{survey}': { body: { oldUsername: users.rename, newUsername: `route.matrix.${c}@example.com` } },
    'GET /rest/vuejs/mailcampaign/{survey}/{id}': { params: id(campaigns.id) },
    'GET /rest/vuejs/campaign/link/{survey}/{campaign}': { params: { campaign: 'followup' }, query: { path: 'all,se' } },
    'GET /rest/lettersarchive/{survey}/{id}': { params: id(letters.campaign), query: { all: 'true' } },
    'GET /rest/vuejs/download/mailcampaign/{survey}/{id}': { params: id(campaigns.id) },
    'GET /rest/vuejs/download/letter/{survey}/{campaignId}/{trackingId}': { params: { campaignId: String(letters.campaign), trackingId: String(letters.tracking) } },
    'PUT /rest/vuejs/mailcampaign/{survey}/{id}': { params: id(campaigns.id), body: campaigns.details },
    'DELETE /rest/vuejs/mailcampaign/{survey}/{id}': { params: id(campaigns.per.delete[c]!) },
    'GET /rest/vuejs/mailcampaign/name/{survey}/{id}': { params: id(campaigns.id) },
    'GET /rest/vuejs/mailcampaign/start/{survey}/{id}': { params: id(campaigns.per.start[c]!) },
    'GET /rest/vuejs/mailcampaign/stop/{survey}/{id}': { params: id(campaigns.per.stop[c]!) },
    'GET /rest/vuejs/mailcampaign/pause/{survey}/{id}': { params: id(campaigns.per.pause[c]!) },
    'GET /rest/vuejs/mailcampaign/resume/{survey}/{id}': { params: id(campaigns.per.resume[c]!) },
    'GET /rest/vuejs/mailcampaign/trackings/{survey}/{id}/{config}': { params: id(campaigns.id) },
    'DELETE /rest/vuejs/mailcampaign/trackings/{survey}/{id}': { params: id(campaigns.id), query: { ids: String(campaigns.tracking) } },
    'DELETE /rest/vuejs/mailcampaign/deleteduplicates/{survey}/{id}': { params: id(campaigns.id) },
    'GET /rest/vuejs/mailcampaign/sendmail/{survey}/{id}': { params: id(campaigns.id), query: { ids: String(campaigns.tracking) } },
    'GET /rest/vuejs/mailcampaign/campaignconfiguration/{survey}/{id}': { params: id(campaigns.id) },
    'GET /rest/vuejs/mailcampaign/rendermail/{survey}/{mailAction}/{path}': { query: { mailAction: String(campaigns.id), trackingId: String(campaigns.tracking) } },
    'POST /rest/vuejs/mailcampaign/startcampaignnow/{survey}/{mailAction}/{path}': {
      body: { campaignName: `Route matrix ${c}`, sendingType: 'EMAIL', campaignType: 'PULL_ONCE', templateId: templates.mail, fromEmail: 'cx@example.com', fromName: 'CX' },
    },
    'DELETE /rest/vuejs/roles/{survey}/{roleId}': { params: { roleId: String(roles.delete[c]!) } },
    'POST /rest/vuejs/surveys/apikey/{survey}': { body: { id: apiKeys.save, extname: 'key-matrix', type: 3, path: 'all' } },
    'GET /rest/vuejs/surveys/apikey/delete/{survey}/{id}': { params: id(apiKeys.delete[c]!) },
    'GET /rest/vuejs/bigscreen/data/{key}': { params: { key: apiKeys.bigScreen } },
    'GET /rest/vuejs/scripts/{survey}/{surveyId}': { params: { surveyId: String(scripts.survey) } },
    'GET /rest/vuejs/scripts/create/{survey}/{surveyId}': { params: { surveyId: String(scripts.survey) } },
    'GET /rest/vuejs/scripts/details/{survey}/{scriptId}': { params: { scriptId: String(scripts.id) } },
    'POST /rest/vuejs/scripts/{survey}': { body: scripts.save },
    'POST /rest/vuejs/scripts/run/{survey}/{surveyId}/{scriptId}': { params: { surveyId: String(scripts.survey), scriptId: String(scripts.id) }, query: { dryrun: 'true' }, body: {} },
    'DELETE /rest/vuejs/scripts/delete/{survey}/{scriptId}': { params: { scriptId: String(scripts.delete[c]!) } },
    'DELETE /rest/vuejs/scripts/deleteevent/{survey}/{eventId}': { params: { eventId: String(scripts.deleteEvents[c]!) } },
    'DELETE /rest/vuejs/scripts/deleteallevents/{survey}/{scriptId}': { params: { scriptId: String(scripts.id) } },
    ...backOfficeFixtures(c),
  };
  return fixtures[op.key] ?? {};
}

/** The back-office calls (issue 21) with store-visit's id and bodies a root may save. */
function backOfficeFixtures(c: number): Record<string, Fixture> {
  const surveyId = String(backOffice.surveyId);
  const text = (en: string) => ({ key: '', localeTextList: [{ locale: 'en', text: en }] });
  const onlyMatrixTasks = { type: 'OVERVIEW' };
  const fixtures: Record<string, Fixture> = {
    'PUT /rest/vuejs/surveys/universedata/{survey}': { body: { name: 'demo', title: 'Demo', locales: ['sv', 'da', 'nb', 'fi', 'en'], defaultLocale: 'en', sheetKey: '' } },
    'GET /rest/vuejs/surveys/metainterviewdata/{survey}/{surveyId}': {},
    'POST /rest/vuejs/surveys/metainterviewdata/{survey}/{surveyId}': {
      body: { extName: 'storevisit', nameText: 'Store visit', organisationName: '', tag: '', textTag: '', disabled: false, samplesOpen: true },
    },
    'GET /rest/vuejs/surveys/effectblocks/{survey}/{surveyId}': {},
    'POST /rest/vuejs/surveys/effectblocks/{survey}/{surveyId}': {
      body: { id: 0, drillPath: 'all', fromDate: null, toDate: null, fromCSI: null, toCSI: null, rows: [{ questionName: 'Staff', questionVariable: 'staff', effectSize: 1 }] },
    },
    'DELETE /rest/vuejs/surveys/effectblocks/{survey}/{surveyId}/{id}': { params: { id: String(backOffice.deleteEffects[c]!) } },
    'POST /rest/vuejs/metadata/questiongroup/{survey}': { body: { type: '', extName: 'matrix', features: [], sorder: 1, name: text('Matrix'), format: text(''), questions: [] } },
    'POST /rest/vuejs/metadata/question/{survey}': {
      body: {
        id: 'matrixq',
        type: 'scale',
        variable: 'matrixq',
        foreignName: '',
        features: [],
        filterable: true,
        weighted: false,
        anonymizable: false,
        diffmode: false,
        scale: [1, 5],
        title: text('Matrix question'),
        question: text(''),
        format: text(''),
        choices: [],
        groupExtName: 'questions',
      },
    },
    'POST /rest/vuejs/metadata/choice/{survey}': { body: { questionVariable: 'staff', choice: { extname: '5', features: [], title: text('Excellent') } } },
    'POST /rest/vuejs/surveys/configblocks/{survey}': { body: { surveyId: backOffice.surveyId, name: 'matrixBlock', yaml: 'note: route matrix\n' } },
    'POST /rest/vuejs/surveys/metaproperty/{survey}': { body: { surveyId: backOffice.surveyId, key: 'matrix', value: 'route matrix' } },
    'GET /rest/vuejs/surveys/tasks/{survey}/{surveyId}': {},
    'GET /rest/vuejs/surveys/tasks/process/{survey}/{surveyId}/{taskId}': { params: { taskId: backOffice.processTask } },
    'GET /rest/vuejs/surveys/tasks/deletesingle/{survey}/{surveyId}/{taskId}': { params: { taskId: backOffice.deleteTasks[c]! } },
    'GET /rest/vuejs/surveys/tasks/assignstate/{survey}/{surveyId}': { query: { ...onlyMatrixTasks, newstate: 'PAUSED' } },
    'GET /rest/vuejs/surveys/tasks/delete/{survey}/{surveyId}': { query: onlyMatrixTasks },
  };
  return Object.fromEntries(Object.entries(fixtures).map(([key, f]) => [key, { ...f, params: { surveyId, ...f.params } }]));
}

/** Reads first, then writes, then deletes, then logout: no call destroys what a later one needs. */
function order(op: Operation): number {
  if (op.key === 'POST /rest/vuejs/auth/logout') return 3;
  if (op.method === 'DELETE' || /\/delete\//.test(op.path)) return 2;
  return op.method === 'GET' ? 0 : 1;
}

const refused = (status: number) => status === 401 || status === 403 || status === 404;

/**
 * The role-wide rights each signed-in non-administrator caller holds in the demo (role north), which a route's
 * `orRight` admits (server/plugins/access.ts): north holds neither canaddusers nor cancreateroles, so the user and
 * role calls refuse it. tests/server/users.test.ts grants them and calls those routes through the right.
 */
const CALLER_ROLE_RIGHTS: Partial<Record<Caller, readonly string[]>> = { user: [], outsideScope: [], impersonator: [] };

/** What the declaration lets this caller expect; null when the status agrees, else why not. */
function disagreement(op: Operation, caller: Caller, status: number, userStatus: number | undefined, rootStatus: number | undefined): string | null {
  const access = op.access!;
  if (status >= 500) return `answered ${status}`;
  if (access.role === 'public') return null; // compared across callers below
  if (caller === 'anonymous' || caller === 'garbageToken' || caller === 'expiredSession') return status === 401 ? null : `expected 401, got ${status}`;
  // otherUniverse administers her own universe, so only the scope keeps her out of the demo's surveys.
  const roleAdmits =
    access.role === 'signedIn' ||
    caller === 'root' ||
    (access.role === 'universeAdmin' && (caller === 'admin' || caller === 'otherUniverse')) ||
    (access.orRight !== undefined && caller !== 'impersonator' && (CALLER_ROLE_RIGHTS[caller] ?? []).includes(access.orRight));
  if (!roleAdmits) return status === 403 ? null : `expected 403 (role ${access.role}), got ${status}`;
  if (caller === 'otherUniverse') return access.scope === undefined ? (refused(status) ? `expected an answer, got ${status}` : null) : refused(status) ? null : `expected 403/404 (another universe), got ${status}`;
  // The drill path checks answer 403 (outside_scope); some row lookups answer 404, hiding that the row exists.
  if (caller === 'outsideScope' && access.scope === 'unit') return status === 403 || status === 404 ? null : `expected 403/404 (outside the unit scope), got ${status}`;
  if (caller === 'impersonator') {
    return userStatus !== undefined && refused(userStatus) && !refused(status) ? `got ${status} where user itself got ${userStatus}: more than user` : null;
  }
  if (caller === 'root') {
    const wanted = rootStatus;
    if (wanted !== undefined) return status === wanted ? null : `expected ${wanted}, got ${status}`;
    return status >= 200 && status < 300 ? null : `expected 2xx with real ids, got ${status} (add real ids for this route in fixture())`;
  }
  return refused(status) ? `expected an answer, got ${status}` : null;
}

describe('the route matrix', () => {
  it('every /rest route of the OpenAPI document declares its access', () => {
    const undeclared = doc.operations.filter((op) => !op.access).map((op) => op.key);
    expect(undeclared).toEqual([]);
    expect(doc.operations.length).toBeGreaterThan(50);
  });

  it('the user calls admit canaddusers and the role calls cancreateroles, next to administrators; root-only calls nothing else', () => {
    const delegated = (prefix: string) => doc.operations.filter((op) => op.path.startsWith(prefix) && op.access?.role !== 'root');
    expect(delegated('/rest/vuejs/users/').length).toBeGreaterThan(5);
    expect(delegated('/rest/vuejs/users/').filter((op) => op.access?.orRight !== 'canaddusers').map((op) => op.key)).toEqual([]);
    expect(delegated('/rest/vuejs/roles/').filter((op) => op.access?.orRight !== 'cancreateroles').map((op) => op.key)).toEqual([]);
    expect(doc.operations.filter((op) => op.access?.orRight !== undefined && op.access.role !== 'universeAdmin').map((op) => op.key)).toEqual([]);
  });

  it('refuses to start with a /rest route that has no declaration', async () => {
    // The dev mailbox on, so its declaration is what answers; no report limit, since root asks for every kind.
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl, DEV_MAILBOX: 'on', REPORTS_PER_USER: '1000' });
    const bare = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl) });
    await expect(bare.register(async (rest) => rest.get('/undeclared', async () => ({})), { prefix: '/rest' }).ready()).rejects.toThrow(/GET \/rest\/undeclared declares no access/);
    await bare.close().catch(() => {});
  });

  it('calls every route as every caller and gets what the declaration says', async () => {
    const operations = [...doc.operations].sort((a, b) => order(a) - order(b));
    const problems: string[] = [];
    for (const op of operations) {
      if (!op.access) continue;
      const statuses = {} as Record<Caller, number>;
      for (const [c, caller] of CALLERS.entries()) {
        const p = caller === 'outsideScope' ? south : north;
        const f = fixture(op, p, c);
        const params = { ...paramsByName(p), ...f.params };
        for (const name of Object.keys(op.params)) params[name] ??= String(minimalValue(op.params[name]!, doc.components));
        const query = { ...f.query };
        for (const name of op.requiredQuery) query[name] ??= String(minimalValue(op.query[name]!, doc.components));
        // Logout ends the session it is called with: each caller logs out a session of its own.
        const token = op.key === 'POST /rest/vuejs/auth/logout' && !['anonymous', 'garbageToken', 'expiredSession'].includes(caller) ? await signIn(caller) : tokens[caller];
        // A call that takes the token in the query (an event stream) gets it there, checked like the header.
        const inQuery = 'authtoken' in op.query;
        if (inQuery && token) query.authtoken = token;
        const res = await app.inject({
          method: op.method as 'GET',
          url: urlOf(op, params, query),
          headers: { ...(token && !inQuery ? { authorization: token } : {}), ...f.raw?.headers },
          ...(f.raw ? { payload: f.raw.payload } : op.body ? { payload: (f.body ?? minimalValue(op.body, doc.components)) as object } : {}),
        });
        statuses[caller] = res.statusCode;
        const why = disagreement(op, caller, res.statusCode, statuses.user, f.rootStatus);
        if (why) problems.push(`${op.key} as ${caller}: ${why} ${res.statusCode >= 400 ? res.body.slice(0, 400) : ''}`);
      }
      if (op.access.role === 'public') {
        const distinct = new Set(Object.values(statuses));
        if (distinct.size > 1) problems.push(`${op.key} (public) answers callers differently: ${JSON.stringify(statuses)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
