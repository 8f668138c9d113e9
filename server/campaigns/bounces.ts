/**
 * Asynchronous bounces (issue 18 item 2): a mail the mail server took can still fail later, and the failure comes back
 * as a delivery status notification (RFC 3464) to the envelope sender. Each campaign mail's envelope sender is its
 * row's signed VERP address (links.ts bounceAddress), so the notification names the row. This SMTP listener (the
 * smtp-server library of the dev mailbox) takes mail for those addresses only: an address of another domain, of no
 * row or with a bad signature is refused with 550 at RCPT TO. A permanent failure (Action: failed, Status 5.x.x)
 * turns the row FAILED with the status and the remote server's words, and puts the address on the universe's
 * suppression list (BOUNCED); a delay (Action: delayed or Status 4.x.x) is only logged. In production the MTA that
 * receives mail for BOUNCE_DOMAIN forwards it here.
 */
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/pool';
import { deliveryStatus, type RecipientStatus } from '../mail/mime';
import { bounceSignatureOk, parseBounceAddress } from './links';

const MAX_REPORT_BYTES = 1024 * 1024;

interface BouncedRow {
  universeId: number;
  trackingId: number;
  /** Where the mail went: the recipient, or a PUSH campaign's fixed recipient. */
  address: string;
  bcc: string;
}

/** The row a return path names, when its signature holds; null for any other address. */
async function rowOf(db: Db, domain: string, address: string): Promise<BouncedRow | null> {
  const token = parseBounceAddress(address, domain);
  if (!token) return null;
  const row = await db.withTenant({ universeId: token.universeId }, async (c) =>
    (
      await c.query<{ key: string; address: string; bcc: string }>(
        `select c.link_key as key, case when c.campaign_type = 'PUSH' and c.fixed_recipient <> '' then c.fixed_recipient else t.recipient end as address, c.bcc
         from campaign_tracking t join campaign c on c.id = t.campaign_id where t.id = $1`,
        [token.trackingId],
      )
    ).rows[0],
  );
  if (!row || !bounceSignatureOk(row.key, token.universeId, token.trackingId, token.signature)) return null;
  return { universeId: token.universeId, trackingId: token.trackingId, address: row.address, bcc: row.bcc };
}

/** What one notification says of a row's mail: its permanent failure, else null (a delay, a success, a copy's failure). */
export function permanentFailure(statuses: RecipientStatus[], row: Pick<BouncedRow, 'bcc'>): RecipientStatus | null {
  const copies = new Set(row.bcc.split(',').map((a) => a.trim().toLowerCase()).filter(Boolean));
  return statuses.find((s) => s.action === 'failed' && s.status.startsWith('5.') && !copies.has(s.recipient)) ?? null;
}

/** Records one received notification for each row it was addressed to. */
export async function recordBounce(db: Db, domain: string, rcptTo: string[], raw: string, log: (msg: string) => void): Promise<void> {
  const statuses = deliveryStatus(raw);
  for (const address of rcptTo) {
    const row = await rowOf(db, domain, address);
    if (!row) continue;
    if (!statuses) {
      log(`bounces: mail to ${address} is no delivery status notification (an auto-reply?): ignored`);
      continue;
    }
    const failure = permanentFailure(statuses, row);
    if (!failure) {
      const said = statuses.map((s) => `${s.action} ${s.status} ${s.diagnostic}`.trim()).join('; ');
      log(`bounces: campaign row ${row.trackingId} of universe ${row.universeId}: ${said || 'no recipient status'} (not a permanent failure: kept)`);
      continue;
    }
    const error = `Bounced: ${failure.status}${failure.diagnostic ? ` ${failure.diagnostic}` : ''}`.slice(0, 500);
    await db.withTenant({ universeId: row.universeId }, async (c) => {
      await c.query(`update campaign_tracking set status = 'FAILED', error = $2, claimed_until = null, updated_at = now() where id = $1 and status in ('SENT', 'SENDING')`, [
        row.trackingId,
        error,
      ]);
      await c.query(`insert into campaign_suppression (universe_id, address, reason) values ($1, lower($2), 'BOUNCED') on conflict do nothing`, [row.universeId, row.address]);
    });
  }
}

/** Starts the bounce listener; the answer says its port (0 asks for a free one) and closes it. */
export async function startBounceListener(
  db: Db,
  opts: { domain: string; host: string; port: number; log: (msg: string) => void },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_REPORT_BYTES,
    logger: false,
    banner: 'Sightline bounces',
    onRcptTo(address, _session, callback) {
      rowOf(db, opts.domain, address.address).then(
        (row) => callback(row ? undefined : Object.assign(new Error(`<${address.address}>: no such bounce address`), { responseCode: 550 })),
        (err: Error) => callback(err),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        recordBounce(db, opts.domain, rcptTo, Buffer.concat(chunks).toString('utf8'), opts.log).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
