import type { Db } from '../db/pool';
import { sweepExpired } from '../idp/adapter';
import { sweepExpiredReports } from '../reports/service';
import type { JobQueue } from './queue';

export const MAINTENANCE_QUEUE = 'maintenance-sweep';

/** Ended sessions are kept a week for support questions, then removed. */
const SESSION_RETENTION_DAYS = 7;

export async function sweepOnce(db: Db): Promise<{ oidc: number; sessions: number; reports: number }> {
  const oidc = await sweepExpired(db.pool);
  const { rowCount } = await db.pool.query(
    `delete from session where greatest(expires_at, coalesce(revoked_at, expires_at)) < now() - make_interval(days => $1)`,
    [SESSION_RETENTION_DAYS],
  );
  const reports = await sweepExpiredReports(db);
  return { oidc, sessions: rowCount ?? 0, reports };
}

/** Hourly clean-up of expired sign-in state; scheduled once however many processes run. */
export async function registerMaintenance(jobs: JobQueue, db: Db, log: (m: string) => void): Promise<void> {
  await jobs.define({ name: MAINTENANCE_QUEUE, expireInSeconds: 600, retryLimit: 1 });
  await jobs.work(MAINTENANCE_QUEUE, async () => {
    const swept = await sweepOnce(db);
    if (swept.oidc || swept.sessions || swept.reports) {
      log(`maintenance: removed ${swept.oidc} provider records, ${swept.sessions} old sessions and ${swept.reports} expired reports`);
    }
  });
  await jobs.schedule(MAINTENANCE_QUEUE, '17 * * * *');
}
