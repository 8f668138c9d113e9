/**
 * `node --import tsx bench/uploader.ts`: the data uploader's budget (issue 20 item 2). A 100,000-row workbook is
 * generated here (exceljs's streaming writer), then: a bare streaming exceljs read of it (the floor no import can
 * beat), and its import through the service (handlemapping: read, check and stage every row, write interviews and
 * answers, add them to the rollups, one transaction). Passes when the import takes at most 2 × the bare read and its memory is
 * flat: the heap's peak growth importing 100,000 rows stays within 1.5 × that of 20,000 rows + 16 MB. The upload
 * step (zip checks and the preview read) is printed beside it, and so are the import's phases and the database's
 * floor: the same rows written again by the import's own statements from its staging table (no sheet read at all),
 * as the app role with the schema's foreign-key checks, and as the owner with those checks off, each rolled back. The
 * demo database (20,000 interviews) is kept in .tmp/uploader-bench-data.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createDb } from '../server/db/pool';
import { openDatabase } from '../server/demo/database';
import { seedDemo } from '../server/demo/index';
import { deleteImportSet, importMapped, uploadSpreadsheet, type ImportPhase } from '../server/uploader/service';
import { STAGED, writeStaged } from '../server/uploader/staging';
import { addToRollups } from '../server/analytics/rollup';

const ROWS = 100_000;
const SMALL = 20_000;
const COMMENTS = ['Friendly and quick.', 'Long wait on the phone.', 'Solved my problem at once.', 'Had to call twice.', 'Very helpful agent, thank you!'];

const db = await openDatabase({ dataDir: '.tmp/uploader-bench-data', database: 'sightline_uploader' });
const owner = new pg.Client(db.adminUrl);
await owner.connect();
if (!(await owner.query(`select 1 from universe where name = 'demo'`)).rowCount) {
  const t = Date.now();
  await seedDemo(owner, { interviews: SMALL, log: (m) => process.stderr.write(`${m}\n`) });
  await owner.query('vacuum analyze');
  process.stderr.write(`seeded in ${(Date.now() - t) / 1000} s\n`);
}
const who = (
  await owner.query(
    `select m.user_id, m.universe_id from universe_member m join app_user u on u.id = m.user_id join universe v on v.id = m.universe_id where u.username = 'admin' and v.name = 'demo'`,
  )
).rows[0];
const units = (
  await owner.query<{ name: string }>(
    `select u.name from unit u where u.survey_id = (select id from survey where ext_name = 'service') and not exists (select 1 from unit c where c.parent_id = u.id) order by u.path`,
  )
).rows.map((r) => r.name);
const caller = { userId: who.user_id, universeId: who.universe_id };
const app = createDb(db.appUrl, { poolSize: 2, reservedPoolSize: 1 });

/** `rows` rows of unit, date (day first, as text), four scores and a comment. */
async function generate(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = wb.addWorksheet('contacts');
  sheet.addRow(['Unit', 'Date', 'nps', 'csat', 'effort', 'waitTime', 'comment']).commit();
  for (let i = 0; i < rows; i++) {
    const day = 1 + (i % 28);
    const month = 1 + (Math.floor(i / 28) % 12);
    sheet
      .addRow([
        units[i % units.length],
        `${day}/${month}/2025`,
        i % 11,
        1 + (i % 5),
        1 + ((i >> 2) % 5),
        1 + ((i >> 3) % 5),
        i % 3 === 0 ? COMMENTS[i % COMMENTS.length] : null,
      ])
      .commit();
  }
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** A bare streaming read of every row: what any import has to do at least. */
async function bareRead(bytes: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let n = 0;
  for await (const sheet of reader) for await (const _row of sheet as AsyncIterable<unknown>) n++;
  return n;
}

/** Runs `fn`, sampling the heap every 20 ms; answers its time and the heap's peak growth. */
async function measured<T>(fn: () => Promise<T>): Promise<{ ms: number; peakMb: number; value: T }> {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
  const t = process.hrtime.bigint();
  const value = await fn();
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return { ms, peakMb: (peak - base) / 1024 / 1024, value };
}

class RolledBack extends Error {}

/**
 * How long the import's own statements take to write import set `setId`'s rows again (interviews, answers, rollups)
 * from a staging table filled with them and fresh ids (not timed); rolled back. With `checks` as the app role, as the
 * import runs; without, as the owner with the foreign-key triggers off (only a superuser may): null where it may not.
 */
async function databaseWrite(setId: number, checks: boolean): Promise<number | null> {
  const surveyId = (await owner.query<{ id: number }>(`select id from survey where ext_name = 'service'`)).rows[0]!.id;
  const write = async (client: pg.ClientBase) => {
    await client.query(
      `create temp table import_cell on commit drop as
       with ids as materialized (
         select id, unit_id, (responded_at at time zone 'UTC')::date as day, nextval(pg_get_serial_sequence('interview', 'id')) as new_id
           from interview where import_set_id = $1 order by id)
       select new_id as interview_id, unit_id, day, question, num, txt from (
         select new_id, unit_id, day, '*' as question, null::numeric as num, null::text as txt, 0 as k from ids
         union all
         select ids.new_id, ids.unit_id, ids.day, a.question, a.num_value, a.text_value, 1 from ids join answer a on a.interview_id = ids.id) c
       order by new_id, k`,
      [setId],
    );
    const copy = await client.query<{ id: number }>(
      `insert into import_set (universe_id, survey_id, user_id, file_name, interviews) values ($1, $2, $3, 'floor.xlsx', 0) returning id`,
      [caller.universeId, surveyId, caller.userId],
    );
    await client.query('analyze pg_temp.import_cell');
    const t = performance.now();
    await writeStaged(client, caller.universeId, surveyId, true, copy.rows[0]!.id);
    await addToRollups(client, caller.universeId, surveyId, STAGED);
    return performance.now() - t;
  };
  if (checks) {
    let ms = 0;
    await app
      .withTenant(
        caller,
        async (client) => {
          ms = await write(client);
          throw new RolledBack();
        },
        'report',
      )
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    return ms;
  }
  await owner.query('begin');
  try {
    const replica = await owner.query(`set local session_replication_role = replica`).then(
      () => true,
      () => false,
    );
    return replica ? await write(owner) : null;
  } finally {
    await owner.query('rollback');
  }
}

async function importOnce(bytes: Buffer, rows: number, floor = false) {
  const upload = await measured(() => uploadSpreadsheet(app, caller, 'service', { fileName: `bench-${rows}.xlsx`, bytes }, ROWS));
  const mapping = { state: 'completed', fieldMapping: { unit: 0, date: 1, nps: 2, csat: 3, effort: 4, waitTime: 5, comment: 6 } };
  const phases: Partial<Record<ImportPhase, number>> = {};
  const imported = await measured(() =>
    importMapped(app, caller, 'service', upload.value.uploadId, mapping, false, ROWS, undefined, (phase, ms) => (phases[phase] = Math.round(ms))),
  );
  const setId = imported.value.importSet.id;
  const database = floor ? { withChecks: await databaseWrite(setId, true), withoutChecks: await databaseWrite(setId, false) } : null;
  await deleteImportSet(app, caller, 'service', setId);
  if (imported.value.importSet.ninterviews !== rows) throw new Error(`imported ${imported.value.importSet.ninterviews} of ${rows} rows`);
  return { upload, imported, phases, database };
}

const big = await generate(ROWS);
const small = await generate(SMALL);
await bareRead(big); // warm-up
const reads = [await measured(() => bareRead(big)), await measured(() => bareRead(big))];
const read = reads.reduce((a, b) => (a.ms <= b.ms ? a : b));
if (read.value !== ROWS + 1) throw new Error(`the bare read saw ${read.value} rows`);
const smallRun = await importOnce(small, SMALL);
const bigRun = await importOnce(big, ROWS, true);

const timeOk = bigRun.imported.ms <= 2 * read.ms;
const memoryOk = bigRun.imported.peakMb <= 1.5 * smallRun.imported.peakMb + 16;
console.log(
  JSON.stringify({
    rows: ROWS,
    fileMb: Number((big.length / 1024 / 1024).toFixed(1)),
    bareReadMs: Math.round(read.ms),
    importMs: Math.round(bigRun.imported.ms),
    importPerBareRead: Number((bigRun.imported.ms / read.ms).toFixed(2)),
    uploadMs: Math.round(bigRun.upload.ms),
    importPhasesMs: bigRun.phases,
    databaseWriteMs: {
      withForeignKeyChecks: Math.round(bigRun.database!.withChecks!),
      withoutForeignKeyChecks: bigRun.database!.withoutChecks === null ? null : Math.round(bigRun.database!.withoutChecks),
    },
    heapPeakMb: { bareRead: Math.round(read.peakMb), import20k: Math.round(smallRun.imported.peakMb), import100k: Math.round(bigRun.imported.peakMb) },
  }),
);
console.log(`uploader time: import ${Math.round(bigRun.imported.ms)} ms vs 2 × bare read ${Math.round(2 * read.ms)} ms: ${timeOk ? 'PASS' : 'FAIL'}`);
const floor = bigRun.database!;
console.log(
  `uploader floor: PostgreSQL alone writes the same rows and rollups from staging in ${Math.round(floor.withChecks!)} ms ` +
    `(${(floor.withChecks! / read.ms).toFixed(1)} × bare read) with the foreign-key checks` +
    (floor.withoutChecks === null ? '' : `, ${Math.round(floor.withoutChecks)} ms (${(floor.withoutChecks / read.ms).toFixed(1)} × bare read) without`),
);
console.log(
  `uploader memory: heap peak ${Math.round(bigRun.imported.peakMb)} MB at ${ROWS} rows vs ${Math.round(smallRun.imported.peakMb)} MB at ${SMALL} rows (flat: ≤ 1.5 × + 16 MB): ${memoryOk ? 'PASS' : 'FAIL'}`,
);
await app.close();
await owner.end();
await db.close();
if (!timeOk || !memoryOk) process.exit(1);
