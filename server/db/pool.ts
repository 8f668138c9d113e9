import pg from 'pg';
import { loadConfig, type DatabaseLimits } from '../config';
import { Unavailable } from '../errors';
import { QUERY_CANCELED } from '../plugins/errors';
import { createToday, type Today } from '../clock';

// Numeric and bigint columns come back as numbers: ids and scores stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface TenantContext {
  /** null before a universe is chosen: tenant rows stay invisible. */
  universeId: number | null;
  userId?: number | null;
}

/** What a transaction is for decides how long one of its statements may run (DatabaseLimits). */
export type WorkKind = 'interactive' | 'report';

export interface Db {
  pool: pg.Pool;
  /**
   * Runs `fn` in one transaction with the tenant set, so row-level security sees only that universe. A statement
   * that runs past the kind's timeout is cancelled and answers 503 with a message saying so.
   */
  withTenant<T>(ctx: TenantContext, fn: (client: pg.PoolClient) => Promise<T>, kind?: WorkKind): Promise<T>;
  /**
   * The same database through the connections kept for sign-in, session checks, the identity provider and health:
   * a flood of slow requests holds every connection of `pool` but none of these.
   */
  reserved: Db;
  close(): Promise<void>;
  /** The day survey data is read at (server/clock.ts): every analytics, alert, sample, interview and report call gets its "today" here. */
  today: Today;
}

/** The health check: through the reserved connections, so it answers while slow requests hold the request pool. */
export function databaseAnswers(db: Db): Promise<boolean> {
  return db.reserved.pool
    .query('select 1')
    .then(() => true)
    .catch(() => false);
}

function isStatementTimeout(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === QUERY_CANCELED && /statement timeout/.test(e.message ?? '');
}

/** The readable answer to a statement cancelled at its timeout. */
function tookTooLong(kind: WorkKind, timeoutMs: number): Unavailable {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return kind === 'report'
    ? new Unavailable('took_too_long', `Making this report took longer than ${seconds} s and was stopped. Try a shorter period or a smaller unit.`)
    : new Unavailable('took_too_long',
        `This took longer than ${seconds} s and was stopped, so the server stays quick for everyone. Try a shorter period, a smaller unit or fewer filters, or try again later.`,
      );
}

function lane(pool: pg.Pool, limits: DatabaseLimits, close: () => Promise<void>, today: Today): Omit<Db, 'reserved'> {
  const timeouts: Record<WorkKind, number> = { interactive: limits.statementTimeoutMs, report: limits.reportTimeoutMs };
  return {
    pool,
    async withTenant(ctx, fn, kind = 'interactive') {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Local to the transaction, like the tenant: the connection goes back to the pool with its defaults.
        await client.query(
          `select set_config('app.universe_id', $1, true), set_config('app.user_id', $2, true), set_config('statement_timeout', $3, true)`,
          [ctx.universeId === null ? '' : String(ctx.universeId), ctx.userId == null ? '' : String(ctx.userId), String(timeouts[kind])],
        );
        const result = await fn(client);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw isStatementTimeout(err) ? tookTooLong(kind, timeouts[kind]) : err;
      } finally {
        client.release();
      }
    },
    close,
    today,
  };
}

/**
 * Two pools of the app role: `limits.poolSize` connections for requests and jobs, and `limits.reservedPoolSize`
 * more for sign-in, sessions and health. Every statement outside withTenant (the pools' own queries) gets the
 * interactive timeout as its connection default. Limits not given take the configuration's defaults.
 */
export function createDb(appUrl: string, given: Partial<DatabaseLimits> = {}, today: Today = createToday()): Db {
  const limits: DatabaseLimits = { ...loadConfig({}).database, ...given };
  const open = (max: number) => {
    const pool = new pg.Pool({ connectionString: appUrl, max, idleTimeoutMillis: 30_000, statement_timeout: limits.statementTimeoutMs });
    // An idle client that loses its server must not crash the process; the next checkout reconnects.
    pool.on('error', () => {});
    return pool;
  };
  const main = open(limits.poolSize);
  const reservedPool = open(limits.reservedPoolSize);
  let closing: Promise<void> | null = null;
  const closeAll = () => (closing ??= Promise.all([main.end(), reservedPool.end()]).then(() => {}));
  const reserved = lane(reservedPool, limits, closeAll, today) as Db;
  reserved.reserved = reserved;
  return { ...lane(main, limits, closeAll, today), reserved };
}
