import type pg from 'pg';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * oidc-provider storage in PostgreSQL, so every server process shares sign-in state and a restart
 * signs nobody out. Expired rows are ignored on read and swept by `sweepExpired`.
 */
export function createPgAdapterClass(pool: pg.Pool) {
  return class PgAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await pool.query(
        `insert into oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int > 0 then now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update
           set payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
               uid = excluded.uid, expires_at = excluded.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? 0],
      );
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const { rows } = await pool.query<{ payload: AdapterPayload; consumed: number | null }>(
        `select payload, extract(epoch from consumed_at)::int as consumed from oidc_payload
          where model = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: row.consumed } : row.payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await pool.query('update oidc_payload set consumed_at = now() where model = $1 and id = $2', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await pool.query('delete from oidc_payload where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query('delete from oidc_payload where grant_id = $1', [grantId]);
    }
  };
}

export async function sweepExpired(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('delete from oidc_payload where expires_at < now()');
  return rowCount ?? 0;
}
