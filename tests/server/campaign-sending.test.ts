/**
 * The campaign e-mail sender (issue 18 item 2) against the real database and real SMTP servers: exactly once across a
 * process killed with SIGKILL mid-batch, pause taking effect at the next batch, suppressed addresses never mailed,
 * and an SMTP refusal recorded as failed.
 */
import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { sendCampaign } from '../../server/campaigns/sender';
import { runSchedules } from '../../server/campaigns/engine';
import { newLinkKey } from '../../server/campaigns/links';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import { startMailSink, type MailSink } from '../support/mail-sink';

let database: TestDatabase;
let sink: MailSink;
let mailer: Mailer;
let universeId: number;
let surveyId: number;
let sampleIds: number[];

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const OPTS = { publicUrl: 'http://localhost:8080', defaultFrom: 'sightline@example.com' };

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

function runChild(campaignId: number, pauseMs: number, killAfter?: number): Promise<{ sent: number; killed: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/campaign-sender-child.ts', database.appUrl, sink.url, String(universeId), String(campaignId), String(pauseMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  it('a sender killed with SIGKILL mid-batch loses no message and sends none twice (one Message-ID per recipient)', async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `kill${i}@example.com`);
    const id = await campaignFor(addresses);
    const first = await runChild(id, 400, 7);
    expect(first.killed).toBe(true);
    const midway = await statuses(id);
    // Killed mid-batch: some sent, the claimed batch left SENDING (one of them already at the mail server), the rest pending.
    expect(midway.SENT).toBeGreaterThanOrEqual(6);
    expect(midway.SENDING).toBeGreaterThanOrEqual(1);
    expect(midway.PENDING).toBeGreaterThanOrEqual(1);
    // The dead process's lease runs out (here at once instead of after LEASE_SECONDS); another process finishes.
    await owner(`update campaign_tracking set claimed_until = now() - interval '1 second' where campaign_id = $1 and status = 'SENDING'`, [id]);
    const second = await runChild(id, 0);
    expect(second.killed).toBe(false);
    expect(await statuses(id)).toEqual({ SENT: 12 });
    for (const a of addresses) {
      const ids = new Set(mailsTo(a).map((m) => m.messageId));
      expect(ids.size, a).toBe(1);
    }
    // The one row in doubt at the kill went to the mail server again as the same message, so it counts once.
    expect(addresses.reduce((n, a) => n + mailsTo(a).length, 0)).toBeLessThanOrEqual(13);
    expect(new Set(addresses.flatMap((a) => mailsTo(a).map((m) => m.messageId))).size).toBe(12);
  }, 60_000);

  it('a pause stops the sending at the next batch; resuming sends the rest, each once', async () => {
    const addresses = Array.from({ length: 15 }, (_, i) => `pause${i}@example.com`);
    const id = await campaignFor(addresses);
    let n = 0;
    const sent = await sendCampaign(database.db, mailer, universeId, id, {
      ...OPTS,
      batch: 5,
      onSent: () => {
        if (++n === 2) void owner(`update campaign set state = 'PAUSED' where id = $1`, [id]);
      },
    });
    expect(sent).toBeLessThanOrEqual(10);
    expect((await statuses(id)).PENDING).toBeGreaterThanOrEqual(5);
    await owner(`update campaign set state = 'STARTED' where id = $1`, [id]);
    expect(sent + (await sendCampaign(database.db, mailer, universeId, id, OPTS))).toBe(15);
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
