import { startMailboxServer, type ReceivedMail } from '../../server/mail/mailbox-server';

export interface MailSink {
  /** SMTP_URL for the app under test. */
  url: string;
  mails: ReceivedMail[];
  /** The token of the newest reset link mailed to `to`. */
  resetToken(to: string): string;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives in memory: the app's mail, read by the test. */
export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = await startMailboxServer(async (mail) => {
    mails.push(mail);
  });
  return {
    url: `smtp://127.0.0.1:${server.port}`,
    mails,
    resetToken(to) {
      const mail = mails.findLast((m) => m.rcptTo.includes(to));
      const match = mail?.textBody && /\/new\/reset\?token=([\w%-]+)/.exec(mail.textBody);
      if (!match) throw new Error(`No reset link was mailed to ${to}`);
      return decodeURIComponent(match[1]!);
    },
    close: server.close,
  };
}
