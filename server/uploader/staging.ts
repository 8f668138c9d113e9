/**
 * Where an import's rows wait while the sheet is read: a temporary table (no indexes, foreign keys or write-ahead
 * log) fed by COPY with backpressure, so the database takes the rows while the next ones are parsed and memory stays
 * flat. Row-level security refuses COPY into interview and answer themselves, hence the wait here. Each interview
 * gets its id while it is read, from blocks of the interview sequence reserved between COPY statements, so the move
 * into interview and answer is two plain statements in the order the rows came, with no join or sort. Only once
 * every row has passed its checks do they move: a bad row stops the read before anything reaches the real tables.
 */
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';

/** The staging table: one '*' line per interview (its id, unit and day) and one line per answer, with the same three. */
export const STAGED = 'pg_temp.import_cell';

/** One answer of a row: a number for a scale question, text for a text question. */
export interface StagedAnswer {
  question: string;
  num: number | null;
  text: string | null;
}

/** Bytes gathered before one write to the COPY stream: fewer, larger messages. */
const CHUNK = 64 * 1024;
/**
 * Interview ids reserved at a time. The ids a block does not use are skipped, as the sequence skips those of any
 * rolled-back insert; a larger block means fewer pauses of the COPY for the next block.
 */
export const ID_BLOCK = 5000;

/** COPY's text format: a backslash, tab, newline or carriage return inside a value is escaped; \N is null. */
const copyText = (s: string | null) =>
  s === null ? '\\N' : s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

export interface Staging {
  /** Stages one interview; resolves at once unless the database is behind or a new id block is due, then when it is done. */
  add(unitId: number, day: string, answers: StagedAnswer[]): Promise<void> | void;
  /** Ends the COPY: every staged row is in the table. */
  finish(): Promise<void>;
  /** Cancels the COPY (the rows staged so far go with the transaction) and waits until the connection is free again. */
  abort(reason: Error): Promise<void>;
}

interface CopyStream {
  stream: Writable;
  done: Promise<void>;
}

function openCopy(client: pg.ClientBase): CopyStream {
  const stream = client.query(copyFrom(`copy ${STAGED} (interview_id, unit_id, day, question, num, txt) from stdin`));
  // An error ends the COPY; whoever waits for it next reports it, so it is never unhandled.
  const done = finished(stream);
  done.catch(() => {});
  return { stream, done };
}

async function reserveIds(client: pg.ClientBase, count: number): Promise<number[]> {
  const { rows } = await client.query<{ ids: string[] }>(
    `select array(select nextval(pg_get_serial_sequence('interview', 'id')) from generate_series(1, $1)) as ids`,
    [count],
  );
  return rows[0]!.ids.map(Number);
}

export async function openStaging(client: pg.ClientBase): Promise<Staging> {
  await client.query(`drop table if exists ${STAGED}`);
  await client.query(
    `create temp table import_cell (interview_id bigint not null, unit_id int not null, day date not null, question text not null, num numeric, txt text) on commit drop`,
  );
  let ids = await reserveIds(client, ID_BLOCK);
  let next = 0;
  let copy = openCopy(client);
  let pending = '';
  const flush = (): Promise<void> | void => {
    const { stream } = copy;
    const ok = stream.write(pending);
    pending = '';
    if (!ok)
      return new Promise((resolve, reject) => {
        const onDrain = () => (stream.off('error', onError), resolve());
        const onError = (err: Error) => (stream.off('drain', onDrain), reject(err));
        stream.once('drain', onDrain).once('error', onError);
      });
  };
  const endCopy = async () => {
    if (pending) await flush();
    copy.stream.end();
    await copy.done;
  };
  // The connection runs one statement at a time: the COPY ends while the next block is reserved.
  const nextBlock = async () => {
    await endCopy();
    ids = await reserveIds(client, ID_BLOCK);
    next = 0;
    copy = openCopy(client);
  };
  const stage = (unitId: number, day: string, answers: StagedAnswer[]) => {
    const head = `${ids[next++]!}\t${unitId}\t${day}\t`;
    pending += `${head}*\t\\N\t\\N\n`;
    for (const a of answers) pending += `${head}${copyText(a.question)}\t${a.num === null ? '\\N' : String(a.num)}\t${copyText(a.text)}\n`;
    if (pending.length >= CHUNK) return flush();
  };
  return {
    add(unitId, day, answers) {
      if (next === ids.length) return nextBlock().then(() => stage(unitId, day, answers));
      return stage(unitId, day, answers);
    },
    finish: endCopy,
    async abort(reason) {
      copy.stream.destroy(reason);
      await copy.done.catch(() => {});
    },
  };
}

/**
 * Moves the staged rows into interview and answer, one statement each, in the order they were staged: the ids grow
 * with it, so the indexes grow at their end.
 */
export async function writeStaged(client: pg.ClientBase, universeId: number, surveyId: number, completed: boolean, setId: number): Promise<void> {
  // Autovacuum never analyses a temporary table: without statistics the rollups' grouping of it is planned blind.
  await client.query(`analyze ${STAGED}`);
  // That grouping (addToRollups, after this) holds a whole sheet's rows: with the default 4 MB it spills to disk.
  await client.query(`set local work_mem = '256MB'`);
  await client.query(
    `insert into interview (id, universe_id, survey_id, unit_id, responded_at, is_completed, import_set_id)
     overriding system value
     select interview_id, $1, $2, unit_id, (day + time '12:00') at time zone 'UTC', $3, $4 from ${STAGED} where question = '*'`,
    [universeId, surveyId, completed, setId],
  );
  await client.query(
    `insert into answer (universe_id, interview_id, question, num_value, text_value)
     select $1, interview_id, question, num, txt from ${STAGED} where question <> '*'`,
    [universeId],
  );
}
