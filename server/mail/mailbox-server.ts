import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export interface ReceivedMail {
  mailFrom: string | null;
  rcptTo: string[];
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  /** The Message-ID header, by which the sender knows its own mail. */
  messageId: string | null;
  raw: string;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The embedded default for SMTP_URL: an SMTP server on 127.0.0.1 that hands every message to `store`
 * (the dev mailbox). It listens on loopback only, so needing no authentication is safe.
 */
export async function startMailboxServer(store: (mail: ReceivedMail) => Promise<void>): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Sightline dev mailbox',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { subject, text, html, messageId } = parseMail(raw);
        const from = session.envelope.mailFrom;
        store({
          mailFrom: from ? from.address : null,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          subject,
          textBody: text,
          htmlBody: html,
          messageId,
          raw,
        }).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
