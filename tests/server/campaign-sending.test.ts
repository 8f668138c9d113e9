/**
 * The campaign e-mail sender (issue 18 item 2) against the real database and real SMTP servers: exactly once across a
 * process killed with SIGKILL mid-send (at most the window of rows in flight in doubt, resent as the same messages), pause taking effect at the next batch, suppressed addresses never mailed,
 * and an SMTP refusal recorded as failed.
 */
import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { messageIdOf, sendCampaign } from '../../server/campaigns/sender';
import { runSchedules } from '../../server/campaigns/engine';
import { bounceAddress, newLinkKey } from '../../server/campaigns/links';
import { startBounceListener } from '../../server/campaigns/bounces';
import nodemailer from 'nodemailer';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { startMailSink, type MailSink } from '../support/mail-sink';

let database: TestDatabase;
let sink: MailSink;
let mailer: Mailer;
let universeId: number;
let surveyId: number;
let sampleIds: number[];

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const OPTS = { publicUrl: 'http://localhost:8080', defaultFrom: 'sightline@example.com', bounceDomain: 'bounces.example.com' };

/** A STARTED e-mail campaign with one PENDING row per address (on the demo's samples); answers its id. */
async function campaignFor(addresses: string[], html = '<p>Hej {{contact.name}}</p><a href="https://example.com/survey">Svara</a>'): Promise<number> {
  const [tpl] = await owner<{ id: number }>(
    `insert into message_template (universe_id, sending_type, name, subject, html) values ($1, 'EMAIL', $2, 'Hello {{contact.name}}', $3) returning id::int as id`,
    [universeId, `t-${Math.random()}`, html],
  );
  const [c] = await owner<{ id: number }>(
    `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, from_email, from_name, link, link_key)
     values ($1, $2, 'Test', 'PULL_ONCE', 'EMAIL', 'STARTED', $3, 'cx@example.com', 'CX team', 'all', $4) returning id::int as id`,
    [universeId, surveyId, tpl!.id, newLinkKey()],
  );
  await owner(
    `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient) select $1, $2, s, a from unnest($3::bigint[], $4::text[]) as r(s, a)`,
    [universeId, c!.id, sampleIds.slice(0, addresses.length), addresses],
  );
  return c!.id;
}

const statuses = async (campaignId: number) =>
  Object.fromEntries((await owner<{ status: string; n: number }>(`select status, count(*)::int as n from campaign_tracking where campaign_id = $1 group by status`, [campaignId])).map((r) => [r.status, r.n]));
const mailsTo = (address: string) => sink.mails.filter((m) => m.rcptTo.includes(address));

/** Rows the child sends at once (sent or being sent, not yet marked): what a kill may leave in doubt. */
const CHILD_WINDOW = 4;

function runChild(campaignId: number, holdMs: number, killAfter?: number): Promise<{ sent: number; killed: boolean }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/campaign-sender-child.ts', database.appUrl, sink.url, String(universeId), String(campaignId), String(holdMs), String(CHILD_WINDOW)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let sent = 0;
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      sent += (d.toString().match(/^SENT /gm) ?? []).length;
      if (killAfter !== undefined && sent >= killAfter) child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) => (signal === 'SIGKILL' || code === 0 ? resolve({ sent, killed: signal === 'SIGKILL' }) : reject(new Error(`sender exited with ${code}`))));
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startMailSink();
  mailer = createMailer({ smtpUrl: sink.url, from: 'sightline@example.com', db: database.db });
  const [s] = await owner<{ universeId: number; surveyId: number }>(`select universe_id as "universeId", id as "surveyId" from survey where ext_name = 'storevisit'`);
  ({ universeId, surveyId } = s!);
  sampleIds = (await owner<{ id: number }>(`select id::int as id from sample where survey_id = $1 order by id limit 40`, [surveyId])).map((r) => r.id);
});
afterAll(async () => {
  await mailer?.close();
  await sink?.close();
  await database?.drop();
});

describe('sending a campaign exactly once', () => {
  it('a sender killed with SIGKILL mid-send leaves at most its window unmarked, and a restart resends those only, as the same messages', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `kill${i}@example.com`);
    const id = await campaignFor(addresses);
    const first = await runChild(id, 300, 12);
    expect(first.killed).toBe(true);
    const rows = await owner<{ id: number; status: string; recipient: string }>(`select id::int as id, status, recipient from campaign_tracking where campaign_id = $1`, [id]);
    const atServer = new Set(sink.mails.map((m) => m.messageId));
    const reached = (r: { id: number }) => atServer.has(messageIdOf(universeId, r.id, 0, OPTS.publicUrl));
    // Every row marked sent is at the mail server; the rows at the mail server but not marked are those in flight at
    // the kill, never more than the window; the rest of the claimed batch (SENDING) and the rows not claimed are not.
    const marked = rows.filter((r) => r.status === 'SENT');
    const inDoubt = rows.filter((r) => r.status === 'SENDING' && reached(r));
    expect(marked.every(reached)).toBe(true);
    expect(inDoubt.length).toBeGreaterThanOrEqual(1);
    expect(inDoubt.length).toBeLessThanOrEqual(CHILD_WINDOW);
    expect(marked.length).toBeGreaterThanOrEqual(12 - CHILD_WINDOW);
    expect(rows.filter((r) => r.status === 'PENDING' || r.status === 'SENDING').some((r) => !reached(r))).toBe(true);
    // The dead process's lease runs out (here at once instead of after LEASE_SECONDS); another process finishes.
    await owner(`update campaign_tracking set claimed_until = now() - interval '1 second' where campaign_id = $1 and status = 'SENDING'`, [id]);
    const second = await runChild(id, 0);
    expect(second.killed).toBe(false);
    expect(await statuses(id)).toEqual({ SENT: 30 });
    // A row marked before the kill is never sent again; a row in doubt went to the mail server again as the same
    // message (one Message-ID per recipient), so a receiver can take it once.
    const doubted = new Set(inDoubt.map((r) => r.recipient));
    for (const a of addresses) {
      expect(mailsTo(a), a).toHaveLength(doubted.has(a) ? 2 : 1);
      expect(new Set(mailsTo(a).map((m) => m.messageId)).size, a).toBe(1);
    }
  }, 60_000);

  it('a pause stops the sending after the rows already claimed; resuming sends the rest, each once', async () => {
    const addresses = Array.from({ length: 15 }, (_, i) => `pause${i}@example.com`);
    const id = await campaignFor(addresses);
    // Two rows in flight: from the second sent row on, every worker waits until the pause has committed, so only the
    // first batch (ten rows, the next one is claimed when fewer than two are left) was claimed before it.
    let n = 0;
    let pausing: Promise<unknown> | undefined;
    const sent = await sendCampaign(database.db, mailer, universeId, id, {
      ...OPTS,
      batch: 10,
      window: 2,
      onSent: async () => {
        if (++n === 2) pausing = owner(`update campaign set state = 'PAUSED' where id = $1`, [id]);
        await pausing;
      },
    });
    expect(sent).toBe(10);
    expect(await statuses(id)).toEqual({ SENT: 10, PENDING: 5 });
    await owner(`update campaign set state = 'STARTED' where id = $1`, [id]);
    expect(await sendCampaign(database.db, mailer, universeId, id, OPTS)).toBe(5);
    for (const a of addresses) expect(mailsTo(a), a).toHaveLength(1);
  });

  it('never mails a suppressed address, and fills merge tags with escaped values', async () => {
    await owner(`insert into campaign_suppression (universe_id, address, reason) values ($1, 'gone@example.com', 'UNSUBSCRIBED')`, [universeId]);
    await owner(`update sample set contact = contact || '{"name": "<b>Eve</b> & Co"}' where id = $1`, [sampleIds[0]]);
    const id = await campaignFor(['kept@example.com', 'Gone@Example.com']);
    expect(await sendCampaign(database.db, mailer, universeId, id, OPTS)).toBe(1);
    expect(await statuses(id)).toEqual({ SENT: 1, UNSUB: 1 });
    expect(mailsTo('gone@example.com')).toHaveLength(0);
    expect(mailsTo('Gone@Example.com')).toHaveLength(0);
    const kept = mailsTo('kept@example.com')[0]!;
    const headers = kept.raw.split('\r\n\r\n')[0]!.replace(/\r\n\s+/g, ' ');
    expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost:8080\/rest\/campaignlink\/unsub\/\d+\/\d+\/[\w-]{43}>/);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(kept.subject).toBe('Hello <b>Eve</b> & Co');
    expect(kept.textBody).toContain('Hej <b>Eve</b> & Co');
    // The HTML part as the dev mailbox keeps it (decoded from the wire), with the tracked open pixel.
    expect(kept.htmlBody).toContain('<p>Hej &lt;b&gt;Eve&lt;/b&gt; &amp; Co</p>');
    expect(kept.htmlBody).toMatch(/<img [^>]*src="http:\/\/localhost:8080\/rest\/campaignlink\/open\/\d+\/\d+\/[\w-]{43}"/);
  });

  it('records an address the mail server refuses as failed, and sends the others', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(address, _session, cb) {
        if (address.address.startsWith('refused')) return cb(Object.assign(new Error('550 no such user'), { responseCode: 550 }));
        cb();
      },
      onData(stream, _s, cb) {
        stream.resume();
        stream.on('end', () => cb());
      },
    });
    await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', () => r()));
    const port = (refusing.server.address() as { port: number }).port;
    const refusingMailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'sightline@example.com', db: database.db });
    try {
      const id = await campaignFor(['refused@example.com', 'fine@example.com']);
      expect(await sendCampaign(database.db, refusingMailer, universeId, id, OPTS)).toBe(1);
      expect(await statuses(id)).toEqual({ SENT: 1, FAILED: 1 });
      const [failed] = await owner<{ error: string }>(`select error from campaign_tracking where campaign_id = $1 and status = 'FAILED'`, [id]);
      expect(failed!.error).toMatch(/550/);
    } finally {
      await refusingMailer.close();
      await new Promise<void>((r) => refusing.close(() => r()));
    }
  });

  it('two processes sending one campaign share the rows, each mailed once', async () => {
    const addresses = Array.from({ length: 20 }, (_, i) => `share${i}@example.com`);
    const id = await campaignFor(addresses);
    const other = createMailer({ smtpUrl: sink.url, from: 'sightline@example.com', db: database.db });
    try {
      const [a, b] = await Promise.all([sendCampaign(database.db, mailer, universeId, id, { ...OPTS, batch: 3 }), sendCampaign(database.db, other, universeId, id, { ...OPTS, batch: 3 })]);
      expect(a + b).toBe(20);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    for (const addr of addresses) expect(mailsTo(addr), addr).toHaveLength(1);
  });
});

/** A delivery status notification (RFC 3464) as a remote mail server sends it back about `to`. */
function dsn(returnPath: string, to: string, action: string, status: string, diagnostic: string): string {
  return [
    `From: Mail Delivery System <mailer-daemon@mx.example.org>`,
    `To: ${returnPath}`,
    `Subject: Undelivered Mail Returned to Sender`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/report; report-type=delivery-status; boundary="b1"`,
    ``,
    `--b1`,
    `Content-Type: text/plain; charset=us-ascii`,
    ``,
    `I'm sorry to have to inform you that your message could not be delivered.`,
    ``,
    `--b1`,
    `Content-Type: message/delivery-status`,
    ``,
    `Reporting-MTA: dns; mx.example.org`,
    `Arrival-Date: Mon, 7 Dec 2026 10:00:00 +0000`,
    ``,
    `Final-Recipient: rfc822; ${to}`,
    `Original-Recipient: rfc822; ${to}`,
    `Action: ${action}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${diagnostic}`,
    ``,
    `--b1`,
    `Content-Type: text/rfc822-headers`,
    ``,
    `Subject: Hello`,
    ``,
    `--b1--`,
    ``,
  ].join('\r\n');
}

describe('asynchronous bounces', () => {
  it('a DSN over SMTP to the return path fails its row with the status and diagnostic; a delay does not; a forged address is refused', async () => {
    const listener = await startBounceListener(database.db, { domain: 'bounces.example.com', host: '127.0.0.1', port: 0, log: () => {} });
    const daemon = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
    try {
      const id = await campaignFor(['bounced@example.com', 'delayed@example.com', 'fine-bounce@example.com']);
      expect(await sendCampaign(database.db, mailer, universeId, id, OPTS)).toBe(3);
      // Each mail's envelope sender is its row's signed VERP address.
      const rows = await owner<{ id: number; recipient: string; key: string }>(
        `select t.id::int as id, t.recipient, c.link_key as key from campaign_tracking t join campaign c on c.id = t.campaign_id where t.campaign_id = $1`,
        [id],
      );
      const returnPath = (to: string) => {
        const r = rows.find((x) => x.recipient === to)!;
        return bounceAddress('bounces.example.com', r.key, universeId, r.id);
      };
      for (const r of rows) expect(mailsTo(r.recipient)[0]!.mailFrom).toBe(returnPath(r.recipient));
      const send = (to: string, raw: string) => daemon.sendMail({ envelope: { from: 'mailer-daemon@mx.example.org', to: [to] }, raw });

      await send(returnPath('bounced@example.com'), dsn(returnPath('bounced@example.com'), 'bounced@example.com', 'failed', '5.1.1', '550 5.1.1 <bounced@example.com>: User unknown'));
      await send(returnPath('delayed@example.com'), dsn(returnPath('delayed@example.com'), 'delayed@example.com', 'delayed', '4.4.1', '451 4.4.1 Try again later'));
      const after = await owner<{ recipient: string; status: string; error: string | null }>(`select recipient, status, error from campaign_tracking where campaign_id = $1 order by recipient`, [id]);
      expect(after).toEqual([
        { recipient: 'bounced@example.com', status: 'FAILED', error: 'Bounced: 5.1.1 smtp; 550 5.1.1 <bounced@example.com>: User unknown' },
        { recipient: 'delayed@example.com', status: 'SENT', error: null },
        { recipient: 'fine-bounce@example.com', status: 'SENT', error: null },
      ]);
      expect(await owner(`select reason from campaign_suppression where address = 'bounced@example.com'`)).toEqual([{ reason: 'BOUNCED' }]);

      // A return path with another row's signature, or of no row, is refused before any data.
      const fine = returnPath('fine-bounce@example.com');
      const forged = fine.replace(/\.[0-9a-f]{32}@/, `.${'0'.repeat(32)}@`);
      const forgedDsn = dsn(forged, 'fine-bounce@example.com', 'failed', '5.1.1', '550 User unknown');
      await expect(send(forged, forgedDsn)).rejects.toMatchObject({ responseCode: 550 });
      await expect(send(fine.replace(/bounce\+\d+\.\d+\./, `bounce+${universeId}.999999999.`), forgedDsn)).rejects.toMatchObject({ responseCode: 550 });
      expect((await statuses(id)).SENT).toBe(2);
    } finally {
      daemon.close();
      await listener.close();
    }
  });
});

describe('the campaign schedule', () => {
  it('starts a campaign at its scheduled start, and lets a PULL campaign add new recipients once a period on its weekdays', async () => {
    const [place] = await owner<{ unit: number; admin: number }>(
      `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) select universe_id, survey_id, id, 'sched', 'Schedule town', 2, 'all,se,sched' from unit where survey_id = $1 and path = 'all,se'
       returning id as unit, (select id from app_user where username = 'admin') as admin`,
      [surveyId],
    );
    const sampleOn = async (day: string, email: string) =>
      owner(`insert into sample (universe_id, survey_id, unit_id, event_date, contact) values ($1, $2, $3, $4, $5)`, [universeId, surveyId, place!.unit, day, JSON.stringify({ name: email, email })]);
    await sampleOn('2020-05-01', 'may1@example.com');
    await sampleOn('2020-01-01', 'january@example.com');
    const link = 'all,se,sched;ftime=Ige01012020:01012021';
    const make = async (type: string, state: string, start: string | null, weekdays = ['mon', 'tue', 'wed', 'thu', 'fri']) =>
      (
        await owner<{ id: number }>(
          `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, link, scheduled_start, scheduled_period, schedule_params, link_key, created_by)
           values ($1, $2, $3, $4, 'EMAIL', $5, $6, $7, 'DAILY', $10, $8, $9) returning id::int as id`,
          [universeId, surveyId, `${type} ${state}`, type, state, link, start, newLinkKey(), place!.admin, JSON.stringify({ fromDays: -30, toDays: 0, weekdays })],
        )
      )[0]!.id;
    const pull = await make('PULL', 'STARTED', null);
    const scheduled = await make('PULL_ONCE', 'CREATED', '2020-05-11T08:00:00Z');
    const rows = async (id: number) => (await owner<{ recipient: string }>(`select recipient from campaign_tracking where campaign_id = $1 order by id`, [id])).map((r) => r.recipient);
    // Sunday 10 May 2020: not a weekday of the PULL campaign, and before the scheduled start.
    expect(await runSchedules(database.db, new Date('2020-05-10T09:00:00Z'))).toEqual([]);
    expect(await rows(pull)).toEqual([]);
    // Monday: the PULL campaign adds the sample of the last 30 days (not January's); the scheduled one starts with both.
    const monday = await runSchedules(database.db, new Date('2020-05-11T09:00:00Z'));
    expect(monday.map((d) => d.campaignId).sort()).toEqual([pull, scheduled].sort());
    expect(await rows(pull)).toEqual(['may1@example.com']);
    expect(await rows(scheduled)).toEqual(['may1@example.com', 'january@example.com']);
    expect((await owner<{ state: string }>(`select state from campaign where id = $1`, [scheduled]))[0]!.state).toBe('STARTED');
    // Later the same day nothing more (DAILY); the next day the new sample joins, the earlier one is not added twice.
    await sampleOn('2020-05-11', 'may11@example.com');
    expect((await runSchedules(database.db, new Date('2020-05-11T15:00:00Z'))).map((d) => d.campaignId)).not.toContain(pull);
    expect((await runSchedules(database.db, new Date('2020-05-12T09:05:00Z'))).map((d) => d.campaignId)).toContain(pull);
    expect(await rows(pull)).toEqual(['may1@example.com', 'may11@example.com']);
    // Thursday 21 May 2020 is Ascension Day in Sweden (the path's country): a holiday counts as hol, not as Thursday.
    const holidaysOnly = await make('PULL', 'STARTED', null, ['hol']);
    await sampleOn('2020-05-20', 'may20@example.com');
    const wednesday = (await runSchedules(database.db, new Date('2020-05-20T09:00:00Z'))).map((d) => d.campaignId);
    expect(wednesday).toContain(pull);
    expect(wednesday).not.toContain(holidaysOnly);
    await sampleOn('2020-05-21', 'ascension@example.com');
    const ascension = (await runSchedules(database.db, new Date('2020-05-21T09:00:00Z'))).map((d) => d.campaignId);
    expect(ascension).toContain(holidaysOnly);
    expect(ascension).not.toContain(pull);
  });
});
