/**
 * SMS, phone and letter campaigns through the sending engine (issue 18 item 2) against the real database: each row
 * once, also when two workers share a campaign and when a row is tried again after a process died between the
 * provider and the mark (its lease ran out); merge tags per recipient, suppression, failures recorded with the
 * reason; the letters made with LibreOffice and downloaded through HTTP (the letters task, a row's letter).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { sendCampaign, type SenderOptions } from '../../server/campaigns/sender';
import { newLinkKey } from '../../server/campaigns/links';
import { loadConfig } from '../../server/config';
import { demoLetterXml, DEMO_LETTERS } from '../../server/demo/letters';
import { loadIdpKeys } from '../../server/idp/keys';
import { startJobQueue, type JobQueue } from '../../server/jobs/queue';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { readMpegFrames } from '../../server/phone/mpeg';
import { createPhoneSimulator } from '../../server/phone/simulator';
import { registerReportJobs } from '../../server/reports/service';
import { createSmsSink } from '../../server/sms/sink';
import { signInToken, TEST_PUBLIC_URL } from '../support/app';
import { asOwner, createTestDatabase, type TestDatabase } from '../support/db';
import type { CampaignTrackings } from '../../schemas/api/campaign-trackings.gen';

let database: TestDatabase;
let jobs: JobQueue;
let app: FastifyInstance;
let admin: string;
let mailer: Mailer;
let opts: SenderOptions;
let universeId: number;
let surveyId: number;
let sampleIds: number[];
const config = () => loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DATABASE_URL: database.adminUrl });

const owner = <T>(sql: string, values: unknown[] = []) => asOwner(database.adminUrl, async (c) => (await c.query(sql, values)).rows as T[]);
const get = (url: string) => app.inject({ url: `/rest/${url}`, headers: { authorization: admin } });

interface Channel {
  sendingType: 'EMAIL' | 'SMS' | 'PHONE' | 'LETTER';
  template?: { contents?: string; html?: string; letterFile?: string };
  voice?: string;
  locale?: string;
}

/** A STARTED campaign of the channel with one PENDING row per recipient (on the demo's samples, named in order). */
async function campaignFor(channel: Channel, recipients: string[], names: string[] = []): Promise<number> {
  for (const [i, name] of names.entries()) await owner(`update sample set contact = contact || jsonb_build_object('name', $2::text) where id = $1`, [sampleIds[i], name]);
  const [tpl] = await owner<{ id: number }>(
    `insert into message_template (universe_id, sending_type, name, contents, html, letter_file, letter_file_name) values ($1, $2, $3, $4, $5, $6, $7) returning id::int as id`,
    [universeId, channel.sendingType === 'PHONE' ? 'SMS' : channel.sendingType, `t-${Math.random()}`, channel.template?.contents ?? '', channel.template?.html ?? '', channel.template?.letterFile ?? null, channel.template?.letterFile ? 'brev.fodt' : null],
  );
  const [c] = await owner<{ id: number }>(
    `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, from_email, voice, locale, link, link_key)
     values ($1, $2, 'Channel test', 'PULL_ONCE', $3, 'STARTED', $4, 'Nordhem', $5, $6, 'all', $7) returning id::int as id`,
    [universeId, surveyId, channel.sendingType, tpl!.id, channel.voice ?? null, channel.locale ?? null, newLinkKey()],
  );
  await owner(`insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient) select $1, $2, s, a from unnest($3::bigint[], $4::text[]) as r(s, a)`, [
    universeId,
    c!.id,
    sampleIds.slice(0, recipients.length),
    recipients,
  ]);
  return c!.id;
}

const statuses = async (campaignId: number) =>
  Object.fromEntries((await owner<{ status: string; n: number }>(`select status, count(*)::int as n from campaign_tracking where campaign_id = $1 group by status`, [campaignId])).map((r) => [r.status, r.n]));
const rows = (campaignId: number) => owner<{ id: number; recipient: string; status: string; error: string | null }>(`select id::int as id, recipient, status, error from campaign_tracking where campaign_id = $1 order by id`, [campaignId]);

/** As if the process that sent these rows died before marking them: SENDING again, its lease run out. */
const lostMarks = (campaignId: number) =>
  owner(`update campaign_tracking set status = 'SENDING', claimed_until = now() - interval '1 second' where campaign_id = $1 and status = 'SENT'`, [campaignId]);

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue(database.adminUrl, { pollingIntervalSeconds: 0.5 });
  app = await buildApp(config(), { db: database.db, idpKeys: await loadIdpKeys(database.adminUrl), jobs });
  await registerReportJobs(jobs, database.db, () => {});
  admin = await signInToken(app, { username: 'admin', password: 'sightline-admin' });
  mailer = createMailer({ from: 'sightline@example.com', db: database.db });
  opts = {
    publicUrl: TEST_PUBLIC_URL,
    defaultFrom: 'sightline@example.com',
    bounceDomain: 'bounces.example.com',
    channels: { sms: createSmsSink(database.db), phone: createPhoneSimulator(database.db), letters: config().letters },
  };
  const [s] = await owner<{ universeId: number; surveyId: number }>(`select universe_id as "universeId", id as "surveyId" from survey where ext_name = 'storevisit'`);
  ({ universeId, surveyId } = s!);
  sampleIds = (await owner<{ id: number }>(`select id::int as id from sample where survey_id = $1 order by id limit 20`, [surveyId])).map((r) => r.id);
});
afterAll(async () => {
  await app?.close();
  await mailer?.close();
  await jobs?.stop(2000).catch(() => {});
  await database?.drop();
});

describe('e-mail campaigns in the dev mailbox', () => {
  const mailsTo = async (to: string) => (await mailer.list(universeId, 1000)).filter((m) => m.rcptTo.includes(to));

  it("lists a mail sent again after a lost mark once (one per Message-ID), a resend by hand beside it, and leads {{survey.link}} through the click redirect", async () => {
    const addresses = ['once1@example.com', 'once2@example.com'];
    const id = await campaignFor({ sendingType: 'EMAIL', template: { html: '<p>Hej {{contact.name}}</p><p><a href="{{survey.link}}">Svara</a></p>' } }, addresses, ['Åsa']);
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(2);
    await lostMarks(id);
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(2);
    for (const a of addresses) expect(await mailsTo(a), a).toHaveLength(1);
    // The demo survey's campaigns.surveyLink is a path on this server: the mail's link is the signed click redirect to it.
    const [mail] = await mailsTo(addresses[0]!);
    const href = /<a href="([^"]+)">Svara<\/a>/.exec(mail!.htmlBody!)![1]!.replace(/&amp;/g, '&');
    expect(href.startsWith(`${TEST_PUBLIC_URL}/rest/campaignlink/click/${universeId}/`)).toBe(true);
    expect(new URL(href).searchParams.get('url')).toBe(`${TEST_PUBLIC_URL}/new/page/overview/storevisit/all`);
    // A resend by hand is a new message (a new Message-ID).
    const [first] = await rows(id);
    expect((await get(`vuejs/mailcampaign/sendmail/storevisit/${id}?ids=${first!.id}`)).json()).toMatchObject({ affected: 1 });
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(1);
    expect(await mailsTo(addresses[0]!)).toHaveLength(2);
    expect(await mailsTo(addresses[1]!)).toHaveLength(1);
  });
});

describe('SMS campaigns', () => {
  const smsTo = (to: string) => owner<{ text: string; sender: string; parts: number }>(`select text, sender, parts from sms_message where recipient = $1`, [to]);

  it('texts each recipient once with their own values, also after a lost mark and with two workers sharing the rows', async () => {
    const numbers = Array.from({ length: 8 }, (_, i) => `+46 70 100 00 0${i}`);
    const id = await campaignFor({ sendingType: 'SMS', template: { contents: 'Hej {{contact.name}}! Hur var besöket i {{unit.name}}?' } }, numbers, ['Åsa', 'Bo']);
    const [a, b] = await Promise.all([sendCampaign(database.db, mailer, universeId, id, { ...opts, batch: 2 }), sendCampaign(database.db, mailer, universeId, id, { ...opts, batch: 2 })]);
    expect(a + b).toBe(8);
    expect(await statuses(id)).toEqual({ SENT: 8 });
    await lostMarks(id);
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(8);
    for (const n of numbers) expect(await smsTo(n), n).toHaveLength(1);
    const [first] = await smsTo(numbers[0]!);
    expect(first!.text).toMatch(/^Hej Åsa! Hur var besöket i .+\?$/);
    expect(first!.sender).toBe('Nordhem');
    expect(first!.parts).toBe(1);
    expect((await smsTo(numbers[1]!))[0]!.text).toMatch(/^Hej Bo!/);
  });

  it('never texts a suppressed number, and records a message longer than ten parts as failed with the reason', async () => {
    await owner(`insert into campaign_suppression (universe_id, address, reason) values ($1, '+46 70 999 99 99', 'UNSUBSCRIBED')`, [universeId]);
    const id = await campaignFor({ sendingType: 'SMS', template: { contents: '{{contact.name}}' } }, ['+46 70 999 99 99', '+46 70 200 00 01', '+46 70 200 00 02'], ['Ann', 'Bo', 'x'.repeat(1600)]);
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(1);
    expect(await statuses(id)).toEqual({ UNSUB: 1, SENT: 1, FAILED: 1 });
    expect(await smsTo('+46 70 999 99 99')).toEqual([]);
    const failed = (await rows(id)).find((r) => r.status === 'FAILED')!;
    expect(failed.error).toBe('The message needs 11 SMS parts; at most 10 are sent.');
  });
});

describe('phone campaigns', () => {
  it('calls each recipient once (also after a lost mark), keeps the recording that callrecording plays, and records a bad number as failed', async () => {
    const id = await campaignFor({ sendingType: 'PHONE', template: { contents: 'Hej {{contact.name}}, tack för ditt besök.' }, voice: 'female', locale: 'sv' }, [
      '+46 70 300 00 01',
      '+46 70 300 00 02',
      'no number',
    ]);
    const [a, b] = await Promise.all([sendCampaign(database.db, mailer, universeId, id, { ...opts, batch: 1 }), sendCampaign(database.db, mailer, universeId, id, { ...opts, batch: 1 })]);
    expect(a + b).toBe(2);
    expect(await statuses(id)).toEqual({ SENT: 2, FAILED: 1 });
    expect((await rows(id)).find((r) => r.status === 'FAILED')!.error).toBe('"no number" is not a phone number.');
    await lostMarks(id);
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(2);
    const calls = await owner<{ recipient: string; n: number }>(`select recipient, count(*)::int as n from phone_call where recipient like '+46 70 300%' group by recipient order by recipient`);
    expect(calls).toEqual([
      { recipient: '+46 70 300 00 01', n: 1 },
      { recipient: '+46 70 300 00 02', n: 1 },
    ]);

    const page = await get(`vuejs/mailcampaign/trackings/storevisit/${id}/details?from=0&to=50`);
    expect(page.statusCode, page.body).toBe(200);
    const tracked = page.json<CampaignTrackings>().rows;
    expect(tracked.map((r) => [r.status, r.recording])).toEqual([
      ['SENT', true],
      ['SENT', true],
      ['FAILED', false],
    ]);
    const audio = await get(`vuejs/mailcampaign/callrecording/storevisit/${id}/${tracked[0]!.id}`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(readMpegFrames(audio.rawPayload)!.seconds).toBeGreaterThan(1);
  });
});

describe('letter campaigns', () => {
  const letter = demoLetterXml(DEMO_LETTERS.customerSv);
  let id: number;

  async function finished(uuid: string): Promise<{ status: string; error?: string }> {
    for (const end = Date.now() + 60_000; ; ) {
      const status = (await get(`vuejs/reports/status/storevisit/${uuid}`)).json<{ status: string; error?: string }>();
      if (status.status === 'FINISHED' || status.status === 'FAILED' || Date.now() > end) return status;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  async function lettersTask(all: boolean) {
    const queued = await get(`lettersarchive/storevisit/${id}?all=${all}`);
    expect(queued.statusCode, queued.body).toBe(200);
    const uuid = queued.json<{ taskUUID: string }>().taskUUID;
    return { status: await finished(uuid), file: await get(`vuejs/reports/download/storevisit/${uuid}`) };
  }
  const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

  it('makes each letter with LibreOffice from the template and the recipient, and fails a template without a document', async () => {
    id = await campaignFor({ sendingType: 'LETTER', template: { letterFile: letter } }, ['Åsa Berg', 'Bo Ek'], ['Åsa Berg', 'Bo Ek']);
    expect(await sendCampaign(database.db, mailer, universeId, id, opts)).toBe(2);
    const made = await owner<{ pdf: Buffer }>(`select l.pdf from campaign_letter l join campaign_tracking t on t.id = l.tracking_id where t.campaign_id = $1`, [id]);
    expect(made).toHaveLength(2);
    for (const m of made) expect(m.pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const empty = await campaignFor({ sendingType: 'LETTER' }, ['Cay']);
    expect(await sendCampaign(database.db, mailer, universeId, empty, opts)).toBe(0);
    expect((await rows(empty))[0]).toMatchObject({ status: 'FAILED', error: 'The letter template has no document (.fodt).' });
  }, 120_000);

  it("downloads the new letters as one PDF through the letters task, then none are new, and 'all' has them again", async () => {
    const first = await lettersTask(false);
    expect(first.status).toMatchObject({ status: 'FINISHED' });
    expect(first.file.statusCode).toBe(200);
    expect(first.file.headers['content-type']).toMatch(/^application\/pdf/);
    expect(first.file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(first.file.rawPayload)).toBe(2);

    expect((await lettersTask(false)).status).toEqual({ status: 'FAILED', position: 0, error: 'There are no new letters since the last download.' });
    const all = await lettersTask(true);
    expect(all.status).toMatchObject({ status: 'FINISHED' });
    expect(pdfPages(all.file.rawPayload)).toBe(2);
  }, 120_000);

  it("downloads one row's letter as a direct link and through renderletter, and refuses the task for a campaign without letters", async () => {
    const [row] = await rows(id);
    const direct = await get(`vuejs/download/letter/storevisit/${id}/${row!.id}`);
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.headers['content-type']).toMatch(/^application\/pdf/);
    expect(direct.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [tpl] = await owner<{ id: number }>(`select template_id::int as id from campaign where id = $1`, [id]);
    const viaTemplate = await get(`vuejs/letteruploader/renderletter/storevisit/${tpl!.id}?trackingid=${row!.id}`);
    expect(viaTemplate.statusCode, viaTemplate.body).toBe(200);
    expect(viaTemplate.rawPayload.equals(direct.rawPayload)).toBe(true);

    const sms = await campaignFor({ sendingType: 'SMS', template: { contents: 'Hej' } }, ['+46 70 400 00 01']);
    const refused = await get(`lettersarchive/storevisit/${sms}?all=true`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'not_letter_campaign', message: `Campaign ${sms} sends no letters.` });
    expect((await get(`vuejs/download/letter/storevisit/${id}/999999999`)).statusCode).toBe(404);
  });
});

describe('the demo campaigns', () => {
  it('has SMS, phone and letter campaigns with tracking history: sent and failed texts, answered calls with their recordings, letters to make', async () => {
    const seen = await owner<{ title: string; sendingType: string; state: string; status: string; n: number; recorded: number }>(
      `select c.title, c.sending_type as "sendingType", c.state, t.status, count(*)::int as n, count(r.id)::int as recorded
       from campaign c join survey s on s.id = c.survey_id join campaign_tracking t on t.campaign_id = c.id left join call_recording r on r.tracking_id = t.id
       where s.ext_name = 'storevisit' and c.sending_type <> 'EMAIL' and c.title <> 'Channel test' group by 1, 2, 3, 4 order by 1, 4`,
    );
    expect(seen).toEqual([
      { title: 'Calls to unhappy customers', sendingType: 'PHONE', state: 'STOPPED', status: 'SENT', n: 5, recorded: 5 },
      { title: 'Letters without e-mail', sendingType: 'LETTER', state: 'PAUSED', status: 'PENDING', n: 3, recorded: 0 },
      { title: 'SMS reminder', sendingType: 'SMS', state: 'STOPPED', status: 'FAILED', n: 2, recorded: 0 },
      { title: 'SMS reminder', sendingType: 'SMS', state: 'STOPPED', status: 'PENDING', n: 2, recorded: 0 },
      { title: 'SMS reminder', sendingType: 'SMS', state: 'STOPPED', status: 'SENT', n: 16, recorded: 0 },
    ]);
  });
});
