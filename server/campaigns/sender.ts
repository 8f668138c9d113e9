/**
 * The sending engine (issue 18 item 2). Exactly once per tracking row:
 * 1. claim: one committed transaction turns a batch of PENDING rows (or SENDING rows whose lease ran out, left by a
 *    killed process) into SENDING with a lease, `for update skip locked`, so two processes never claim one row;
 * 2. send each over SMTP with a Message-ID made from the row, so a row resent after a crash between the mail
 *    server's 250 and step 3 is the same message, which a receiver can take once;
 * 3. mark it SENT (or FAILED on an SMTP refusal) only while it is still ours (status SENDING).
 * E-mail goes out over the mailer's pooled SMTP connections with a window of `2 × connections` rows in flight (sent or
 * being sent, not yet marked), so the marks overlap the sends; the marks of rows finishing together are one statement
 * (group commit). A row holds its place in the window until its mark has committed, so a process killed at any moment
 * leaves at most the window's rows at the mail server unmarked: those are the only mails a restart can send twice,
 * each as the same message.
 * Only a STARTED campaign's rows are claimed, so pause and stop take effect at the next batch (a fraction of a second
 * for e-mail); a suppressed address is turned UNSUB at the claim and never sent.
 * SMS, calls and letters go the same way (channels.ts), SMS with SMS_WINDOW rows in flight, calls and letters (seconds
 * each) one row at a time: step 2 hands the provider the row's idempotency key (`referenceOf`), which the SMS sink
 * and the phone simulator keep, and a letter is kept per row.
 */
import { fillMergeTags } from '../../core/templates/mergeTags';
import type { Db } from '../db/pool';
import { groupCommit } from '../db/group-commit';
import type { Mailer } from '../mail/mailer';
import { compiledMail } from '../templates/compiled-mail';
import { bounceAddress, linkUrl, trackMailHtml } from './links';
import { deliverCall, deliverLetter, deliverSms, type Delivery, type OtherChannels } from './channels';
import { surveyLinkOf } from './rules';

/** Rows claimed at a time: calls and letters, made one by one. */
export const SEND_BATCH = 10;
/** SMS: rows claimed at a time, and texts in flight at once (each under its own idempotency key, as mails are). */
export const SMS_BATCH = 50;
export const SMS_WINDOW = 8;
/** Rows claimed at a time for e-mail: half a second of mail at the budget's rate. */
export const MAIL_BATCH = 100;
/** E-mail rows in flight (sent or being sent, not yet marked) per SMTP connection of the mailer. */
export const WINDOW_PER_CONNECTION = 2;
export const LEASE_SECONDS = 30;
/** A letter (LibreOffice) or a call takes seconds where a mail takes milliseconds: their batch's lease is this much longer. */
export const SLOW_LEASE_FACTOR = 10;

export interface SenderOptions {
  publicUrl: string;
  /** Where the SMTP client says the message comes from when the campaign has no sender address. */
  defaultFrom: string;
  /** The domain of each mail's VERP return path (links.ts bounceAddress), where bounces.ts receives the bounces. */
  bounceDomain: string;
  batch?: number;
  /** Rows in flight at once, sent or being sent and not yet marked (e-mail: WINDOW_PER_CONNECTION × the mailer's connections; SMS: SMS_WINDOW; calls and letters: 1). */
  window?: number;
  leaseSeconds?: number;
  /** Awaited after each message is handed to the mail server, before its mark (tests use it to kill the process mid-send). */
  onSent?: (trackingId: number) => void | Promise<void>;
  /** The providers of SMS, calls and letters; a row of a channel this process lacks waits for one that has it. */
  channels?: OtherChannels;
}

interface Claimed {
  id: number;
  resends: number;
  recipient: string;
  contact: Record<string, string>;
  unitName: string;
  surveyTitle: string;
  /** The survey's `campaigns.surveyLink` as configured (surveyLinkOf resolves it). */
  surveyLink: string | null;
  subject: string;
  html: string;
  fromEmail: string;
  fromName: string;
  bcc: string;
  replyTo: string;
  fixedRecipient: string;
  campaignType: string;
  sendingType: 'EMAIL' | 'SMS' | 'LETTER' | 'PHONE';
  contents: string;
  letterFile: string | null;
  voice: string | null;
  locale: string | null;
  linkKey: string;
}

/** The same for every try of one message; a resend by hand (resends + 1) is a new message. */
export function messageIdOf(universeId: number, trackingId: number, resends: number, publicUrl: string): string {
  return `<campaign.${universeId}.${trackingId}.${resends}@${new URL(publicUrl).hostname}>`;
}

/** The idempotency key of one try of a row's SMS or call: the same for every try, new for a resend by hand. */
export function referenceOf(universeId: number, trackingId: number, resends: number): string {
  return `campaign.${universeId}.${trackingId}.${resends}`;
}

/**
 * Merge-tag values of one recipient: the sample's contact fields, the survey, its link (an address, given resolved:
 * surveyLinkOf) and the unit (HTML-escaped in HTML).
 */
export function recipientValues(r: Pick<Claimed, 'contact' | 'unitName' | 'surveyTitle'> & { surveyLink?: string }): Record<string, string> {
  const values: Record<string, string> = { 'survey.title': r.surveyTitle, 'unit.name': r.unitName };
  if (r.surveyLink) values['survey.link'] = r.surveyLink;
  for (const [k, v] of Object.entries(r.contact ?? {})) values[`contact.${k}`] = String(v);
  return values;
}

async function claim(db: Db, universeId: number, campaignId: number, batch: number, leaseSeconds: number): Promise<{ picked: number; rows: Claimed[] }> {
  return db.withTenant({ universeId }, async (c) => {
    // A suppressed address (unsubscribed, bounced) is never sent: a picked row of one leaves the queue as UNSUB here.
    // Checked on the picked rows only: checking every pending row at each batch made a 100,000-row campaign quadratic.
    const { rows } = await c.query<Claimed & { status: string }>(
      `with picked as (
         select t.id from campaign_tracking t join campaign c on c.id = t.campaign_id
         where t.campaign_id = $1 and c.state = 'STARTED' and t.status in ('PENDING', 'SENDING') and (t.claimed_until is null or t.claimed_until < now())
         order by t.id limit $2 for update of t skip locked),
       marked as (
         select p.id, exists (select 1 from campaign_suppression x join campaign_tracking r on x.address = lower(r.recipient) where r.id = p.id) as suppressed from picked p)
       update campaign_tracking t set status = case when marked.suppressed then 'UNSUB' else 'SENDING' end,
         claimed_until = case when marked.suppressed then null else now() + make_interval(secs => $3 * case when c.sending_type in ('LETTER', 'PHONE') then ${SLOW_LEASE_FACTOR} else 1 end) end,
         attempts = t.attempts + case when marked.suppressed then 0 else 1 end, updated_at = now()
       from marked, campaign c left join message_template m on m.id = c.template_id, survey sv
       where t.id = marked.id and c.id = t.campaign_id and sv.id = c.survey_id
       returning t.status, t.id::int as id, t.resends, t.recipient, coalesce((select s.contact from sample s where s.id = t.sample_id), '{}'::jsonb) as contact,
         coalesce((select u.name from sample s join unit u on u.id = s.unit_id where s.id = t.sample_id), '') as "unitName", sv.title as "surveyTitle",
         sv.config->'campaigns'->>'surveyLink' as "surveyLink", coalesce(m.subject, '') as subject, coalesce(m.html, '') as html, c.from_email as "fromEmail", c.from_name as "fromName", c.bcc, c.reply_to as "replyTo",
         c.fixed_recipient as "fixedRecipient", c.campaign_type as "campaignType", c.link_key as "linkKey", c.sending_type as "sendingType",
         coalesce(m.contents, '') as contents, m.letter_file as "letterFile", c.voice, c.locale`,
      [campaignId, batch, leaseSeconds],
    );
    return { picked: rows.length, rows: rows.filter((r) => r.status === 'SENDING').sort((a, b) => a.id - b.id) };
  });
}

/** A row that failed for a passing reason waits this long before it is tried again (by any process). */
export const RETRY_SECONDS = 60;
export const MAX_ATTEMPTS = 5;

interface Mark {
  id: number;
  status: Delivery['status'];
  error: string | null;
}

/**
 * Marks rows SENT, FAILED or back to PENDING (retried after RETRY_SECONDS, failed after MAX_ATTEMPTS), only while they
 * are still ours (SENDING): the rows finishing together in one statement.
 */
function marker(db: Db, universeId: number): (mark: Mark) => Promise<void> {
  return groupCommit<Mark>(async (marks) => {
    await db.withTenant({ universeId }, (c) =>
      c.query(
        `update campaign_tracking t set status = case when m.status = 'PENDING' and t.attempts >= $4 then 'FAILED' else m.status end, error = m.error,
           claimed_until = case when m.status = 'PENDING' then now() + make_interval(secs => $5) end,
           sent_at = case when m.status = 'SENT' then now() else t.sent_at end, updated_at = now()
         from unnest($1::bigint[], $2::text[], $3::text[]) as m(id, status, error)
         where t.id = m.id and t.status = 'SENDING'`,
        [marks.map((m) => m.id), marks.map((m) => m.status), marks.map((m) => m.error), MAX_ATTEMPTS, RETRY_SECONDS],
      ),
    );
  });
}

/** One recipient's message: subject and HTML with the merge tags filled (values escaped), links tracked. */
export function renderMail(r: Claimed, universeId: number, publicUrl: string): { subject: string; html: string; text: string } {
  const values = recipientValues({ ...r, surveyLink: surveyLinkOf(r.surveyLink, publicUrl) });
  const link = (kind: 'open' | 'click' | 'unsub', url?: string) => linkUrl(publicUrl, r.linkKey, kind, universeId, r.id, url);
  const mail = compiledMail(r.html);
  return { subject: fillMergeTags(r.subject, values), html: trackMailHtml(mail.html(values), link), text: mail.text(values) };
}

/** One row's e-mail over SMTP: a refusal (5xx) is final; anything else (connection lost, 4xx) goes back to the queue. */
async function deliverMail(mailer: Mailer, universeId: number, r: Claimed, opts: SenderOptions): Promise<Delivery> {
  const mail = renderMail(r, universeId, opts.publicUrl);
  const unsub = linkUrl(opts.publicUrl, r.linkKey, 'unsub', universeId, r.id);
  try {
    await mailer.send({
      to: r.campaignType === 'PUSH' && r.fixedRecipient ? r.fixedRecipient : r.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      universeId,
      from: r.fromEmail ? { name: r.fromName, address: r.fromEmail } : undefined,
      bcc: r.bcc || undefined,
      replyTo: r.replyTo || undefined,
      messageId: messageIdOf(universeId, r.id, r.resends, opts.publicUrl),
      returnPath: bounceAddress(opts.bounceDomain, r.linkKey, universeId, r.id),
      headers: { 'List-Unsubscribe': `<${unsub}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return { status: 'SENT' };
  } catch (err) {
    const code = (err as { responseCode?: number }).responseCode;
    return { status: code && code >= 500 ? 'FAILED' : 'PENDING', error: (err as Error).message.slice(0, 500) };
  }
}

/** One claimed row through its campaign's channel. */
function deliver(db: Db, mailer: Mailer, universeId: number, r: Claimed, opts: SenderOptions): Promise<Delivery> {
  if (r.sendingType === 'EMAIL') return deliverMail(mailer, universeId, r, opts);
  const row = { ...r, values: recipientValues({ ...r, surveyLink: surveyLinkOf(r.surveyLink, opts.publicUrl) }) };
  const reference = referenceOf(universeId, r.id, r.resends);
  if (r.sendingType === 'SMS') return deliverSms(opts.channels?.sms, universeId, row, reference);
  if (r.sendingType === 'PHONE') return deliverCall(db, opts.channels?.phone, universeId, row, reference);
  return deliverLetter(db, opts.channels?.letters, universeId, row);
}

/**
 * Sends every claimable row of the campaign; returns how many went out. Stops when the campaign leaves STARTED.
 * `window` workers share the claimed rows: each takes a row, sends it, and waits for its mark before taking the next.
 * The next batch is claimed (one claim at a time) when fewer rows than the window are left, so the workers seldom
 * wait for a claim.
 */
export async function sendCampaign(db: Db, mailer: Mailer, universeId: number, campaignId: number, opts: SenderOptions): Promise<number> {
  const type = await db.withTenant({ universeId }, async (c) =>
    (await c.query<{ type: Claimed['sendingType'] }>(`select sending_type as type from campaign where id = $1`, [campaignId])).rows[0]?.type,
  );
  const batch = opts.batch ?? (type === 'EMAIL' ? MAIL_BATCH : type === 'SMS' ? SMS_BATCH : SEND_BATCH);
  const window = opts.window ?? (type === 'EMAIL' ? WINDOW_PER_CONNECTION * mailer.connections : type === 'SMS' ? SMS_WINDOW : 1);
  const leaseSeconds = opts.leaseSeconds ?? LEASE_SECONDS;
  const mark = marker(db, universeId);
  const claimed: Claimed[] = [];
  let claiming: Promise<void> | null = null;
  let done = false;
  let sent = 0;
  const refill = () =>
    (claiming ??= claim(db, universeId, campaignId, batch, leaseSeconds)
      .then(({ picked, rows }) => {
        if (picked === 0) done = true;
        claimed.push(...rows);
      })
      .finally(() => (claiming = null)));
  const next = async (): Promise<Claimed | undefined> => {
    while (claimed.length === 0 && !done) await refill();
    const r = claimed.shift();
    // Ahead of need; a failed claim here is made again by the worker that finds no row.
    if (r && claimed.length < window && !done) refill().catch(() => {});
    return r;
  };
  const worker = async () => {
    try {
      for (let r = await next(); r; r = await next()) {
        const outcome = await deliver(db, mailer, universeId, r, opts);
        if (outcome.status === 'SENT') await opts.onSent?.(r.id);
        await mark({ id: r.id, status: outcome.status, error: outcome.error ?? null });
        if (outcome.status === 'SENT') sent++;
      }
    } catch (err) {
      // The other workers finish their rows and take no more; the job is tried again (the claimed rows' leases run out).
      done = true;
      claimed.length = 0;
      throw err;
    }
  };
  const workers = await Promise.allSettled(Array.from({ length: window }, worker));
  const failure = workers.find((w) => w.status === 'rejected');
  if (failure) throw failure.reason;
  // A claim made ahead may still run: it is waited for, so none outlives the call (its rows wait for their lease).
  await (claiming as Promise<void> | null)?.catch(() => {});
  return sent;
}
