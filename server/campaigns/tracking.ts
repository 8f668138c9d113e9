/**
 * What a campaign mail's signed links do (no session: the signature is the credential): the open pixel and clicks
 * count on the tracking row, the unsubscribe puts the address on the universe's suppression list and marks the row.
 * A link whose signature does not match its universe, row, kind and target is unknown (404), like a missing row.
 */
import type { Db } from '../db/pool';
import { NotFound } from '../errors';
import { linkSignatureOk } from './links';

type Kind = 'open' | 'click' | 'unsub' | 'check-unsub';

/** Answers the click's target; throws NotFound for a forged or altered link. */
export async function followLink(db: Db, kind: Kind, p: { universe: number; tracking: number; sig: string }, url?: string): Promise<string | undefined> {
  const signed = kind === 'check-unsub' ? 'unsub' : kind;
  if (kind === 'click' && !/^https?:\/\//i.test(url ?? '')) throw new NotFound('unknown_link', 'There is no such link.');
  return db.withTenant({ universeId: p.universe }, async (c) => {
    const { rows } = await c.query<{ key: string; recipient: string }>(
      `select k.link_key as key, t.recipient from campaign_tracking t join campaign k on k.id = t.campaign_id where t.id = $1`,
      [p.tracking],
    );
    const row = rows[0];
    if (!row || !linkSignatureOk(row.key, signed, p.universe, p.tracking, p.sig, kind === 'click' ? url : '')) throw new NotFound('unknown_link', 'There is no such link.');
    if (kind === 'open') await c.query(`update campaign_tracking set open_count = open_count + 1, updated_at = now() where id = $1`, [p.tracking]);
    if (kind === 'click') await c.query(`update campaign_tracking set click_count = click_count + 1, open_count = greatest(open_count, 1), updated_at = now() where id = $1`, [p.tracking]);
    if (kind === 'unsub') {
      await c.query(`insert into campaign_suppression (universe_id, address, reason) values ($1, lower($2), 'UNSUBSCRIBED') on conflict do nothing`, [p.universe, row.recipient]);
      await c.query(`update campaign_tracking set status = 'UNSUB', updated_at = now() where id = $1 and status <> 'SENDING'`, [p.tracking]);
    }
    return url;
  });
}
