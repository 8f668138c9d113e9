/**
 * The survey-scope kernel: every call about one survey's data runs here. One transaction in the caller's universe
 * (row-level security on), the survey, the caller's role scope and locale (loadContext), then the domain's work.
 */
import type { SessionKey } from '../accounts/rights';
import type { Db, WorkKind } from '../db/pool';
import { loadContext, type AnalyticsContext } from './context';

/** Who is asking: the session's user and universe, and the administrator acting as them, if any. */
export type Caller = SessionKey;

export interface SurveyWork {
  /** Reads only: the transaction is read-only, so a bug cannot write. Writes commit only when `fn` resolves. */
  readOnly: boolean;
  /** Which statement timeout applies (db/pool.ts); interactive unless a report job builds a file. */
  kind?: WorkKind;
}

export function withSurvey<T>(db: Db, caller: Caller, survey: string, work: SurveyWork, fn: (ctx: AnalyticsContext) => Promise<T>): Promise<T> {
  return db.withTenant(
    { universeId: caller.universeId, userId: caller.userId },
    async (client) => {
      if (work.readOnly) await client.query('set transaction read only');
      return fn(await loadContext(client, caller, survey, db.today()));
    },
    work.kind,
  );
}
