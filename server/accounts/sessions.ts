import crypto from 'node:crypto';
import type { Db } from '../db/pool';

export interface SessionRecord {
  id: number;
  userId: number;
  universeId: number | null;
  actingUserId: number | null;
}

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

// Sliding-expiry writes are skipped when the session was touched this recently, to spare the database.
const TOUCH_AFTER_MS = 30_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Sessions are the spec's authToken: random, stored only as a hash, revocable, idle and absolute limits. */
export function createSessionService(db: Db, policy: SessionPolicy) {
  return {
    async create(userId: number, universeId: number | null, opts: { idToken?: string | null; actingUserId?: number | null } = {}) {
      const token = crypto.randomBytes(32).toString('base64url');
      await db.pool.query(
        `insert into session (token_hash, user_id, universe_id, acting_user_id, expires_at, id_token)
         values ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
        [hashToken(token), userId, universeId, opts.actingUserId ?? null, policy.maxMs / 1000, opts.idToken ?? null],
      );
      return token;
    },

    /** The live session for a token, or null when it is unknown, revoked, expired or idle too long. */
    async lookup(token: string): Promise<SessionRecord | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const { rows } = await db.pool.query<SessionRecord & { stale: boolean }>(
        `select id, user_id as "userId", universe_id as "universeId", acting_user_id as "actingUserId",
                last_seen_at < now() - make_interval(secs => $2) as stale
           from session
          where token_hash = $1 and revoked_at is null and expires_at > now()
            and last_seen_at > now() - make_interval(secs => $3)`,
        [hashToken(token), TOUCH_AFTER_MS / 1000, policy.idleMs / 1000],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.stale) await db.pool.query('update session set last_seen_at = now() where id = $1', [row.id]);
      return { id: row.id, userId: row.userId, universeId: row.universeId, actingUserId: row.actingUserId };
    },

    async moveToUniverse(sessionId: number, universeId: number): Promise<void> {
      await db.pool.query('update session set universe_id = $2 where id = $1', [sessionId, universeId]);
    },

    /** Remembers the embedded provider's grant the session was opened with, for logout to revoke. */
    async linkProviderGrant(token: string, grantId: string): Promise<void> {
      await db.pool.query('update session set idp_grant_id = $2 where token_hash = $1', [hashToken(token), grantId]);
    },

    /** Ends the session; answers the provider grant it was opened with, if any, for the caller to revoke. */
    async revoke(sessionId: number): Promise<{ idpGrantId: string | null }> {
      const { rows } = await db.pool.query<{ idpGrantId: string | null }>(
        'update session set revoked_at = coalesce(revoked_at, now()) where id = $1 returning idp_grant_id as "idpGrantId"',
        [sessionId],
      );
      return { idpGrantId: rows[0]?.idpGrantId ?? null };
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
