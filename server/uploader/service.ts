/**
 * The data uploader (issue 20 item 2, spec 3 sections 3, 4 and 7): an uploaded .xlsx is checked (check.ts), read
 * once to show its columns and kept (pending_upload); its mapping then imports every row in one transaction, all or
 * nothing, as an import set whose interviews feed the rollups the analytics read (analytics/rollup.ts). The rows are
 * checked as they are read and staged through COPY (staging.ts); only when all passed do they reach interview and
 * answer, and the import's counts are added to the rollups. Deleting the import set deletes its interviews and
 * rebuilds the same months, so every figure returns to what it was.
 */
import type pg from 'pg';
import { Forbidden, Invalid, NotFound } from '../errors';
import { text } from '../i18n';
import { addToRollups, refreshRollups } from '../analytics/rollup';
import { localize } from '../../core/metrics/variables';
import type { Db } from '../db/pool';
import { withSurvey, type Caller } from '../survey/with-survey';
import { interviewHooks, WITHOUT_MAIL, type InterviewHooks } from '../scripts/interview-hooks';
import type { AnalyticsContext } from '../survey/context';
import { checkUpload, UPLOAD_LIMITS } from './check';
import { uploadFileName, type Upload } from '../uploads';
import { readImportDate } from './dates';
import { columnLetter, sheetRows, type CellValue } from './sheet';
import { openStaging, STAGED, writeStaged, type StagedAnswer } from './staging';
import type { ImportResult } from '../../schemas/api/import-result.gen';
import type { ImportSet } from '../../schemas/api/import-set.gen';
import type { ImportSetList } from '../../schemas/api/import-set-list.gen';
import type { UploadMapping } from '../../schemas/api/upload-mapping.gen';
import type { UploadResponse } from '../../schemas/api/upload-response.gen';

/** The multipart body's one file, or what was wrong with the body. */

/** The states an import can write: completed interviews count in every figure, incomplete ones are kept but not counted. */
const STATES = [
  { name: 'Completed', value: 'completed' },
  { name: 'Not completed', value: 'incomplete' },
];
/** An upload never mapped is removed after a day. */
const PENDING_DAYS = 1;

interface Field {
  title: string;
  variable: string;
  mandatory: boolean;
  /** A question's scale; none for unit, date and text questions. */
  scale?: [number, number];
}

function fieldsOf(ctx: AnalyticsContext): Field[] {
  const questions = Object.entries(ctx.sa.questions).map(([variable, q]) => ({
    title: localize(q.title, ctx.locale),
    variable,
    mandatory: false,
    ...(q.text ? {} : { scale: q.scale ?? ([0, 10] as [number, number]) }),
  }));
  return [{ title: 'Unit', variable: 'unit', mandatory: true }, { title: 'Date', variable: 'date', mandatory: true }, ...questions];
}

const cellText = (v: CellValue): string => (v === null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim());

/** Checks, reads and keeps an uploaded spreadsheet; answers its columns and the fields to map them to. */
export async function uploadSpreadsheet(db: Db, caller: Caller, survey: string, upload: Upload, maxRows: number): Promise<UploadResponse> {
  if ('problem' in upload) {
    throw upload.problem === 'tooLarge'
      ? new Invalid('file_too_large', `The file is larger than ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`)
      : new Invalid('no_file', 'Choose an .xlsx file to upload (multipart field files).');
  }
  const fileName = uploadFileName(upload.fileName);
  await checkUpload(fileName, upload.bytes, { ...UPLOAD_LIMITS, maxRows });
  let header: CellValue[] = [];
  let first: CellValue[] = [];
  let rows = 0;
  for await (const { row, cells } of sheetRows(upload.bytes, maxRows)) {
    if (row === 1) header = cells;
    else {
      if (rows === 0) first = cells;
      rows++;
    }
  }
  if (header.length === 0) throw new Invalid('no_header', 'The first sheet has no header row: row 1 must name the columns.');
  return withSurvey(db, caller, survey, { readOnly: false }, async (ctx) => {
    await ctx.client.query(`delete from pending_upload where survey_id = $1 and created_at < now() - make_interval(days => $2)`, [ctx.survey.id, PENDING_DAYS]);
    const { rows: kept } = await ctx.client.query<{ id: string }>(
      `insert into pending_upload (universe_id, survey_id, user_id, file_name, content) values ($1, $2, $3, $4, $5) returning id`,
      [ctx.universeId, ctx.survey.id, caller.actingUserId ?? caller.userId, fileName, upload.bytes],
    );
    return {
      filename: fileName,
      uploadId: Number(kept[0]!.id),
      rows,
      mapping: {
        columns: fieldsOf(ctx).map(({ title, variable, mandatory }) => ({
          title,
          variable,
          mandatory,
        })),
        states: STATES,
      },
      spreadsheet: {
        columns: header.map((h, idx) => ({
          idx,
          name: cellText(h) || columnLetter(idx),
          firstRow: cellText(first[idx] ?? null),
        })),
      },
    };
  });
}

interface ImportSetRow {
  id: string;
  created_at: Date;
  user_name: string | null;
  file_name: string;
  interviews: number;
}

const importSetOf = (r: ImportSetRow): ImportSet => ({
  id: Number(r.id),
  created: r.created_at.toISOString(),
  user: r.user_name ?? '',
  filename: r.file_name,
  ninterviews: r.interviews,
});

async function importSets(client: pg.ClientBase, surveyId: number, id?: number): Promise<ImportSet[]> {
  const { rows } = await client.query<ImportSetRow>(
    `select s.id, s.created_at, u.full_name as user_name, s.file_name, s.interviews
       from import_set s left join app_user u on u.id = s.user_id
      where s.survey_id = $1 and ($2::bigint is null or s.id = $2)
      order by s.created_at desc, s.id desc`,
    [surveyId, id ?? null],
  );
  return rows.map(importSetOf);
}

/** Where a bad cell is, as the refusal names it: "Row 12, column D (Date)". */
const where = (row: number, column: number, header: string) => `Row ${row}, column ${columnLetter(column)} (${header})`;

/** The import's phases, in order: reading, checking and staging the rows; writing interviews and answers; the rollups. */
export type ImportPhase = 'read' | 'write' | 'rollups';

/**
 * Imports the kept upload with `mapping`: one transaction, all rows or none. `update` (root) replaces the newest import
 * of the same file. `hooks` run the survey's interview scripts on the new interviews; `onPhase` hears how long each phase
 * took (the benchmark prints them).
 */
export async function importMapped(
  db: Db,
  caller: Caller,
  survey: string,
  uploadId: number,
  mapping: UploadMapping,
  update: boolean,
  maxRows: number,
  hooks: InterviewHooks = interviewHooks(WITHOUT_MAIL),
  onPhase: (phase: ImportPhase, ms: number) => void = () => {},
): Promise<ImportResult> {
  const { result, afterCommit } = await withSurvey(db, caller, survey, { readOnly: false, kind: 'report' }, async (ctx) => {
    const { client } = ctx;
    if (update && !ctx.isRoot) throw new Forbidden('root_only', 'Only root users may update an earlier import.');
    const { rows: found } = await client.query<{
      file_name: string;
      content: Buffer;
    }>(`select file_name, content from pending_upload where id = $1 and survey_id = $2 and user_id = $3`, [
      uploadId,
      ctx.survey.id,
      caller.actingUserId ?? caller.userId,
    ]);
    const upload = found[0];
    if (!upload) throw new NotFound('unknown_upload', `There is no upload ${uploadId} of yours waiting for its mapping in this survey: upload the file again.`);
    if (!STATES.some((s) => s.value === mapping.state))
      throw new Invalid('unknown_state', `There is no state ${mapping.state}: choose ${STATES.map((s) => s.value).join(' or ')}.`);
    const fields = fieldsOf(ctx);
    for (const variable of Object.keys(mapping.fieldMapping)) {
      if (!fields.some((f) => f.variable === variable)) throw new Invalid('unknown_field', `There is no field ${variable} in this survey.`);
    }
    for (const f of fields)
      if (f.mandatory && mapping.fieldMapping[f.variable] === undefined) throw new Invalid('unmapped_field', `Map a column to ${f.title}.`);
    const mapped = fields.filter((f) => mapping.fieldMapping[f.variable] !== undefined).map((f) => ({ ...f, column: mapping.fieldMapping[f.variable]! }));
    const questions = mapped.filter((f) => !f.mandatory);
    const unitColumn = mapping.fieldMapping.unit!;
    const dateColumn = mapping.fieldMapping.date!;

    const { rows: unitRows } = await client.query<{
      id: number;
      ext_name: string;
      name: string;
    }>(`select id, ext_name, name from unit where survey_id = $1`, [ctx.survey.id]);
    const units = new Map<string, number>();
    for (const u of unitRows) units.set(u.name.toLowerCase(), u.id);
    for (const u of unitRows) units.set(u.ext_name.toLowerCase(), u.id);

    let setId: number;
    let oldRange: { first_day: string | null; end_day: string | null } = {
      first_day: null,
      end_day: null,
    };
    if (update) {
      const { rows } = await client.query<{
        id: string;
        first_day: string | null;
        end_day: string | null;
      }>(
        `select id, to_char(first_day, 'YYYY-MM-DD') as first_day, to_char(end_day, 'YYYY-MM-DD') as end_day from import_set
          where survey_id = $1 and file_name = $2 order by created_at desc, id desc limit 1`,
        [ctx.survey.id, upload.file_name],
      );
      if (!rows[0]) throw new Invalid('nothing_to_update', `No earlier import of ${upload.file_name} to update: use Import.`);
      setId = Number(rows[0].id);
      oldRange = rows[0];
      await client.query(`delete from interview where import_set_id = $1`, [setId]);
    } else {
      const { rows } = await client.query<{ id: string }>(
        `insert into import_set (universe_id, survey_id, user_id, file_name, interviews) values ($1, $2, $3, $4, 0) returning id`,
        [ctx.universeId, ctx.survey.id, caller.actingUserId ?? caller.userId, upload.file_name],
      );
      setId = Number(rows[0]!.id);
    }

    const completed = mapping.state === 'completed';
    let header: string[] = [];
    let count = 0;
    let firstDay: string | null = null;
    let lastDay: string | null = null;
    let phaseStart = performance.now();
    const phaseDone = (phase: ImportPhase) => {
      const now = performance.now();
      onPhase(phase, now - phaseStart);
      phaseStart = now;
    };
    const staging = await openStaging(client);
    try {
      await readRows();
      await staging.finish();
    } catch (err) {
      // The COPY ends before the transaction rolls back: one statement at a time on the connection.
      await staging.abort(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
    async function readRows() {
      for await (const { row, cells } of sheetRows(upload!.content, maxRows)) {
        if (row === 1) {
          header = cells.map((c, i) => cellText(c) || columnLetter(i));
          for (const f of mapped)
            if (f.column >= header.length) throw new Invalid('unknown_column', `There is no column ${f.column} in the sheet (it has ${header.length}).`);
          continue;
        }
        if (cells.every((c) => c === null || cellText(c) === '')) continue;
        const unitText = cellText(cells[unitColumn] ?? null);
        const unitId = units.get(unitText.toLowerCase());
        if (unitId === undefined) {
          throw new Invalid(
            'bad_row',
            unitText
              ? `${where(row, unitColumn, header[unitColumn]!)}: no unit ${unitText} in this survey.`
              : `${where(row, unitColumn, header[unitColumn]!)}: the unit is empty.`,
          );
        }
        const day = readImportDate(cells[dateColumn] ?? null);
        if (!day)
          throw new Invalid(
            'bad_row',
            `${where(row, dateColumn, header[dateColumn]!)}: "${cellText(cells[dateColumn] ?? null)}" is no date (write dd/mm/yyyy or yyyy-mm-dd).`,
          );
        const answers: StagedAnswer[] = [];
        for (const q of questions) {
          const value = cells[q.column] ?? null;
          const text = cellText(value);
          if (text === '') continue;
          if (q.scale) {
            const n = typeof value === 'number' ? value : Number(text.replace(',', '.'));
            if (!Number.isFinite(n)) throw new Invalid('bad_row', `${where(row, q.column, header[q.column]!)}: "${text}" is no number for ${q.title}.`);
            if (n < q.scale[0] || n > q.scale[1])
              throw new Invalid('bad_row', `${where(row, q.column, header[q.column]!)}: ${n} is outside ${q.title}'s scale ${q.scale[0]}–${q.scale[1]}.`);
            answers.push({ question: q.variable, num: n, text: null });
          } else answers.push({ question: q.variable, num: null, text: text.slice(0, 10_000) });
        }
        if (firstDay === null || day < firstDay) firstDay = day;
        if (lastDay === null || day > lastDay) lastDay = day;
        count++;
        const behind = staging.add(unitId, day, answers);
        if (behind) await behind;
      }
    }
    if (count === 0) throw new Invalid('no_rows', 'The sheet has no data rows below its header.');
    const endDay = new Date(Date.parse(`${lastDay!}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await client.query(`update import_set set interviews = $2, first_day = $3, end_day = $4 where id = $1`, [setId, count, firstDay, endDay]);
    phaseDone('read');
    await writeStaged(client, ctx.universeId, ctx.survey.id, completed, setId);
    phaseDone('write');
    if (update) {
      // The replaced interviews left the rollups too: rebuild the months of both.
      const from = oldRange.first_day && oldRange.first_day < firstDay! ? oldRange.first_day : firstDay!;
      const to = oldRange.end_day && oldRange.end_day > endDay ? oldRange.end_day : endDay;
      await refreshRollups(client, ctx.survey.id, { from, to });
    } else if (completed) await addToRollups(client, ctx.universeId, ctx.survey.id, STAGED);
    phaseDone('rollups');
    await client.query(`delete from pending_upload where id = $1`, [uploadId]);
    // The survey's GENERATE_ALERT and address scripts see the new interviews in this transaction (server/scripts/interview-hooks.ts).
    const afterCommit = await hooks.interviewsWritten(ctx, async () =>
      (await client.query<{ id: number }>(`select id::int as id from interview where import_set_id = $1 order by id`, [setId])).rows.map((r) => r.id),
    );
    const [set] = await importSets(client, ctx.survey.id, setId);
    const result: ImportResult = {
      ok: true,
      message: text(ctx.locale, 'uploader.imported', { n: count, file: upload.file_name }),
      importSet: set!,
    };
    return { result, afterCommit };
  });
  await afterCommit();
  return result;
}

/** The survey's import sets, newest first. */
export function listImportSets(db: Db, caller: Caller, survey: string): Promise<ImportSetList> {
  return withSurvey(db, caller, survey, { readOnly: true }, (ctx) => importSets(ctx.client, ctx.survey.id));
}

/** Deletes an import set with its interviews and rebuilds the months they were in; answers the sets left. */
export function deleteImportSet(db: Db, caller: Caller, survey: string, id: number): Promise<ImportSetList> {
  return withSurvey(db, caller, survey, { readOnly: false, kind: 'report' }, async (ctx) => {
    const { rows } = await ctx.client.query<{
      first_day: string | null;
      end_day: string | null;
    }>(
      `delete from import_set where id = $1 and survey_id = $2 returning to_char(first_day, 'YYYY-MM-DD') as first_day, to_char(end_day, 'YYYY-MM-DD') as end_day`,
      [id, ctx.survey.id],
    );
    if (!rows[0]) throw new NotFound('unknown_import_set', `There is no import set ${id} in this survey.`);
    if (rows[0].first_day && rows[0].end_day)
      await refreshRollups(ctx.client, ctx.survey.id, {
        from: rows[0].first_day,
        to: rows[0].end_day,
      });
    return importSets(ctx.client, ctx.survey.id);
  });
}
