import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/pool';
import { startMailboxServer, type ReceivedMail } from './mailbox-server';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail {
  id: number;
  mailFrom: string | null;
  rcptTo: string[];
  subject: string | null;
  textBody: string | null;
  createdAt: string;
}

export interface Mailer {
  /** True when mail goes to the embedded dev mailbox (no SMTP_URL). */
  readonly embedded: boolean;
  send(mail: OutgoingMail): Promise<void>;
  /** The dev mailbox, newest first. */
  list(limit?: number): Promise<StoredMail[]>;
  get(id: number): Promise<(StoredMail & { raw: string }) | null>;
  close(): Promise<void>;
}

const COLUMNS = `id, mail_from as "mailFrom", rcpt_to as "rcptTo", subject, text_body as "textBody", created_at as "createdAt"`;

/**
 * Sends mail with nodemailer over SMTP: to SMTP_URL when set, else to an SMTP server started inside
 * the app on first use, which stores what it receives in `mail_message` (read at the dev mailbox).
 * Going through real SMTP even in development means the same code path is tested as in production.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db }): Mailer {
  let transport: Promise<Transporter> | null = null;
  let closeEmbedded: (() => Promise<void>) | null = null;

  const store = async (mail: ReceivedMail) => {
    await opts.db.pool.query(`insert into mail_message (mail_from, rcpt_to, subject, text_body, raw) values ($1, $2, $3, $4, $5)`, [
      mail.mailFrom,
      JSON.stringify(mail.rcptTo),
      mail.subject,
      mail.textBody,
      mail.raw,
    ]);
  };

  const getTransport = () =>
    (transport ??= (async () => {
      if (opts.smtpUrl) return nodemailer.createTransport(opts.smtpUrl);
      const server = await startMailboxServer(store);
      closeEmbedded = server.close;
      return nodemailer.createTransport({ host: '127.0.0.1', port: server.port, secure: false, ignoreTLS: true });
    })());

  return {
    embedded: !opts.smtpUrl,
    async send(mail) {
      const t = await getTransport();
      await t.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    async list(limit = 100) {
      const { rows } = await opts.db.pool.query<StoredMail>(`select ${COLUMNS} from mail_message order by id desc limit $1`, [limit]);
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    },
    async get(id) {
      const { rows } = await opts.db.pool.query<StoredMail & { raw: string }>(`select ${COLUMNS}, raw from mail_message where id = $1`, [id]);
      const row = rows[0];
      return row ? { ...row, createdAt: new Date(row.createdAt).toISOString() } : null;
    },
    async close() {
      if (transport) (await transport.catch(() => null))?.close();
      await closeEmbedded?.();
    },
  };
}
