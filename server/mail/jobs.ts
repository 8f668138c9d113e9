/**
 * The mails a universe's work sends one at a time (spec 3 section 9, task types ALERT_MAIL, NOTIFICATION_MAIL and
 * ACTION_MAIL): each is a job of MAIL_QUEUE carrying its universe and survey (JobOwner), so the universe's
 * administrators see it in the Tasks screen with its state, and a mail that cannot go is a FAILED task with the mail
 * server's reason instead of a log line.
 * Exactly once, as the campaign sender (server/campaigns/sender.ts): the job's Message-ID is fixed when it is queued;
 * the worker sends only when `mail_sent` has no row of it and writes the row once the mail server took the mail, so a
 * job tried again (its worker killed after the send, or processed again from the Tasks screen) does not send it again;
 * killed between the mail server's 250 and that row, the retry is the same message, which a receiver takes once.
 * A refusal (SMTP 5xx) fails the job at once; anything else (connection lost, 4xx) is tried again.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/pool';
import { FinalJobFailure, type JobOwner, type JobQueue } from '../jobs/queue';
import type { Mailer, OutgoingMail } from './mailer';

export const MAIL_QUEUE = 'mail-send';

/** What a mail job sends: the spec's task type of each. */
export type MailKind = 'ALERT_MAIL' | 'NOTIFICATION_MAIL' | 'ACTION_MAIL';

export interface MailJob extends JobOwner {
  kind: MailKind;
  messageId: string;
  mail: Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'html'>;
}

export interface MailJobOptions {
  /** Awaited after the mail server took the mail and its mark is written (tests use it to end the try there). */
  afterSent?: (job: MailJob) => void | Promise<void>;
}

/** A new mail's Message-ID: the same for every try of its job. */
const newMessageId = (kind: MailKind, universeId: number, publicUrl: string) =>
  `<${kind.toLowerCase()}.${universeId}.${crypto.randomUUID()}@${new URL(publicUrl).hostname}>`;

/** Queues one mail of `owner`'s work; answers its job's id. Call it after the commit of what the mail tells of. */
export async function queueMail(jobs: JobQueue, owner: JobOwner, kind: MailKind, mail: MailJob['mail'], publicUrl: string): Promise<string | null> {
  const { to, subject, text, html } = mail;
  return jobs.send<MailJob>(MAIL_QUEUE, { ...owner, kind, messageId: newMessageId(kind, owner.universeId, publicUrl), mail: { to, subject, text, ...(html ? { html } : {}) } });
}

/** One try of a mail job: sent unless a try before sent it. */
export function mailJobHandler(db: Db, mailer: Mailer, opts: MailJobOptions = {}): (job: MailJob) => Promise<{ sent: number; message?: string }> {
  const sentBefore = (job: MailJob) =>
    db.withTenant({ universeId: job.universeId }, async (c) => ((await c.query(`select 1 from mail_sent where message_id = $1`, [job.messageId])).rowCount ?? 0) > 0);
  return async (job) => {
    if (await sentBefore(job)) return { sent: 0, message: `Sent before to ${job.mail.to}: not sent again.` };
    try {
      await mailer.send({ ...job.mail, universeId: job.universeId, messageId: job.messageId });
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode;
      const message = `The mail to ${job.mail.to} could not be sent: ${(err as Error).message.slice(0, 500)}`;
      throw code && code >= 500 ? new FinalJobFailure(message) : new Error(message);
    }
    await db.withTenant({ universeId: job.universeId }, (c) =>
      c.query(`insert into mail_sent (universe_id, message_id) values ($1, $2) on conflict (message_id) do nothing`, [job.universeId, job.messageId]),
    );
    await opts.afterSent?.(job);
    return { sent: 1 };
  };
}

/** Starts the mail worker with the app's mailer; the answer stops it (before the mailer closes). */
export async function registerMailJobs(jobs: JobQueue, db: Db, mailer: Mailer, opts: MailJobOptions = {}): Promise<() => Promise<void>> {
  await jobs.define({ name: MAIL_QUEUE, expireInSeconds: 5 * 60, retryLimit: 3, retryDelay: 30 });
  const worker = await jobs.work<MailJob>(MAIL_QUEUE, mailJobHandler(db, mailer, opts));
  return () => jobs.offWork(MAIL_QUEUE, worker);
}
