/**
 * The data uploader (issue 20 item 2, spec 3 sections 3, 4, 5 and 7) against the real database: the real NHS
 * Friends-and-Family-Test workbook (../shared/realdata/nhs-fft-pxtextmining, 7,908 rows, ambiguous dates) uploaded,
 * mapped, imported into the rollups the analytics read and deleted again with every figure back; and hostile files
 * (not a zip, zip bombs built here, a sheet over the row limit, formulas, wrong mappings), each refused with 400
 * saying why and nothing written.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadIdpKeys } from '../../server/idp/keys';
import { refreshRollups } from '../../server/analytics/rollup';
import { UPLOAD_LIMITS } from '../../server/uploader/check';
import { ID_BLOCK } from '../../server/uploader/staging';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { realdataPath } from '../support/realdata';
import { CONTENT_TYPES, deflatedZeros, longWorkbook, spreadsheetForm, workbook, zip } from '../support/workbooks';
import type { ImportResult } from '../../schemas/api/import-result.gen';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen';
import type { UploadResponse } from '../../schemas/api/upload-response.gen';
import type { VariableBlock } from '../../schemas/api/variable-block.gen';

const NHS = fs.readFileSync(realdataPath('nhs-fft-pxtextmining', 'v6framework_230831.xlsx'));
/** Low enough that a sheet over it is quick to build, high enough for the NHS file's 7,908 rows. */
const MAX_ROWS = 10_000;

let database: TestDatabase;
let app: FastifyInstance;
let admin: string;
let user: string;
let root: string;

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);

function upload(fileName: string, content: Buffer, token = admin) {
  const body = spreadsheetForm(fileName, content);
  return app.inject({
    method: 'POST',
    url: '/rest/vuejs/datauploader/uploadfile/service/uploader',
    headers: { authorization: token, ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(fileName: string, content: Buffer, token = admin): Promise<UploadResponse> {
  const res = await upload(fileName, content, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResponse>();
}

function map(up: UploadResponse, fieldMapping: Record<string, number>, { update = false, token = admin, state = 'completed' } = {}) {
  return app.inject({
    method: 'POST',
    url: `/rest/vuejs/datauploader/handlemapping/service/uploader/${up.uploadId}?update=${update}`,
    headers: { authorization: token },
    payload: { state, fieldMapping },
  });
}

const column = (up: UploadResponse, name: string) => up.spreadsheet.columns.find((c) => c.name === name)!.idx;

/** Every rollup row of the service survey: what the analytics read. */
const rollups = () =>
  owner<{ t: string }>(
    `select string_agg(format('%s|%s|%s|%s|%s', unit_id, question, month, n, sum), ';' order by unit_id, question, month) as t
       from answer_rollup_month where survey_id = (select id from survey where ext_name = 'service')`,
  ).then((r) => r[0]!.t);
/** Every row of the three rollups of the service survey, counts, sums and histograms. */
const allRollups = () =>
  owner<{ t: string }>(
    `select string_agg(t, ';' order by t) as t from (
       select format('d|%s|%s|%s|%s|%s|%s', unit_id, question, day, n, sum, array[c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10]) as t
         from answer_rollup_day where survey_id = (select id from survey where ext_name = 'service')
       union all
       select format('m|%s|%s|%s|%s|%s|%s', unit_id, question, month, n, sum, array[c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10])
         from answer_rollup_month where survey_id = (select id from survey where ext_name = 'service')
       union all
       select format('s|%s|%s|%s|%s|%s|%s', unit_id, question, month, n, sum, array[c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10])
         from answer_rollup_subtree_month where survey_id = (select id from survey where ext_name = 'service')) r`,
  ).then((r) => r[0]!.t);
const interviews = () =>
  owner<{ n: number }>(`select count(*)::int as n from interview where survey_id = (select id from survey where ext_name = 'service')`).then((r) => r[0]!.n);
const importSets = () => owner<{ n: number }>(`select count(*)::int as n from import_set`).then((r) => r[0]!.n);

/** The interviews figure of the service survey's KPI block over 2021 and 2022, as the page shows it. */
async function interviewsFigure(): Promise<number> {
  const res = await app.inject({
    url: '/rest/vuejs/variables/block/service/kpis/all;ftime=Ige01012021:01012023',
    headers: { authorization: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  const tile = res.json<VariableBlock>().variables.find((v) => v.title === 'Interviews');
  expect(tile, res.body).toBeDefined();
  return Number(tile!.value ?? 0);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
    UPLOAD_MAX_ROWS: String(MAX_ROWS),
  });
  app = await buildApp(config, {
    db: database.db,
    idpKeys: await loadIdpKeys(database.adminUrl),
  });
  admin = await signInToken(app, {
    username: 'admin',
    password: 'sightline-admin',
  });
  user = await signInToken(app, {
    username: 'user',
    password: 'sightline-user',
  });
  root = await signInToken(app, {
    username: 'root',
    password: 'sightline-root',
  });
  // The two NHS trusts as units of the service survey, below its root.
  await owner(
    `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path)
     select r.universe_id, r.survey_id, r.id, t.ext, t.name, r.level + 1, r.path || ',' || t.ext
       from unit r, (values ('neas', 'NEAS'), ('nhft', 'NHFT')) as t(ext, name)
      where r.survey_id = (select id from survey where ext_name = 'service') and r.parent_id is null`,
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the real NHS workbook', () => {
  it('uploads: every column with its header and first row, the mandatory fields first, then the optional ones', async () => {
    const up = await uploaded('v6framework_230831.xlsx', NHS);
    expect(up.filename).toBe('v6framework_230831.xlsx');
    expect(up.rows).toBe(7908);
    expect(up.spreadsheet.columns).toHaveLength(61);
    expect(up.spreadsheet.columns.slice(0, 4).map((c) => c.name)).toEqual(['Comment ID', 'Trust', 'Respondent ID', 'Date']);
    expect(up.spreadsheet.columns[1]).toEqual({
      idx: 1,
      name: 'Trust',
      firstRow: 'NEAS',
    });
    const fields = up.mapping.columns;
    expect(fields.slice(0, 2).map((f) => [f.variable, f.mandatory])).toEqual([
      ['unit', true],
      ['date', true],
    ]);
    expect(fields.slice(2).every((f) => !f.mandatory)).toBe(true);
    expect(fields.map((f) => f.variable)).toEqual(expect.arrayContaining(['csat', 'comment']));
    expect(up.mapping.states.map((s) => s.value)).toEqual(['completed', 'incomplete']);
  });

  it('a wrong mapping (the FFT rating 1-7 into the 1-5 satisfaction) is refused naming the row and column, and writes nothing', async () => {
    const before = {
      rollups: await rollups(),
      interviews: await interviews(),
      sets: await importSets(),
    };
    const up = await uploaded('v6framework_230831.xlsx', NHS);
    const res = await map(up, {
      unit: column(up, 'Trust'),
      date: column(up, 'Date'),
      csat: column(up, 'FFT categorical answer'),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe("Row 14, column G (FFT categorical answer): 7 is outside Satisfaction with the contact's scale 1–5.");
    expect({
      rollups: await rollups(),
      interviews: await interviews(),
      sets: await importSets(),
    }).toEqual(before);
  });

  it('a mapping without the mandatory fields, or to a column or field that does not exist, is refused', async () => {
    const up = await uploaded('v6framework_230831.xlsx', NHS);
    const cases: [Record<string, number>, RegExp][] = [
      [{ unit: 1 }, /Map a column to Date/],
      [{ unit: 1, date: 99 }, /no column 99/i],
      [{ unit: 1, date: 3, shoeSize: 4 }, /no field shoeSize/],
    ];
    for (const [fieldMapping, message] of cases) {
      const res = await map(up, fieldMapping);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await map(up, { unit: 1, date: 3 }, { state: 'archived' })).statusCode).toBe(400);
  });

  it('a trust that is no unit of the survey is refused at its first row, naming the row and column', async () => {
    await owner(`update unit set ext_name = 'nhft-gone', name = 'NHFT gone' where ext_name = 'nhft'`);
    try {
      const before = {
        rollups: await rollups(),
        interviews: await interviews(),
        sets: await importSets(),
      };
      const up = await uploaded('v6framework_230831.xlsx', NHS);
      const res = await map(up, {
        unit: column(up, 'Trust'),
        date: column(up, 'Date'),
        comment: column(up, 'FFT answer'),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Row 983, column B (Trust): no unit NHFT in this survey.');
      expect({
        rollups: await rollups(),
        interviews: await interviews(),
        sets: await importSets(),
      }).toEqual(before);
    } finally {
      await owner(`update unit set ext_name = 'nhft', name = 'NHFT' where ext_name = 'nhft-gone'`);
    }
  });

  it('all or nothing: a bad date in row 7,002, after 7,000 rows were written in batches, leaves nothing behind', async () => {
    const rows: unknown[][] = [['Unit', 'Date', 'Satisfaction']];
    for (let i = 0; i < 7000; i++) rows.push(['NEAS', `${1 + (i % 28)}/03/2022`, 1 + (i % 5)]);
    rows.push(['NHFT', '31/02/2022', 3]);
    const before = {
      rollups: await rollups(),
      interviews: await interviews(),
      sets: await importSets(),
    };
    const up = await uploaded('late.xlsx', await workbook(rows));
    const res = await map(up, { unit: 0, date: 1, csat: 2 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Row 7002, column B (Date): "31/02/2022" is no date (write dd/mm/yyyy or yyyy-mm-dd).');
    expect({
      rollups: await rollups(),
      interviews: await interviews(),
      sets: await importSets(),
    }).toEqual(before);
  });

  it('imports all 7,908 rows, dates read day first unless impossible, into the figures; deleting the import set brings every figure back', async () => {
    const before = {
      rollups: await rollups(),
      interviews: await interviews(),
      figure: await interviewsFigure(),
    };
    const up = await uploaded('v6framework_230831.xlsx', NHS);
    const res = await map(up, {
      unit: column(up, 'Trust'),
      date: column(up, 'Date'),
      comment: column(up, 'FFT answer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ImportResult>();
    expect(result).toMatchObject({
      ok: true,
      importSet: {
        filename: 'v6framework_230831.xlsx',
        ninterviews: 7908,
        user: expect.stringMatching(/./),
      },
    });
    expect(await interviews()).toBe(before.interviews + 7908);
    expect(await interviewsFigure()).toBe(before.figure + 7908);
    expect(await rollups()).not.toBe(before.rollups);
    // 5/31/2022 can only be month first; 03/04/2022-style text is read day first.
    const days = await owner<{ day: string; n: number }>(
      `select to_char(responded_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n from interview where import_set_id = $1 group by 1`,
      [result.importSet.id],
    );
    const byDay = new Map(days.map((d) => [d.day, d.n]));
    expect(byDay.get('2022-05-31')).toBeGreaterThan(0);
    expect([...byDay.keys()].every((d) => d >= '2021-01-01' && d <= '2022-12-31')).toBe(true);
    const comments = await owner<{ n: number }>(
      `select count(*)::int as n from answer a join interview i on i.id = a.interview_id where i.import_set_id = $1 and a.question = 'comment'`,
      [result.importSet.id],
    );
    expect(comments[0]!.n).toBeGreaterThan(7000);

    const list = await app.inject({
      url: '/rest/vuejs/datauploader/fetchimportsets/service/uploader',
      headers: { authorization: admin },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ImportSetList>()[0]).toEqual(result.importSet);

    // Only root may update; root's update replaces that import set's interviews instead of adding to them.
    expect((await map(await uploaded('v6framework_230831.xlsx', NHS), { unit: 1, date: 3 }, { update: true })).statusCode).toBe(403);
    const again = await uploaded('v6framework_230831.xlsx', NHS, root);
    const updated = await map(again, { unit: column(again, 'Trust'), date: column(again, 'Date') }, { update: true, token: root });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<ImportResult>().importSet.id).toBe(result.importSet.id);
    expect(await interviews()).toBe(before.interviews + 7908);

    const gone = await app.inject({
      method: 'DELETE',
      url: `/rest/vuejs/datauploader/deleteimportset/service/${result.importSet.id}`,
      headers: { authorization: admin },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json<ImportSetList>().some((s) => s.id === result.importSet.id)).toBe(false);
    expect({
      rollups: await rollups(),
      interviews: await interviews(),
      figure: await interviewsFigure(),
    }).toEqual(before);
  });

  it('a bad row in the middle of the streamed rows writes nothing; the import then adds to the rollups exactly what a full rebuild gives', async () => {
    // A leaf unit of the demo with answers on its days, so the import adds to rollup rows that exist as well as new ones.
    const [leaf] = await owner<{ name: string; days: string[] }>(
      `select u.name, array_agg(to_char(r.day, 'YYYY-MM-DD') order by r.day desc) as days
         from unit u join answer_rollup_day r on r.unit_id = u.id and r.question = 'nps'
        where u.survey_id = (select id from survey where ext_name = 'service')
        group by u.id, u.name order by count(*) desc limit 1`,
    );
    const days = leaf!.days.slice(0, 40);
    const rows: unknown[][] = [['Unit', 'Date', 'NPS', 'Satisfaction', 'Comment']];
    for (let i = 0; i < 6000; i++)
      rows.push([i % 2 ? leaf!.name : 'NEAS', days[i % days.length], i % 11, 1 + (i % 5), i % 4 ? null : `Line\twith a tab and a \\ backslash ${i}`]);
    const bad = rows.map((r) => [...r]);
    bad[3001]![2] = 'eleven';
    const before = { rollups: await allRollups(), interviews: await interviews(), sets: await importSets() };

    const refused = await uploaded('middle.xlsx', await workbook(bad));
    const res = await map(refused, { unit: 0, date: 1, nps: 2, csat: 3, comment: 4 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Row 3002, column C \(NPS\): "eleven" is no number/);
    expect({ rollups: await allRollups(), interviews: await interviews(), sets: await importSets() }).toEqual(before);

    const up = await uploaded('middle.xlsx', await workbook(rows));
    const ok = await map(up, { unit: 0, date: 1, nps: 2, csat: 3, comment: 4 });
    expect(ok.statusCode, ok.body).toBe(200);
    const set = ok.json<ImportResult>().importSet;
    expect(set.ninterviews).toBe(6000);
    const [text] = await owner<{ t: string }>(
      `select a.text_value as t from answer a join interview i on i.id = a.interview_id where i.import_set_id = $1 and a.question = 'comment' order by i.id limit 1`,
      [set.id],
    );
    expect(text!.t).toBe('Line\twith a tab and a \\ backslash 0');
    const added = await allRollups();
    expect(added).not.toEqual(before.rollups);
    await asOwner(database.adminUrl, async (c) => refreshRollups(c, (await c.query(`select id from survey where ext_name = 'service'`)).rows[0].id));
    expect(await allRollups()).toEqual(added);

    const gone = await app.inject({ method: 'DELETE', url: `/rest/vuejs/datauploader/deleteimportset/service/${set.id}`, headers: { authorization: admin } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect({ rollups: await allRollups(), interviews: await interviews(), sets: await importSets() }).toEqual(before);
  });

  it('an import longer than one block of interview ids keeps every answer with its own row: unit, day, score and comment', async () => {
    const rows: unknown[][] = [['Unit', 'Date', 'NPS', 'Comment']];
    const count = ID_BLOCK + 3;
    for (let i = 0; i < count; i++) rows.push([i % 3 ? 'NEAS' : 'NHFT', `2022-04-${String(1 + (i % 28)).padStart(2, '0')}`, i % 11, `Row ${i + 2}`]);
    const up = await uploaded('blocks.xlsx', await workbook(rows));
    const res = await map(up, { unit: 0, date: 1, nps: 2, comment: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json<ImportResult>().importSet;
    expect(set.ninterviews).toBe(count);
    const mismatched = await owner<{ n: number; interviews: number }>(
      `select count(*) filter (where u.ext_name <> case when r.i % 3 = 0 then 'nhft' else 'neas' end
                                or to_char(i.responded_at at time zone 'UTC', 'DD')::int <> 1 + r.i % 28
                                or n.num_value <> r.i % 11)::int as n,
              count(distinct i.id)::int as interviews
         from interview i
         join unit u on u.id = i.unit_id
         join answer c on c.interview_id = i.id and c.question = 'comment'
         join answer n on n.interview_id = i.id and n.question = 'nps'
         cross join lateral (select substring(c.text_value from 5)::int - 2 as i) r
        where i.import_set_id = $1`,
      [set.id],
    );
    expect(mismatched[0]).toEqual({ n: 0, interviews: count });
    const gone = await app.inject({ method: 'DELETE', url: `/rest/vuejs/datauploader/deleteimportset/service/${set.id}`, headers: { authorization: admin } });
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it('is for administrators: a user without the right is refused the upload, the mapping and the delete', async () => {
    expect((await upload('v6framework_230831.xlsx', NHS, user)).statusCode).toBe(403);
    const up = await uploaded('v6framework_230831.xlsx', NHS);
    expect((await map(up, { unit: 1, date: 3 }, { token: user })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/rest/vuejs/datauploader/deleteimportset/service/1',
          headers: { authorization: user },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('hostile files', () => {
  const refused = async (fileName: string, content: Buffer, message: RegExp) => {
    const before = await owner<{ n: number }>(`select count(*)::int as n from pending_upload`);
    const res = await upload(fileName, content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await owner<{ n: number }>(`select count(*)::int as n from pending_upload`)).toEqual(before);
  };

  it('refuses what is not an .xlsx by its name or its bytes', async () => {
    await refused('responses.csv', Buffer.from('Trust,Date\nNEAS,01/02/2022\n'), /Only Excel workbooks \(\.xlsx\)/);
    await refused('responses.xlsx', Buffer.from('Trust,Date\nNEAS,01/02/2022\n'), /not an Excel workbook.*no zip/);
    await refused('responses.xlsx', zip([{ name: 'hello.txt', data: Buffer.from('hi'), size: 2 }]).subarray(0, 40), /not an Excel workbook/);
    await refused('responses.xlsx', Buffer.alloc(0), /empty/);
  });

  it('refuses a zip bomb from its central directory, before inflating it', async () => {
    const zeros = await deflatedZeros(UPLOAD_LIMITS.maxUnpackedBytes / 1024 / 1024 + 10);
    await refused(
      'bomb.xlsx',
      zip([
        CONTENT_TYPES,
        {
          name: 'xl/worksheets/sheet1.xml',
          data: zeros,
          size: UPLOAD_LIMITS.maxUnpackedBytes + 10 * 1024 * 1024,
        },
      ]),
      /unpacks to more than 400 MB \(a zip bomb\?\)/,
    );
    const many = Array.from({ length: UPLOAD_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `f${i}.xml`, data: Buffer.from([3, 0]), size: 0 }));
    await refused('many.xlsx', zip([CONTENT_TYPES, ...many]), /holds 1002 files; at most 1000/);
  });

  it('refuses a zip bomb whose directory lies about its sizes, while counting what it inflates', async () => {
    const zeros = await deflatedZeros(50);
    await refused('liar.xlsx', zip([CONTENT_TYPES, { name: 'xl/sharedStrings.xml', data: zeros, size: 1000 }]), /unpacks to more than its directory says/);
  });

  it('refuses a sheet over the row limit while reading it', async () => {
    await refused('long.xlsx', await longWorkbook(MAX_ROWS + 1), /more than 10,000 rows/);
    const fits = await uploaded('long.xlsx', await longWorkbook(50));
    expect(fits.rows).toBe(50);
  });

  it('refuses formulas, naming the cell, rather than importing a cached result', async () => {
    const file = await workbook([
      ['Unit', 'Date', 'Score'],
      ['NEAS', '2022-01-03', 4],
      ['NEAS', '2022-01-04', { formula: '2+2', result: 4 }],
    ]);
    await refused('formula.xlsx', file, /Row 3, column C holds a formula/);
  });
});
