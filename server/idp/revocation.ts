import type pg from 'pg';

type Queryable = Pick<pg.ClientBase, 'query'>;

// The provider's rows (server/idp/adapter.ts) keep the account in payload.accountId: sessions, grants,
// codes and refresh tokens; interactions under way keep it in payload.session.accountId.

/**
 * Ends every way back in that the embedded provider holds for an account: its sessions (14 days),
 * grants, refresh tokens (24 h) and codes. Access tokens are signed, not stored: they name their grant
 * (`gid`), and a token whose grant is gone opens no Sightline session (server/accounts/access-tokens.ts).
 */
export async function revokeProviderAccess(q: Queryable, userId: number): Promise<void> {
  const account = String(userId);
  await q.query(
    `delete from oidc_payload
      where payload->>'accountId' = $1
         or payload->'session'->>'accountId' = $1
         or grant_id in (select id from oidc_payload where model = 'Grant' and payload->>'accountId' = $1)`,
    [account],
  );
}

/**
 * Ends one grant (one sign-in of one browser): the grant and every token issued under it, so a
 * refresh token taken from the app is worth nothing after logout. The browser's provider session is
 * left to the app's own sign-out at /idp/session/end: changing universe logs out of Sightline and
 * signs in again silently through it.
 */
export async function revokeProviderGrant(q: Queryable, grantId: string): Promise<void> {
  await q.query(`delete from oidc_payload where grant_id = $1 or (model = 'Grant' and id = $1)`, [grantId]);
}

/** Whether a grant still stands (not revoked, not expired). */
export async function providerGrantIsLive(q: Queryable, grantId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from oidc_payload where model = 'Grant' and id = $1 and (expires_at is null or expires_at > now())`, [grantId]);
  return rows.length > 0;
}
