import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/pool';
import { groupCommit } from '../db/group-commit';
import { startMailboxServer, type ReceivedMail } from './mailbox-server';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The universe the mail is sent for: its administrators see it in the dev mailbox. Omit for mail of none. */
  universeId?: number | null;
  /** Holds a credential (a reset link): never shown in the web mailbox, only written under MAIL_DIR. */
  secret?: boolean;
  /** Campaign mail: its own sender, copies, reply address, headers (List-Unsubscribe) and a Message-ID fixed per recipient. */
  from?: { name: string; address: string };
  bcc?: string;
  replyTo?: string;
  messageId?: string;
  headers?: Record<string, string>;
  /** The envelope sender (SMTP MAIL FROM), where bounces go: a campaign mail's VERP address. */
  returnPath?: string;
}

export interface StoredMail {
  id: number;
  mailFrom: string | null;
  rcptTo: string[];
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  createdAt: string;
}

export interface Mailer {
  /** True when mail goes to the embedded dev mailbox (no SMTP_URL). */
  readonly embedded: boolean;
  /** The SMTP connections it sends over at once. */
  readonly connections: number;
  send(mail: OutgoingMail): Promise<void>;
  /** A universe's dev mailbox, newest first, without secret mail. */
  list(universeId: number, limit?: number): Promise<StoredMail[]>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/** SMTP connections kept open to the mail server (SMTP_URL's `?maxConnections=` says otherwise): campaigns/sender.ts sends over all at once. */
export const SMTP_CONNECTIONS = 16;

const COLUMNS = `id, mail_from as "mailFrom", rcpt_to as "rcptTo", subject, text_body as "textBody", html_body as "htmlBody", created_at as "createdAt"`;

/**
 * Writes a received mail as plain text (decoded, so a link can be copied from `cat`) where only the server's
 * user can read it, for the machine's operator.
 */
async function writeMailFile(dir: string, mail: ReceivedMail): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const now = new Date();
  const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.txt`);
  const text = `To: ${mail.rcptTo.join(', ')}\nSubject: ${mail.subject ?? ''}\nDate: ${now.toISOString()}\n\n${mail.textBody ?? ''}\n`;
  await fs.writeFile(file, text, { mode: 0o600, flag: 'wx' });
  return file;
}

/**
 * Sends mail with nodemailer over SMTP: to SMTP_URL when set, else to an SMTP server started inside
 * the app on first use, which stores what it receives in `mail_message` (read at the dev mailbox) and,
 * with MAIL_DIR, as a text file. Going through real SMTP even in development means the same code path is
 * tested as in production. The embedded server knows the app's own mail by its Message-ID, and with it the
 * universe and whether it is secret; mail it does not know (sent to the port from elsewhere) counts as secret.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; mailDir?: string; log?: MailLog }): Mailer {
  let transport: Promise<Transporter> | null = null;
  let closeEmbedded: (() => Promise<void>) | null = null;
  const sending = new Map<string, { universeId: number | null; secret: boolean }>();

  // Each mail is stored before the mail server answers 250 (a mail it accepted is kept); the mails arriving together
  // over the pooled connections are one insert. A message that arrives again (the same Message-ID: a campaign row
  // resent after its sender died before marking it) is kept as it came, and listed once, as a receiver takes it once.
  const insert = groupCommit<ReceivedMail & { universeId: number | null; secret: boolean }>(async (mails) => {
    await opts.db.pool.query(
      `insert into mail_message (universe_id, secret, mail_from, rcpt_to, subject, text_body, html_body, raw, message_id)
       select * from unnest($1::int[], $2::boolean[], $3::text[], $4::jsonb[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])`,
      [
        mails.map((m) => m.universeId),
        mails.map((m) => m.secret),
        mails.map((m) => m.mailFrom),
        mails.map((m) => JSON.stringify(m.rcptTo)),
        mails.map((m) => m.subject),
        mails.map((m) => m.textBody),
        mails.map((m) => m.htmlBody),
        mails.map((m) => m.raw),
        mails.map((m) => m.messageId),
      ],
    );
  });
  const store = async (mail: ReceivedMail) => {
    const known = mail.messageId ? sending.get(mail.messageId) : undefined;
    const secret = known?.secret ?? true;
    await insert({ ...mail, universeId: known?.universeId ?? null, secret });
    if (opts.mailDir) {
      const file = await writeMailFile(opts.mailDir, mail);
      opts.log?.info({ file }, secret ? 'Mail received that the web mailbox does not show (a reset link, say): open this file' : 'Mail received');
    }
  };

  const connections = Number(opts.smtpUrl && new URL(opts.smtpUrl).searchParams.get('maxConnections')) || SMTP_CONNECTIONS;
  const getTransport = () =>
    (transport ??= (async () => {
      // Pooled: a campaign sends thousands of mails over a few kept-open connections, all at once.
      const pool = { pool: true, maxConnections: connections } as const;
      if (opts.smtpUrl) return nodemailer.createTransport({ url: opts.smtpUrl, ...pool });
      const server = await startMailboxServer(store);
      closeEmbedded = server.close;
      return nodemailer.createTransport({ host: '127.0.0.1', port: server.port, secure: false, ignoreTLS: true, ...pool });
    })());

  return {
    embedded: !opts.smtpUrl,
    connections,
    async send(mail) {
      const t = await getTransport();
      const messageId = mail.messageId ?? `<${crypto.randomUUID()}@sightline.local>`;
      sending.set(messageId, { universeId: mail.universeId ?? null, secret: mail.secret ?? false });
      try {
        await t.sendMail({
          from: mail.from ?? opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          ...(mail.bcc ? { bcc: mail.bcc } : {}),
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.returnPath ? { envelope: { from: mail.returnPath, to: [mail.to, ...(mail.bcc ? [mail.bcc] : [])] } } : {}),
        });
      } finally {
        sending.delete(messageId);
      }
    },
    async list(universeId, limit = 100) {
      // Row-level security shows the universe's mail only; secret mail is left out here, and a message that arrived
      // again (its Message-ID: the same message) is shown once, as it first came.
      const rows = await opts.db.withTenant({ universeId }, async (c) => {
        const { rows } = await c.query<StoredMail>(
          `select ${COLUMNS} from mail_message m where not secret
             and not exists (select 1 from mail_message e where e.message_id = m.message_id and e.id < m.id) order by id desc limit $1`,
          [limit],
        );
        return rows;
      });
      return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
    },
    async close() {
      if (transport) (await transport.catch(() => null))?.close();
      await closeEmbedded?.();
    },
  };
}
