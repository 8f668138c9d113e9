import pg from 'pg';
import { createToday, type Today } from '../clock';

// Numeric and bigint columns come back as numbers: ids and scores stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface TenantContext {
  /** null before a universe is chosen: tenant rows stay invisible. */
  universeId: number | null;
  userId?: number | null;
}

export interface Db {
  pool: pg.Pool;
  /** Runs `fn` in one transaction with the tenant set, so row-level security sees only that universe. */
  withTenant<T>(ctx: TenantContext, fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The day survey data is read at (server/clock.ts): every analytics, alert, sample, interview and report call gets its "today" here. */
  today: Today;
}

export function createDb(appUrl: string, max = 10, today: Today = createToday()): Db {
  const pool = new pg.Pool({ connectionString: appUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process; the next checkout reconnects.
  pool.on('error', () => {});
  return {
    pool,
    async withTenant(ctx, fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(`select set_config('app.universe_id', $1, true), set_config('app.user_id', $2, true)`, [
          ctx.universeId === null ? '' : String(ctx.universeId),
          ctx.userId == null ? '' : String(ctx.userId),
        ]);
        const result = await fn(client);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    today,
  };
}
