import type { Db } from '../db/pool';

export interface SignInLimits {
  /** Failed attempts allowed per account within the window. */
  perAccount: number;
  /** Failed attempts allowed per client address within the window (several accounts). */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

export interface SignInBlock {
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

/**
 * Rate limiting of password sign-ins, counted in the database so every server process agrees.
 * Only failures count; a block lifts when the oldest failure in the window ages out.
 */
export function createSignInAttempts(db: Db, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
  return {
    limits,
    async blocked(username: string, address: string): Promise<SignInBlock | null> {
      const { rows } = await db.pool.query<{ scope: 'account' | 'address'; failures: number; retry: number }>(
        `with recent as (
           select username, address, created_at from login_attempt
            where not succeeded and created_at > now() - make_interval(secs => $3)
              and (username = $1 or address = $2))
         select 'account' as scope, count(*)::int as failures,
                coalesce(ceil(extract(epoch from min(created_at) + make_interval(secs => $3) - now())), 0)::int as retry
           from (select created_at from recent where username = $1 order by created_at desc limit $4) a
         union all
         select 'address', count(*)::int,
                coalesce(ceil(extract(epoch from min(created_at) + make_interval(secs => $3) - now())), 0)::int
           from (select created_at from recent where address = $2 order by created_at desc limit $5) b`,
        [username.toLowerCase(), address, limits.windowSeconds, limits.perAccount, limits.perAddress],
      );
      for (const row of rows) {
        const max = row.scope === 'account' ? limits.perAccount : limits.perAddress;
        if (row.failures >= max) return { scope: row.scope, retryAfterSeconds: Math.max(1, row.retry) };
      }
      return null;
    },
    async record(username: string, address: string, succeeded: boolean): Promise<void> {
      await db.pool.query(`insert into login_attempt (username, address, succeeded) values ($1, $2, $3)`, [
        username.toLowerCase().slice(0, 200),
        address,
        succeeded,
      ]);
      // Keep the table small: attempts older than a day serve no limit.
      if (Math.random() < 0.01) await db.pool.query(`delete from login_attempt where created_at < now() - interval '1 day'`);
    },
  };
}
export type SignInAttempts = ReturnType<typeof createSignInAttempts>;
