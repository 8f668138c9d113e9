/**
 * Direct download links (spec 1 section 7) and createreport against a real PostgreSQL: each answers the file itself
 * with its type and an attachment name; the file read back (exceljs for .xlsx, the text of a PDF) carries its
 * context and words, not codes; the caller's scope and the survey's report flags are enforced.
 */
import { parse as parseContentDisposition } from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { registerReportJobs } from '../../server/reports/service';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { loginToken, TEST_PUBLIC_URL } from '../support/app';
import { pdfTextLines } from '../support/pdfText';

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let admin: string;
let user: string;

/** Everything from 2000 to 2100: the whole demo, whatever day the tests run. */
const ALL_TIME = 'ftime=Ige01012000:01012100';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SAMI_POLISH = 'Áššu čđŋšŧž – Zażółć gęślą jaźń';

const login = (username: string, password: string, universe?: string) => loginToken(app, username, password, universe);

const get = (url: string, token = admin) => app.inject({ url: `/rest/${url}`, headers: { authorization: token } });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

/** The downloaded file: 200, its content type, and an attachment named `<survey>-<what>-<stamp>.<ext>`. */
async function download(url: string, type: string, name: RegExp, token = admin) {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  const disposition = parseContentDisposition(res.headers['content-disposition'] as string);
  expect(disposition.type).toBe('attachment');
  expect(disposition.parameters.filename).toMatch(name);
  return res.rawPayload;
}

/** The context lines above the table (the panes freeze below the header) and the table from its header row on. */
async function sheetOf(body: Buffer): Promise<{ context: string[]; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const headerRow = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 1;
  const context: string[] = [];
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => (n < headerRow ? context.push(String(row.getCell(1).value)) : rows.push((row.values as unknown[]).slice(1))));
  return { context, rows };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  await registerReportJobs(jobs, database.db, () => {});
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  admin = await login('admin', 'sightline-admin');
  user = await login('user', 'sightline-user');
});
afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('indicators', () => {
  it('every variable for each child, under the context of the selection', async () => {
    const body = await download(`vuejs/download/indicators/storevisit/all;${ALL_TIME}`, XLSX, /^storevisit-indicators-\d{8}-\d{4}\.xlsx$/);
    const { context, rows } = await sheetOf(body);
    expect(context).toEqual(['Indicators', 'Survey: Store visit', 'Unit: Nordhem Living', 'Drill path: Nordhem Living', 'Period: all time']);
    const children = await owner<{ name: string }>(
      `select c.name from unit c join unit p on p.id = c.parent_id join survey s on s.id = p.survey_id where s.ext_name = 'storevisit' and p.path = 'all' order by c.name`,
    );
    expect(rows[0]!.slice(0, 2)).toEqual(['Name', 'NPS']);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(children.map((c) => c.name));
  });

  it('is refused where the survey does not enable it, and above the caller\'s scope', async () => {
    expect((await get(`vuejs/download/indicators/delivery/all;${ALL_TIME}`)).json()).toMatchObject({ error: 'report_disabled' });
    expect((await get(`vuejs/download/indicators/storevisit/all;${ALL_TIME}`, user)).statusCode).toBe(403);
  });
});

describe('ranking list', () => {
  it("the ranking list call's rows, with the filter segment's filters named in the context", async () => {
    const filter = `${ALL_TIME};gender=female`;
    const body = await download(`vuejs/download/rankinglist/storevisit/default/all,se/${filter}`, XLSX, /^storevisit-ranking-/);
    const ranking = (await get(`vuejs/newranking/list/storevisit/default/all,se/${filter}`)).json<{ headers: { title: string }[]; rows: { cells: { value: unknown }[] }[] }>();
    const { context, rows } = await sheetOf(body);
    expect(context).toEqual(['Ranking', 'Survey: Store visit', 'Unit: Sverige', 'Drill path: Nordhem Living › Sverige', 'Period: all time', 'Gender: Female']);
    expect(rows[0]).toEqual(ranking.headers.map((h) => h.title));
    expect(rows.slice(1, -1)).toEqual(ranking.rows.map((r) => r.cells.map((c) => c.value ?? undefined)));
  });

  it('"none" stands for no filter segment; a bad filter is 400', async () => {
    const { context } = await sheetOf(await download('vuejs/download/rankinglist/storevisit/default/all,se/none', XLSX, /^storevisit-ranking-/));
    expect(context[3]).toBe('Drill path: Nordhem Living › Sverige');
    expect((await get('vuejs/download/rankinglist/storevisit/default/all,se/gender=nobody')).statusCode).toBe(400);
  });
});

describe('flex interviews', () => {
  it('the interviews with the columns the link names, background answers as their titles', async () => {
    const body = await download(`vuejs/download/flexinterviews/storevisit/all,se,north;${ALL_TIME}?columns=nps,gender`, XLSX, /^storevisit-interviews-/, user);
    const { context, rows } = await sheetOf(body);
    expect(context.slice(0, 4)).toEqual(['Interviews', 'Survey: Store visit', 'Unit: Norr', 'Drill path: Nordhem Living › Sverige › Norr']);
    expect(rows[0]).toEqual(['Interview id', 'Date', 'Unit', 'Drill path', 'Completed', 'Gender', 'Likelihood to recommend']);
    const [{ n }] = (await owner<{ n: number }>(
      `select count(*)::int as n from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id where s.ext_name = 'storevisit' and u.path like 'all,se,north%'`,
    )) as [{ n: number }];
    expect(rows).toHaveLength(n + 1);
    expect(rows.slice(1).every((r) => ['Female', 'Male', 'Other', undefined].includes(r[5] as string | undefined))).toBe(true);
    expect(rows.slice(1).some((r) => typeof r[6] === 'number')).toBe(true);
  });

  it('an unknown column is 400 naming it; a path outside the scope is 403', async () => {
    const bad = await get(`vuejs/download/flexinterviews/storevisit/all;${ALL_TIME}?columns=nps,shoeSize`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('"shoeSize"');
    expect((await get(`vuejs/download/flexinterviews/storevisit/all;${ALL_TIME}`, user)).statusCode).toBe(403);
  });
});

describe('task report', () => {
  it("a queued report's finished file as a link, for its requester only", async () => {
    const queued = await get(`vuejs/reports/alertsreport/storevisit/all,se,north;${ALL_TIME}`, user);
    expect(queued.statusCode, queued.body).toBe(200);
    const { taskUUID } = queued.json<{ taskUUID: string }>();
    const end = Date.now() + 25_000;
    while ((await get(`vuejs/reports/status/storevisit/${taskUUID}`, user)).json<{ status: string }>().status !== 'FINISHED' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 150));
    }
    const body = await download(`vuejs/download/taskreport/storevisit/${taskUUID}`, XLSX, /^storevisit-alerts-/, user);
    expect((await sheetOf(body)).context.slice(0, 3)).toEqual(['Alerts', 'Survey: Store visit', 'Unit: Norr']);
    expect(body.equals((await get(`vuejs/reports/download/storevisit/${taskUUID}`, user)).rawPayload)).toBe(true);
    expect((await get(`vuejs/download/taskreport/storevisit/${taskUUID}`, await login('multi', 'sightline-multi', 'b2b'))).statusCode).toBe(404);
  });
});

describe('createreport', () => {
  it("the survey's named report: storevisit's benchmark as a PDF with its context in any language", async () => {
    await owner(`update unit set name = $1 where path = 'all,se,north' and survey_id = (select id from survey where ext_name = 'storevisit')`, [SAMI_POLISH]);
    const body = await download(`createreport/storevisit/benchmark/all,se,north;${ALL_TIME};channel=_web`, 'application/pdf', /^storevisit-benchmark-\d{8}-\d{4}\.pdf$/);
    const lines = pdfTextLines(body);
    expect(lines.slice(0, 6)).toEqual([
      `Benchmark: ${SAMI_POLISH}`,
      'Survey: Store visit',
      `Unit: ${SAMI_POLISH}`,
      `Drill path: Nordhem Living › Sverige › ${SAMI_POLISH}`,
      'Period: all time',
      'Channel: not Web shop',
    ]);
    await owner(`update unit set name = 'Norr' where path = 'all,se,north' and survey_id = (select id from survey where ext_name = 'storevisit')`);
  });

  it('a named report of another kind (service: interviews) is an Excel file; a name not on the list (delivery has none) is 404', async () => {
    const { context } = await sheetOf(await download(`createreport/service/interviews/all;${ALL_TIME}`, XLSX, /^service-interviews-/));
    expect(context[0]).toBe('Interviews');
    const unknown = await get(`createreport/delivery/interviews/all;${ALL_TIME}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'unknown_report' });
  });
});
