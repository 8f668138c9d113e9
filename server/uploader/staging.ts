/**
 * Where an import's rows wait while the sheet is read: a temporary table (no indexes, foreign keys or write-ahead
 * log) fed by one COPY stream with backpressure, so the database takes the rows while the next ones are parsed and
 * memory stays flat. Only once every row has passed its checks do they move into interview and answer, in two
 * set-based statements: a bad row stops the read before anything reaches the real tables.
 */
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { finished } from 'node:stream/promises';

/** The staging table: one '*' line per interview (its unit and day) and one line per answer, by sheet row. */
export const STAGED = 'pg_temp.import_cell';

/** One answer of a row: a number for a scale question, text for a text question. */
export interface StagedAnswer {
  question: string;
  num: number | null;
  text: string | null;
}

/** Bytes gathered before one write to the COPY stream: fewer, larger messages. */
const CHUNK = 64 * 1024;

/** COPY's text format: a backslash, tab, newline or carriage return inside a value is escaped; \N is null. */
const copyText = (s: string | null) =>
  s === null ? '\\N' : s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

export interface Staging {
  /** Stages one interview; resolves at once unless the database is behind, then when it has caught up. */
  add(row: number, unitId: number, day: string, answers: StagedAnswer[]): Promise<void> | void;
  /** Ends the COPY: every staged row is in the table. */
  finish(): Promise<void>;
  /** Cancels the COPY (the rows staged so far go with the transaction) and waits until the connection is free again. */
  abort(reason: Error): Promise<void>;
}

export async function openStaging(client: pg.ClientBase): Promise<Staging> {
  await client.query(`drop table if exists ${STAGED}`);
  await client.query(
    `create temp table import_cell (row int not null, unit_id int not null, day date not null, question text not null, num numeric, txt text) on commit drop`,
  );
  const stream = client.query(copyFrom(`copy ${STAGED} (row, unit_id, day, question, num, txt) from stdin`));
  // An error ends the COPY; finish() and abort() report it, so it is never unhandled.
  const done = finished(stream);
  done.catch(() => {});
  let pending = '';
  const flush = (): Promise<void> | void => {
    const ok = stream.write(pending);
    pending = '';
    if (!ok)
      return new Promise((resolve, reject) => {
        const onDrain = () => (stream.off('error', onError), resolve());
        const onError = (err: Error) => (stream.off('drain', onDrain), reject(err));
        stream.once('drain', onDrain).once('error', onError);
      });
  };
  return {
    add(row, unitId, day, answers) {
      const head = `${row}\t${unitId}\t${day}\t`;
      pending += `${head}*\t\\N\t\\N\n`;
      for (const a of answers) pending += `${head}${copyText(a.question)}\t${a.num === null ? '\\N' : String(a.num)}\t${copyText(a.text)}\n`;
      if (pending.length >= CHUNK) return flush();
    },
    async finish() {
      if (pending) await flush();
      stream.end();
      await done;
    },
    async abort(reason) {
      stream.destroy(reason);
      await done.catch(() => {});
    },
  };
}

/**
 * Moves the staged rows into interview (ids from its own sequence) and answer, in one statement each. Rows are
 * written in id order, so the indexes grow at their end.
 */
export async function writeStaged(client: pg.ClientBase, universeId: number, surveyId: number, completed: boolean, setId: number): Promise<void> {
  // Sorting and joining a whole sheet's rows: with the default 4 MB they spill to disk.
  await client.query(`set local work_mem = '256MB'`);
  await client.query(`drop table if exists pg_temp.import_interview`);
  await client.query(
    `create temp table import_interview on commit drop as
     select row, nextval(pg_get_serial_sequence('interview', 'id')) as id, unit_id, day
       from (select row, unit_id, day from ${STAGED} where question = '*' order by row) r`,
  );
  await client.query(
    `insert into interview (id, universe_id, survey_id, unit_id, responded_at, is_completed, import_set_id)
     overriding system value
     select id, $1, $2, unit_id, (day + time '12:00') at time zone 'UTC', $3, $4 from pg_temp.import_interview order by id`,
    [universeId, surveyId, completed, setId],
  );
  await client.query(
    `insert into answer (universe_id, interview_id, question, num_value, text_value)
     select $1, r.id, c.question, c.num, c.txt
       from ${STAGED} c join pg_temp.import_interview r on r.row = c.row
      where c.question <> '*'
      order by r.id, c.question`,
    [universeId],
  );
}
