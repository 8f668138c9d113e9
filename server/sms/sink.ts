/**
 * The embedded SMS sink: the SmsProvider this deployment uses, since no outside SMS provider can be reached. It
 * sends nothing; it stores each message in `sms_message` under the universe it was sent for, where the universe's
 * administrators read it in the dev mailbox (row-level security keeps universes apart).
 */
import { smsParts } from '../../core/sms/parts';
import type { Db } from '../db/pool';
import type { SmsProvider } from './provider';
import type { Mailbox } from '../../schemas/api/mailbox.gen';

export type StoredSms = Mailbox['sms'][number];

export interface SmsSink extends SmsProvider {
  /** A universe's stored messages, newest first. */
  list(universeId: number, limit?: number): Promise<StoredSms[]>;
}

export function createSmsSink(db: Db): SmsSink {
  return {
    async send(message) {
      const parts = smsParts(message.text).parts;
      const id = await db.withTenant({ universeId: message.universeId }, async (c) => {
        const { rows } = await c.query<{ id: string }>(
          `insert into sms_message (universe_id, recipient, sender, text, parts, reference) values ($1, $2, $3, $4, $5, $6)
           on conflict (universe_id, reference) do nothing returning id::text`,
          [message.universeId, message.to, message.sender, message.text, parts, message.reference ?? null],
        );
        if (rows[0]) return rows[0].id;
        // Sent before under this key: the stored message is the one delivered.
        const { rows: earlier } = await c.query<{ id: string }>(`select id::text from sms_message where reference = $1`, [message.reference]);
        return earlier[0]!.id;
      });
      return { id: `sink-${id}`, parts };
    },
    async list(universeId, limit = 200) {
      const rows = await db.withTenant({ universeId }, async (c) => {
        const { rows } = await c.query<StoredSms>(
          `select id::int, recipient as "to", sender, parts, text, created_at as "createdAt" from sms_message order by id desc limit $1`,
          [limit],
        );
        return rows;
      });
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    },
  };
}
