import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/pool';
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
  send(mail: OutgoingMail): Promise<void>;
  /** A universe's dev mailbox, newest first, without secret mail. */
  list(universeId: number, limit?: number): Promise<StoredMail[]>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

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

  const store = async (mail: ReceivedMail) => {
    const known = mail.messageId ? sending.get(mail.messageId) : undefined;
    const secret = known?.secret ?? true;
    await opts.db.pool.query(
      `insert into mail_message (universe_id, secret, mail_from, rcpt_to, subject, text_body, html_body, raw) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [known?.universeId ?? null, secret, mail.mailFrom, JSON.stringify(mail.rcptTo), mail.subject, mail.textBody, mail.htmlBody, mail.raw],
    );
    if (opts.mailDir) {
      const file = await writeMailFile(opts.mailDir, mail);
      opts.log?.info({ file }, secret ? 'Mail received that the web mailbox does not show (a reset link, say): open this file' : 'Mail received');
    }
  };

  const getTransport = () =>
    (transport ??= (async () => {
      // Pooled: a campaign sends thousands of mails over a few kept-open connections.
      if (opts.smtpUrl) return nodemailer.createTransport(`${opts.smtpUrl}${opts.smtpUrl.includes('?') ? '&' : '?'}pool=true`);
      const server = await startMailboxServer(store);
      closeEmbedded = server.close;
      return nodemailer.createTransport({ host: '127.0.0.1', port: server.port, secure: false, ignoreTLS: true, pool: true });
    })());

  return {
    embedded: !opts.smtpUrl,
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
        });
      } finally {
        sending.delete(messageId);
      }
    },
    async list(universeId, limit = 100) {
      // Row-level security shows the universe's mail only; secret mail is left out here.
      const rows = await opts.db.withTenant({ universeId }, async (c) => {
        const { rows } = await c.query<StoredMail>(`select ${COLUMNS} from mail_message where not secret order by id desc limit $1`, [limit]);
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
