/**
 * `node --import tsx bench/uploader.ts`: the data uploader's budget (issue 20 item 2). A 100,000-row workbook is
 * generated here (exceljs's streaming writer), then: a bare streaming exceljs read of it (the floor no import can
 * beat), and its import through the service (handlemapping: read, check and stage every row, write interviews and
 * answers, add them to the rollups, one transaction). Passes when the import takes at most 2 × the bare read and its memory is
 * flat: the heap's peak growth importing 100,000 rows stays within 1.5 × that of 20,000 rows + 16 MB. The upload
 * step (zip checks and the preview read) is printed beside it. The demo database (20,000 interviews) is kept in
 * .tmp/uploader-bench-data.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createDb } from '../server/db/pool';
import { openDatabase } from '../server/demo/database';
import { seedDemo } from '../server/demo/index';
import { deleteImportSet, importMapped, uploadSpreadsheet } from '../server/uploader/service';

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
    sheet.addRow([units[i % units.length], `${day}/${month}/2025`, i % 11, 1 + (i % 5), 1 + ((i >> 2) % 5), 1 + ((i >> 3) % 5), i % 3 === 0 ? COMMENTS[i % COMMENTS.length] : null]).commit();
  }
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** A bare streaming read of every row: what any import has to do at least. */
async function bareRead(bytes: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { entries: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit' });
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

async function importOnce(bytes: Buffer, rows: number) {
  const upload = await measured(() => uploadSpreadsheet(app, caller, 'service', { fileName: `bench-${rows}.xlsx`, bytes }, ROWS));
  const mapping = { state: 'completed', fieldMapping: { unit: 0, date: 1, nps: 2, csat: 3, effort: 4, waitTime: 5, comment: 6 } };
  const imported = await measured(() => importMapped(app, caller, 'service', upload.value.uploadId, mapping, false, ROWS));
  await deleteImportSet(app, caller, 'service', imported.value.importSet.id);
  if (imported.value.importSet.ninterviews !== rows) throw new Error(`imported ${imported.value.importSet.ninterviews} of ${rows} rows`);
  return { upload, imported };
}

const big = await generate(ROWS);
const small = await generate(SMALL);
await bareRead(big); // warm-up
const reads = [await measured(() => bareRead(big)), await measured(() => bareRead(big))];
const read = reads.reduce((a, b) => (a.ms <= b.ms ? a : b));
if (read.value !== ROWS + 1) throw new Error(`the bare read saw ${read.value} rows`);
const smallRun = await importOnce(small, SMALL);
const bigRun = await importOnce(big, ROWS);

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
    heapPeakMb: { bareRead: Math.round(read.peakMb), import20k: Math.round(smallRun.imported.peakMb), import100k: Math.round(bigRun.imported.peakMb) },
  }),
);
console.log(`uploader time: import ${Math.round(bigRun.imported.ms)} ms vs 2 × bare read ${Math.round(2 * read.ms)} ms: ${timeOk ? 'PASS' : 'FAIL'}`);
console.log(
  `uploader memory: heap peak ${Math.round(bigRun.imported.peakMb)} MB at ${ROWS} rows vs ${Math.round(smallRun.imported.peakMb)} MB at ${SMALL} rows (flat: ≤ 1.5 × + 16 MB): ${memoryOk ? 'PASS' : 'FAIL'}`,
);
await app.close();
await owner.end();
await db.close();
if (!timeOk || !memoryOk) process.exit(1);
