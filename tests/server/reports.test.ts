/**
 * Reports against a real PostgreSQL and a real pg-boss queue: each kind makes a file that exceljs (or a PDF
 * reader's first look) opens with the expected rows; queue positions are real while no worker runs; the
 * requester's scope, universe and the survey's report flags are enforced.
 */
import { parse as parseContentDisposition } from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { registerReportJobs, sweepExpiredReports } from '../../server/reports/service';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { loginToken, TEST_PUBLIC_URL } from '../support/app';

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let admin: string;
let user: string;
let otherUniverse: string;

/** Everything from 2000 to 2100: the whole demo, whatever day the tests run. */
const ALL_TIME = 'ftime=Ige01012000:01012100';
const EVIL_COMMENT = '=HYPERLINK("http://evil.example/steal","Click me")';
const EVIL_CONTACT = '@SUM(1+1)*cmd|" /C calc"!A0';

const login = (username: string, password: string, universe?: string) => loginToken(app, username, password, universe);

const get = (url: string, token = admin) => app.inject({ url: `/rest/vuejs/reports/${url}`, headers: { authorization: token } });
const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

async function queueReport(url: string, token = admin): Promise<string> {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ taskUUID: string }>().taskUUID;
}

async function finished(survey: string, uuid: string, token = admin): Promise<{ status: string; position: number; error?: string }> {
  const end = Date.now() + 25_000;
  for (;;) {
    const status = (await get(`status/${survey}/${uuid}`, token)).json<{ status: string; position: number; error?: string }>();
    if (status.status === 'FINISHED' || status.status === 'FAILED' || Date.now() > end) return status;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Queues, waits and downloads: the file's bytes and headers. */
async function report(url: string, survey = 'storevisit', token = admin) {
  const uuid = await queueReport(url, token);
  const status = await finished(survey, uuid, token);
  expect(status).toMatchObject({ status: 'FINISHED', position: 0 });
  const res = await get(`download/${survey}/${uuid}`, token);
  expect(res.statusCode).toBe(200);
  return { res, body: res.rawPayload, uuid };
}

/**
 * The sheet's context block (title and `Label: value` lines above the table) and the table's rows from its header
 * on; the panes are frozen below the header, so `ySplit` says where the table starts.
 */
async function sheetOf(body: Buffer): Promise<{ sheets: number; sheet: ExcelJS.Worksheet; context: string[]; headerRow: number; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0]!;
  const headerRow = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 1;
  const context: string[] = [];
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => (n < headerRow ? context.push(String(row.getCell(1).value)) : rows.push((row.values as unknown[]).slice(1))));
  return { sheets: wb.worksheets.length, sheet, context, headerRow, rows };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  app = await buildApp(config, { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  admin = await login('admin', 'sightline-admin');
  user = await login('user', 'sightline-user');
  otherUniverse = await login('multi', 'sightline-multi', 'b2b');
  // A comment and a contact that a spreadsheet would run as formulas.
  const [iv] = await owner<{ id: number; universe_id: number }>(
    `select i.id, i.universe_id from interview i join survey s on s.id = i.survey_id where s.ext_name = 'storevisit' order by i.id limit 1`,
  );
  await owner(
    `insert into answer (universe_id, interview_id, question, text_value) values ($1, $2, 'comment', $3)
     on conflict (interview_id, question) do update set text_value = excluded.text_value`,
    [iv!.universe_id, iv!.id, EVIL_COMMENT],
  );
  await owner(`update sample set contact = jsonb_set(contact, '{name}', to_jsonb($1::text)) where id = (select min(s.id) from sample s join survey v on v.id = s.survey_id where v.ext_name = 'storevisit')`, [EVIL_CONTACT]);
});
afterAll(async () => {
  await app?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('the report queue', () => {
  it('answers real queue positions 1 and 2 while no worker runs, then both finish once one does', async () => {
    const first = await queueReport(`rankingreport/storevisit/all;${ALL_TIME}`);
    const second = await queueReport(`alertsreport/storevisit/all;${ALL_TIME}`);
    expect((await get(`status/storevisit/${first}`)).json()).toEqual({ status: 'QUEUED', position: 1 });
    expect((await get(`status/storevisit/${second}`)).json()).toEqual({ status: 'QUEUED', position: 2 });
    const early = await get(`download/storevisit/${first}`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'report_not_ready' });

    await registerReportJobs(jobs, database.db, () => {});
    expect(await finished('storevisit', first)).toMatchObject({ status: 'FINISHED', position: 0 });
    expect(await finished('storevisit', second)).toMatchObject({ status: 'FINISHED', position: 0 });
    expect(await owner(`select * from report_queue`)).toEqual([]);
  });
});

describe('Excel reports', () => {
  it('ranking: the ranking rows of the screen, numbers as numbers, a bold total, one styled header row', async () => {
    const { res, body } = await report(`rankingreport/storevisit/all;${ALL_TIME}`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?storevisit-ranking-\d{8}-\d{4}\.xlsx"?(;|$)/);
    const ranking = (
      await app.inject({ url: `/rest/vuejs/newranking/list/storevisit/default/all;${ALL_TIME}/none`, headers: { authorization: admin } })
    ).json<{ headers: { title: string }[]; rows: { cells: { value: unknown }[] }[]; footer: { cells: { value: unknown }[] } }>();
    const { sheets, sheet, rows, headerRow } = await sheetOf(body);
    expect(sheets).toBe(1);
    expect(rows[0]).toEqual(ranking.headers.map((h) => h.title));
    expect(sheet.getRow(headerRow).getCell(1).font?.bold).toBe(true);
    expect(rows.slice(1, -1)).toEqual(ranking.rows.map((r) => r.cells.map((c) => c.value ?? undefined)));
    expect(typeof rows[1]![1]).toBe('number');
    expect(rows.at(-1)![0]).toMatch(/^Total: /);
    expect(rows.at(-1)!.slice(1)).toEqual(ranking.footer.cells.slice(1).map((c) => c.value ?? undefined));
    expect(sheet.getRow(headerRow + rows.length - 1).font?.bold).toBe(true);
  });

  it('ranking at a leaf: every interview of the unit, page after page of the ranking', async () => {
    const [leaf] = await owner<{ id: number; path: string; universe_id: number; survey_id: number }>(
      `select u.id, u.path, u.universe_id, u.survey_id from unit u join survey s on s.id = u.survey_id
        where s.ext_name = 'storevisit' and not exists (select 1 from unit c where c.parent_id = u.id) and u.path like 'all,se,north,%' order by u.id limit 1`,
    );
    // More than one ranking page (50) of interviews, in 2001 so no other test's selection sees them.
    await owner(
      `insert into interview (universe_id, survey_id, unit_id, responded_at) select $1, $2, $3, timestamp '2001-06-01' + n * interval '1 hour' from generate_series(1, 120) n`,
      [leaf!.universe_id, leaf!.survey_id, leaf!.id],
    );
    const { body } = await report(`rankingreport/storevisit/${leaf!.path};ftime=Ige01012001:01012002`);
    const { rows } = await sheetOf(body);
    expect(rows).toHaveLength(1 + 120 + 1);
    expect(new Set(rows.slice(1, -1).map((r) => r[0])).size).toBe(120);
  });

  it('interviews: every interview of the selection with dates as dates, and formulas defused', async () => {
    const { body } = await report(`interviewsreport/storevisit/all;${ALL_TIME}`);
    const [{ n }] = (await owner<{ n: number }>(`select count(*)::int as n from interview i join survey s on s.id = i.survey_id where s.ext_name = 'storevisit'`)) as [{ n: number }];
    const { sheet, rows } = await sheetOf(body);
    expect(rows).toHaveLength(n + 1);
    expect(rows[0]!.slice(0, 5)).toEqual(['Interview id', 'Date', 'Unit', 'Drill path', 'Completed']);
    expect(rows[1]![1]).toBeInstanceOf(Date);
    const commentColumn = (rows[0] as string[]).indexOf('What could we do better?');
    expect(commentColumn).toBeGreaterThan(0);
    const evil = rows.find((r) => String(r[commentColumn] ?? '').includes('HYPERLINK'))!;
    expect(evil[commentColumn]).toBe(`'${EVIL_COMMENT}`);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('alerts: every alert of the selection with its state in words', async () => {
    const { body } = await report(`alertsreport/storevisit/all;${ALL_TIME}`);
    const [{ n }] = (await owner<{ n: number }>(`select count(*)::int as n from alert a join survey s on s.id = a.survey_id where s.ext_name = 'storevisit'`)) as [{ n: number }];
    const { rows } = await sheetOf(body);
    expect(n).toBeGreaterThan(0);
    expect(rows).toHaveLength(n + 1);
    expect(rows.slice(1).every((r) => ['Open', 'Processing', 'Closed'].includes(String(r[3])))).toBe(true);
    expect(rows.slice(1).every((r) => typeof r[0] === 'number' && r[4] instanceof Date)).toBe(true);
  });

  it('actions: one row per action of the subtree with its state, and a clear line where there are none', async () => {
    await owner(`update survey set config = jsonb_set(config, '{reportFlags,actions}', 'true') where ext_name = 'storevisit'`);
    const header = ['Action', 'Unit', 'Responsible', 'State', 'Goal', 'Value', 'Period', 'Due date', 'Created', 'History'];
    const none = await sheetOf((await report(`actionsreport/storevisit/all,no;${ALL_TIME}`)).body);
    expect(none.rows).toEqual([header, ['No actions at this unit.']]);
    // The demo's actions in region North (server/demo/actions.ts); hand-computed rows are in tests/server/actions.test.ts.
    const demo = await owner<{ state: number }>(`select a.state from action a join unit u on u.id = a.unit_id where u.path = 'all,se,north' or u.path like 'all,se,north,%'`);
    const { rows } = await sheetOf((await report(`actionsreport/storevisit/all,se,north;${ALL_TIME}`)).body);
    expect(rows[0]).toEqual(header);
    expect(rows.slice(1).map((r) => r[3]).sort()).toEqual(demo.map((d) => ['Open', 'Completed', 'Failed'][d.state]).sort());
    expect(new Set(demo.map((d) => d.state))).toEqual(new Set([0, 1, 2]));
  });

  it('indicators: every variable for each child unit', async () => {
    const { body } = await report(`indicatorsreport/storevisit/all;${ALL_TIME}`);
    const children = await owner<{ name: string }>(`select c.name from unit c join unit p on p.id = c.parent_id join survey s on s.id = p.survey_id where s.ext_name = 'storevisit' and p.path = 'all' order by c.name`);
    const { rows } = await sheetOf(body);
    expect(rows[0]).toEqual(['Name', 'NPS', 'Satisfaction', 'Customer effort', 'Top marks for staff', 'Interviews', 'Response rate', 'Assortment', 'Checkout']);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(children.map((c) => c.name));
  });

  it('samples: the selection with contact fields, formulas defused; one sample with sampleId', async () => {
    const { body } = await report(`samplesreport/storevisit/all;${ALL_TIME}`);
    const [{ n, id }] = (await owner<{ n: number; id: number }>(
      `select count(*)::int as n, min(s.id)::int as id from sample s join survey v on v.id = s.survey_id where v.ext_name = 'storevisit'`,
    )) as [{ n: number; id: number }];
    const { rows } = await sheetOf(body);
    expect(rows).toHaveLength(n + 1);
    const nameColumn = (rows[0] as string[]).indexOf('name');
    expect(rows.find((r) => r[0] === id)![nameColumn]).toBe(`'${EVIL_CONTACT}`);
    const one = await sheetOf((await report(`samplesreport/storevisit/all;${ALL_TIME}?sampleId=${id}`)).body);
    expect(one.rows.slice(1).map((r) => r[0])).toEqual([id]);
    expect((await get(`samplesreport/storevisit/all;${ALL_TIME}?sampleId=999999999`)).statusCode).toBe(404);
  });

  it('sample table: the filter term and extra drill paths narrow it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/rest/vuejs/reports/sampletablereport/storevisit/default/all;${ALL_TIME}?filterterm=${encodeURIComponent('@SUM')}`,
      headers: { authorization: admin },
      payload: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const uuid = res.json<{ taskUUID: string }>().taskUUID;
    expect(await finished('storevisit', uuid)).toMatchObject({ status: 'FINISHED' });
    const { rows } = await sheetOf((await get(`download/storevisit/${uuid}`)).rawPayload);
    expect(rows).toHaveLength(2);
    const outside = await app.inject({
      method: 'POST',
      url: `/rest/vuejs/reports/sampletablereport/storevisit/default/all,se,north;${ALL_TIME}`,
      headers: { authorization: user },
      payload: ['all,no'],
    });
    expect(outside.statusCode).toBe(403);
  });

  it('Excel benchmark: one row per variable, the unit then its children as columns', async () => {
    const { body } = await report(`benchmarkreport/storevisit/all;${ALL_TIME}`);
    const { rows } = await sheetOf(body);
    expect(rows[0]![1]).toBe('Nordhem Living');
    expect(rows.map((r) => r[0])).toEqual(['Benchmark', 'NPS', 'Satisfaction', 'Customer effort', 'Top marks for staff', 'Interviews', 'Response rate', 'Assortment', 'Checkout']);
  });
});

describe('the context above every sheet', () => {
  it('names the report, survey, unit with its drill path, period and each filter in words', async () => {
    const { body } = await report(`rankingreport/storevisit/all,se,north;${ALL_TIME};gender=female*other;channel=_web;rtype=2`);
    const { context } = await sheetOf(body);
    expect(context).toEqual([
      'Ranking',
      'Survey: Store visit',
      'Unit: Norr',
      'Drill path: Nordhem Living › Sverige › Norr',
      'Period: all time',
      'Gender: Female, Other',
      'Channel: not Web shop',
      'Rank by: No response',
    ]);
  });

  it('names the campaign filters by their campaigns’ titles and the choices in words', async () => {
    // The demo's campaigns (server/demo/campaigns.ts).
    const campaigns = await owner<{ id: string; title: string }>(`select c.id::text as id, c.title from campaign c join survey s on s.id = c.survey_id where s.ext_name = 'storevisit' order by c.id`);
    const id = (title: string) => campaigns.find((c) => c.title === title)!.id;
    const spring = id('Spring invitation');
    const { body } = await report(`rankingreport/storevisit/all;${ALL_TIME};cf=de${spring}*oy${spring}*cn${spring};mcids=${spring}*_${id('Reminder to answer')}`);
    const { context } = await sheetOf(body);
    expect(context.slice(-2)).toEqual(['Campaign: Spring invitation: delivered, opened, not clicked', 'Campaigns: Spring invitation, not Reminder to answer']);
  });

  it('interviews: answers to the background questions as their option titles, not their codes', async () => {
    const { body, context } = await report(`interviewsreport/storevisit/all;${ALL_TIME};gender=female`).then(async (r) => ({ ...r, ...(await sheetOf(r.body)) }));
    expect(context.slice(0, 2)).toEqual(['Interviews', 'Survey: Store visit']);
    const { rows } = await sheetOf(body);
    const gender = (rows[0] as string[]).indexOf('Gender');
    expect(gender).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((r) => r[gender]))).toEqual(new Set(['Female']));
  });

  it('a leaf ranking of samples shows their state in words', async () => {
    const [leaf] = await owner<{ path: string }>(
      `select u.path from sample s join unit u on u.id = s.unit_id join survey v on v.id = s.survey_id where v.ext_name = 'storevisit' and s.state = 2 order by s.id limit 1`,
    );
    const { body } = await report(`rankingreport/storevisit/${leaf!.path};${ALL_TIME};rtype=2`);
    const { rows } = await sheetOf(body);
    const state = (rows[0] as string[]).indexOf('State');
    const samples = rows.slice(1).filter((r) => typeof r[0] === 'number');
    expect(samples.length).toBeGreaterThan(0);
    expect(new Set(samples.map((r) => r[state]))).toEqual(new Set(['Approved, no response']));
  });
});

describe('PDF reports', () => {
  const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

  it('benchmark: a real PDF with pages', async () => {
    const { res, body } = await report(`benchmarkpdf/storevisit/all;${ALL_TIME}`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(body)).toBeGreaterThan(0);
  });

  it('single interview: a PDF of that interview; an interview outside the scope is refused', async () => {
    const [{ id }] = (await owner<{ id: number }>(`select min(i.id)::int as id from interview i join survey s on s.id = i.survey_id where s.ext_name = 'storevisit'`)) as [{ id: number }];
    const { res, body } = await report(`interviewpdf/storevisit/${id}`);
    expect(res.headers['content-disposition']).toContain(`interview-${id}`);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(body)).toBeGreaterThan(0);
    const [{ id: outside }] = (await owner<{ id: number }>(
      `select min(i.id)::int as id from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id where s.ext_name = 'storevisit' and u.path not like 'all,se,north%'`,
    )) as [{ id: number }];
    expect((await get(`interviewpdf/storevisit/${outside}`, user)).statusCode).toBe(404);
  });
});

describe('the downloaded file', () => {
  it('keeps a name with an apostrophe, quotes and å/ø intact, and travels uncompressed (xlsx and pdf are compressed already)', async () => {
    const { uuid } = await report(`rankingreport/storevisit/all;${ALL_TIME}`);
    const name = `Ørsta's "best" butikk – å.xlsx`;
    await owner(`update report_task set file_name = $1 where id = $2`, [name, uuid]);
    const download = () => app.inject({ url: `/rest/vuejs/reports/download/storevisit/${uuid}`, headers: { authorization: admin, 'accept-encoding': 'br, gzip' } });
    const res = await download();
    expect(res.statusCode).toBe(200);
    const header = res.headers['content-disposition'] as string;
    expect(parseContentDisposition(header).parameters.filename).toBe(name);
    // What a browser reads: filename* in RFC 8187's grammar, where an apostrophe is a delimiter and must be encoded.
    const extended = /; filename\*=UTF-8''((?:%[0-9A-F]{2}|[A-Za-z0-9!#$&+.^_`|~-])+)$/.exec(header);
    expect(extended, header).not.toBeNull();
    expect(decodeURIComponent(extended![1]!)).toBe(name);
    // A browser without filename* support gets a readable ASCII name.
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect((await sheetOf(res.rawPayload)).sheets).toBe(1);

    await owner(`update report_task set file_name = 'a.pdf', content_type = 'application/pdf' where id = $1`, [uuid]);
    expect((await download()).headers['content-encoding']).toBeUndefined();
  });
});

describe('access', () => {
  it("a user limited to one region gets only that region's rows, and may not ask above it", async () => {
    const { body } = await report(`interviewsreport/storevisit/all,se,north;${ALL_TIME}`, 'storevisit', user);
    const [{ n }] = (await owner<{ n: number }>(
      `select count(*)::int as n from interview i join unit u on u.id = i.unit_id join survey s on s.id = i.survey_id where s.ext_name = 'storevisit' and (u.path = 'all,se,north' or u.path like 'all,se,north,%')`,
    )) as [{ n: number }];
    const { rows } = await sheetOf(body);
    expect(rows).toHaveLength(n + 1);
    // The drill path column in words: the unit names along the path, not its codes.
    expect(rows.slice(1).every((r) => String(r[3]).startsWith('Nordhem Living › Sverige › Norr'))).toBe(true);
    expect((await get(`interviewsreport/storevisit/all;${ALL_TIME}`, user)).statusCode).toBe(403);
  });

  it('another universe, or another non-admin user, can read neither status nor file; an admin of the universe can', async () => {
    const { uuid } = await report(`interviewsreport/storevisit/all,se,north;${ALL_TIME}`, 'storevisit', user);
    for (const token of [otherUniverse]) {
      expect((await get(`status/storevisit/${uuid}`, token)).statusCode).toBe(404);
      expect((await get(`download/storevisit/${uuid}`, token)).statusCode).toBe(404);
    }
    const adminsOwn = await queueReport(`rankingreport/storevisit/all,se,north;${ALL_TIME}`);
    expect((await get(`status/storevisit/${adminsOwn}`, user)).statusCode).toBe(404);
    expect((await get(`status/storevisit/${uuid}`, admin)).statusCode).toBe(200);
    expect((await get(`status/relationship/${uuid}`, otherUniverse)).statusCode).toBe(404);
  });

  it('a report the survey does not enable is refused, and the menu lists only enabled ones', async () => {
    const res = await get(`rankingreport/delivery/all;${ALL_TIME}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'report_disabled' });
    const menu = (await get('menu/delivery')).json<{ reports: { kind: string }[] }>();
    expect(menu.reports.map((r) => r.kind)).toEqual(['interviewsreport', 'alertsreport', 'samplesreport', 'sampletablereport', 'interviewpdf']);
  });

  it('expired reports are swept away', async () => {
    const { uuid } = await report(`alertsreport/storevisit/all,se,north;${ALL_TIME}`);
    await owner(`update report_task set expires_at = now() - interval '1 minute' where id = $1`, [uuid]);
    expect((await get(`download/storevisit/${uuid}`)).statusCode).toBe(404);
    expect(await sweepExpiredReports(database.db)).toBeGreaterThan(0);
    expect(await owner(`select id from report_task where id = $1`, [uuid])).toEqual([]);
  });
});
