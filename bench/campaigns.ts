/**
 * `npm run bench:campaigns`: the campaign engine's budgets (issue 18, "Budgets"), through the real code paths.
 * A template database (the demo's store-visit survey, plus 100,000 samples with contacts in their own unit) is made
 * once in .tmp/campaigns-bench-data; each run works in a fresh copy of it, so runs start alike.
 * 1. Render and queue 100,000 recipients in at most 60 s: the wizard's start of a PULL_ONCE e-mail campaign
 *    (startNow in changeCampaign: recipient selection and one tracking row each), then every recipient's mail
 *    rendered as the sender does (renderMail). Beside it: a bare insert of the same 100,000 tracking rows.
 * 2. Send at 200 mails a second or more: sendCampaign through the embedded SMTP sink (the default mailer, which keeps
 *    each mail in the dev mailbox) for SEND_SECONDS, then a pause. Beside it: bare pooled nodemailer to a sink that
 *    keeps nothing, one mail at a time and with as many in flight as the mailer has connections.
 * 3. The details screen's tracking table under 100 ms a page over 100,000 rows: the `trackings` call (first page, a
 *    middle and the last page, each sort column both ways at its first, middle and last page, text filters matching
 *    a few rows, a status, a tenth and every row), median of RUNS. Beside it: a bare `order by id limit 50` of the
 *    campaign's rows.
 *
 * Options: --recipients N (100000), --send-seconds N (20), --runs N (7), --data-dir DIR, --tracking-only (queues the
 * campaign, then measures only the tracking table: no rendering, no sending).
 */
import { parseArgs } from 'node:util';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { changeCampaign, readCampaigns, type CampaignDeps } from '../server/campaigns/calls';
import { renderMail, sendCampaign } from '../server/campaigns/sender';
import { startNow, trackings } from '../server/campaigns/service';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { createDb } from '../server/db/pool';
import { prepareDatabase } from '../server/db/prepare';
import { seedDemo } from '../server/demo/index';
import { createMailer } from '../server/mail/mailer';
import { startMailboxServer } from '../server/mail/mailbox-server';
import type { TrackingsQuery } from '../schemas/api/params/trackings-query.gen';

const { values } = parseArgs({
  options: {
    recipients: { type: 'string', default: '100000' },
    'send-seconds': { type: 'string', default: '20' },
    runs: { type: 'string', default: '7' },
    'data-dir': { type: 'string', default: '.tmp/campaigns-bench-data' },
    'tracking-only': { type: 'boolean', default: false },
  },
});
const RECIPIENTS = Number(values.recipients);
const SEND_SECONDS = Number(values['send-seconds']);
const RUNS = Number(values.runs);
const BUDGET = { queueSeconds: 60, mailsPerSecond: 200, pageMs: 100 };
const TEMPLATE_DB = `sightline_campaigns_${RECIPIENTS}`;
const RUN_DB = 'sightline_campaigns_run';
const PATH = 'all,zzbench;ftime=Ige01012020:01012021';
const PUBLIC_URL = 'http://localhost:8080';
const FROM = 'sightline@example.com';
const log = (m: string) => process.stderr.write(`${m}\n`);
const seconds = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e9;

const cluster = await startEmbeddedPostgres({ dataDir: values['data-dir']! });
const postgres = new pg.Client(cluster.adminUrl());
await postgres.connect();

/** The template: migrated, the store-visit demo, a unit with RECIPIENTS samples with a name and an address, an e-mail template. */
async function ensureTemplate(): Promise<void> {
  if ((await postgres.query('select 1 from pg_database where datname = $1', [TEMPLATE_DB])).rowCount) return;
  const started = Date.now();
  await postgres.query(`create database ${TEMPLATE_DB}`);
  await prepareDatabase(cluster.adminUrl(TEMPLATE_DB));
  const owner = new pg.Client(cluster.adminUrl(TEMPLATE_DB));
  await owner.connect();
  await seedDemo(owner, { interviews: 2000, onlyStoreVisit: true, seed: 7, today: '2026-11-25', log });
  const { rows } = await owner.query(
    `select s.id, s.universe_id, u.id as root from survey s join unit u on u.survey_id = s.id and u.path = 'all' where s.ext_name = 'storevisit'`,
  );
  const { id: surveyId, universe_id: universeId, root } = rows[0];
  const unit = (
    await owner.query(
      `insert into unit (universe_id, survey_id, parent_id, ext_name, name, level, path) values ($1, $2, $3, 'zzbench', 'Benchland', 1, 'all,zzbench') returning id`,
      [universeId, surveyId, root],
    )
  ).rows[0].id;
  await owner.query(
    `insert into sample (universe_id, survey_id, unit_id, state, event_date, contact)
     select $1, $2, $3, 1, date '2020-01-01' + (g % 360), jsonb_build_object('name', 'Person ' || g, 'email', 'person' || g || '@bench.example.com')
     from generate_series(1, $4) g`,
    [universeId, surveyId, unit, RECIPIENTS],
  );
  await owner.query(
    `insert into message_template (universe_id, sending_type, name, subject, html, from_email, from_name) values ($1, 'EMAIL', 'Bench invite', 'Hello {{contact.name}}',
       '<h1>Dear {{contact.name}}</h1><p>Thank you for visiting {{unit.name}}. Tell us about it in {{survey.title}}:</p><p><a href="https://example.com/answer?a=1&amp;b=2">Answer</a></p><p>The CX team</p>',
       'cx@example.com', 'CX team')`,
    [universeId],
  );
  await owner.query('vacuum analyze');
  await owner.end();
  log(`Made the template database in ${((Date.now() - started) / 1000).toFixed(0)} s (later runs reuse it).`);
}

await ensureTemplate();
await postgres.query(`drop database if exists ${RUN_DB} with (force)`);
await postgres.query(`create database ${RUN_DB} template ${TEMPLATE_DB}`);
const adminUrl = cluster.adminUrl(RUN_DB);
const { appUrl } = await prepareDatabase(adminUrl);
const owner = new pg.Client(adminUrl);
await owner.connect();
const db = createDb(appUrl, { poolSize: 4, reservedPoolSize: 1 });
const deps: CampaignDeps = { db, jobs: null };
const who = (
  await owner.query<{ userId: number; universeId: number }>(
    `select m.user_id as "userId", m.universe_id as "universeId" from universe_member m join app_user u on u.id = m.user_id join universe v on v.id = m.universe_id
     where u.username = 'admin' and v.name = 'demo'`,
  )
).rows[0]!;
const templateId = (await owner.query<{ id: number }>(`select id::int as id from message_template where name = 'Bench invite'`)).rows[0]!.id;

// 1. Render and queue. The floor: the same tracking rows inserted by a bare statement (rolled back; with
// --tracking-only kept, as the rows the tracking table reads, and no campaign is started).
const TRACKING_ONLY = values['tracking-only']!;
const t = process.hrtime.bigint();
await owner.query('begin');
const floorCampaign = (
  await owner.query<{ id: number }>(
    `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, link, link_key) select universe_id, survey_id, 'floor', 'PULL_ONCE', 'EMAIL', 'CREATED', '', 'k'
     from unit where path = 'all,zzbench' returning id::int as id`,
  )
).rows[0]!.id;
const floorRows = await owner.query(
  `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, respondent) select s.universe_id, $1, s.id, s.contact->>'email', s.contact->>'name'
   from sample s join unit u on u.id = s.unit_id where u.path = 'all,zzbench'`,
  [floorCampaign],
);
await owner.query(TRACKING_ONLY ? 'commit' : 'rollback');
const queueFloorS = seconds(t);

async function queue(): Promise<{ id: number; queueS: number }> {
  const start = process.hrtime.bigint();
  const started = await changeCampaign(deps, who, 'storevisit', (ctx) =>
    startNow(
      ctx,
      'invite',
      PATH,
      {},
      { campaignName: 'Bench invite', sendingType: 'EMAIL', campaignType: 'PULL_ONCE', fromEmail: 'cx@example.com', fromName: 'CX team', templateId },
      new Date(),
    ),
  );
  const queueS = seconds(start);
  if (started.affected !== RECIPIENTS || floorRows.rowCount !== RECIPIENTS)
    throw new Error(`queued ${started.affected} (floor ${floorRows.rowCount}) of ${RECIPIENTS}`);
  log(`queued ${started.affected} in ${queueS.toFixed(1)} s (bare insert ${queueFloorS.toFixed(1)} s)`);
  return { id: started.id, queueS };
}
const queued = TRACKING_ONLY ? null : await queue();
const campaignId = queued?.id ?? floorCampaign;

// Rendering happens per claimed row in the sender; here every recipient's mail, with the claim's data, in one go.
async function renderAll(): Promise<number> {
  const claimed = await db.withTenant(
    who,
    async (c) =>
      (
        await c.query(
          `select t.id::int as id, t.resends, t.recipient, coalesce(s.contact, '{}'::jsonb) as contact, coalesce(u.name, '') as "unitName", sv.title as "surveyTitle",
           sv.config->'campaigns'->>'surveyLink' as "surveyLink", coalesce(m.subject, '') as subject, coalesce(m.html, '') as html, c.from_email as "fromEmail", c.from_name as "fromName", c.bcc, c.reply_to as "replyTo",
           c.fixed_recipient as "fixedRecipient", c.campaign_type as "campaignType", c.link_key as "linkKey"
         from campaign_tracking t join campaign c on c.id = t.campaign_id left join message_template m on m.id = c.template_id join survey sv on sv.id = c.survey_id
         left join sample s on s.id = t.sample_id left join unit u on u.id = s.unit_id where t.campaign_id = $1 order by t.id`,
          [campaignId],
        )
      ).rows,
    // Every row in one read, where the sender reads a batch at a time: a report's time limit, not a request's.
    'report',
  );
  const start = process.hrtime.bigint();
  let renderedBytes = 0;
  for (const [i, r] of claimed.entries()) {
    renderedBytes += renderMail(r, who.universeId, PUBLIC_URL).html.length;
    // The sender awaits between mails; jsdom's weak references are let go only then (WeakRefs live to the end of a job).
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
  }
  const renderS = seconds(start);
  log(`rendered ${RECIPIENTS} mails in ${renderS.toFixed(1)} s (${Math.round(renderedBytes / RECIPIENTS)} bytes of HTML each)`);
  return renderS;
}

// 2. Sending through the embedded SMTP sink for SEND_SECONDS, then a pause (which the sender obeys at its next batch).
async function bareSend(inFlight: number): Promise<number> {
  const sink = await startMailboxServer(async () => {});
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true, pool: true, maxConnections: inFlight });
  const html = renderMail({ ...(await sampleRow()), id: 1, resends: 0 }, who.universeId, PUBLIC_URL).html;
  let n = 0;
  const start = process.hrtime.bigint();
  const sender = async () => {
    while (seconds(start) < SEND_SECONDS / 4) await transport.sendMail({ from: FROM, to: `person${n++}@bench.example.com`, subject: 'Hello', html, text: 'Hello' });
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  const rate = n / seconds(start);
  transport.close();
  await sink.close();
  return rate;
}
async function sampleRow() {
  const { rows } = await owner.query(`select html, subject from message_template where id = $1`, [templateId]);
  return {
    recipient: 'person1@bench.example.com',
    contact: { name: 'Person 1', email: 'person1@bench.example.com' },
    unitName: 'Benchland',
    surveyTitle: 'Store visit',
    surveyLink: null,
    subject: rows[0].subject,
    html: rows[0].html,
    fromEmail: '',
    fromName: '',
    bcc: '',
    replyTo: '',
    fixedRecipient: '',
    campaignType: 'PULL_ONCE',
    linkKey: 'k',
  };
}
async function sendFor(): Promise<{ sent: number; sendS: number; bareRate: number; bareParallelRate: number; inFlight: number }> {
  const mailer = createMailer({ from: FROM, db });
  const bareRate = await bareSend(1);
  const bareParallelRate = await bareSend(mailer.connections);
  const start = process.hrtime.bigint();
  const pause = setTimeout(() => void owner.query(`update campaign set state = 'PAUSED' where id = $1`, [campaignId]), SEND_SECONDS * 1000);
  const sent = await sendCampaign(db, mailer, who.universeId, campaignId, { publicUrl: PUBLIC_URL, defaultFrom: FROM, bounceDomain: 'bounces.example.com' });
  clearTimeout(pause);
  const sendS = seconds(start);
  const stored = Number((await owner.query(`select count(*) from mail_message`)).rows[0].count);
  await mailer.close();
  log(`sent ${sent} in ${sendS.toFixed(1)} s (${stored} in the dev mailbox); bare SMTP ${bareRate.toFixed(0)} mails/s one at a time, ${bareParallelRate.toFixed(0)} with ${mailer.connections} in flight`);
  return { sent, sendS, bareRate, bareParallelRate, inFlight: mailer.connections };
}

const renderS = TRACKING_ONLY ? null : await renderAll();
const sending = TRACKING_ONLY ? null : await sendFor();

// 3. The tracking table. Rows look used: some sent (above, or here with --tracking-only), some opened and clicked.
await owner.query(
  `update campaign_tracking set status = case when status = 'PENDING' and id % 4 = 0 then 'SENT' else status end, open_count = (id % 7) / 4,
     click_count = (id % 11) / 8, updated_at = updated_at + make_interval(secs => id % 997) where campaign_id = $1 and (id % 3 = 0 or id % 4 = 0)`,
  [campaignId],
);
await owner.query('vacuum analyze campaign_tracking');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
async function timedPage(fn: (c: pg.ClientBase) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const start = process.hrtime.bigint();
    await fn(null as never);
    if (i > 0) times.push(seconds(start) * 1000); // the first run warms the caches
  }
  return median(times);
}
const page = (q: TrackingsQuery) => timedPage(() => readCampaigns(deps, who, 'storevisit', (ctx) => trackings(ctx, campaignId, q)));
const pageFloorMs = await timedPage(() =>
  db.withTenant(who, (c) => c.query(`select id, status, recipient from campaign_tracking where campaign_id = $1 order by id limit 50`, [campaignId])),
);
const SORTS = ['id', 'updatedTime', 'status', 'openCount', 'clickCount', 'recipient'] as const;
const pages: { page: string; q: TrackingsQuery }[] = [
  { page: 'first', q: { from: 0, to: 50 } },
  { page: 'middle (offset 50,000)', q: { from: 50_000, to: 50_050 } },
  { page: 'offset 70,000', q: { from: 70_000, to: 70_200 } },
  { page: 'last', q: { from: RECIPIENTS - 50, to: RECIPIENTS } },
  ...SORTS.flatMap((sortBy) =>
    [false, true].flatMap((sortDesc) => [
      { page: `sort ${sortBy}${sortDesc ? ' desc' : ''}`, q: { from: 0, to: 50, sortBy, sortDesc } },
      { page: `sort ${sortBy}${sortDesc ? ' desc' : ''}, middle page`, q: { from: RECIPIENTS / 2 - 50, to: RECIPIENTS / 2, sortBy, sortDesc } },
      { page: `sort ${sortBy}${sortDesc ? ' desc' : ''}, last page`, q: { from: RECIPIENTS - 50, to: RECIPIENTS, sortBy, sortDesc } },
    ]),
  ),
  // A few rows (an address), a status, a name of a tenth of the rows, every row (the domain), the last page of those.
  { page: 'filter "person777"', q: { from: 0, to: 50, filter: 'person777' } },
  { page: 'filter "sent"', q: { from: 0, to: 50, filter: 'sent' } },
  { page: 'filter "Person 5" sorted by recipient', q: { from: 0, to: 50, filter: 'Person 5', sortBy: 'recipient' } },
  { page: 'filter "bench.example"', q: { from: 0, to: 50, filter: 'bench.example' } },
  { page: 'filter "bench.example", middle page sorted by clicks', q: { from: RECIPIENTS / 2 - 50, to: RECIPIENTS / 2, filter: 'bench.example', sortBy: 'clickCount' } },
];
const pageResults = [];
for (const p of pages) {
  const ms = await page(p.q);
  pageResults.push({ page: p.page, medianMs: Number(ms.toFixed(1)), pass: ms < BUDGET.pageMs });
  log(`trackings ${p.page}: ${ms.toFixed(1)} ms`);
}

const results = [
  ...(queued === null || renderS === null || sending === null
    ? []
    : [
        {
          budget: `render and queue ${RECIPIENTS} recipients ≤ ${BUDGET.queueSeconds} s`,
          figure: `${(queued.queueS + renderS).toFixed(1)} s (queue ${queued.queueS.toFixed(1)} s + render ${renderS.toFixed(1)} s; bare insert ${queueFloorS.toFixed(1)} s)`,
          pass: queued.queueS + renderS <= BUDGET.queueSeconds,
        },
        {
          budget: `send ≥ ${BUDGET.mailsPerSecond} mails/s through the embedded SMTP sink`,
          figure: `${(sending.sent / sending.sendS).toFixed(0)} mails/s (${sending.sent} in ${sending.sendS.toFixed(1)} s; bare pooled SMTP ${sending.bareRate.toFixed(0)} mails/s one at a time, ${sending.bareParallelRate.toFixed(0)} with ${sending.inFlight} in flight)`,
          pass: sending.sent / sending.sendS >= BUDGET.mailsPerSecond,
        },
      ]),
  ...pageResults.map((p) => ({
    budget: `tracking table page < ${BUDGET.pageMs} ms over ${RECIPIENTS} rows: ${p.page}`,
    figure: `${p.medianMs} ms (bare first page ${pageFloorMs.toFixed(1)} ms)`,
    pass: p.pass,
  })),
];
for (const r of results) console.log(`campaigns: ${r.budget}: ${r.figure}: ${r.pass ? 'PASS' : 'FAIL'}`);

await db.close();
await owner.end();
await postgres.query(`drop database if exists ${RUN_DB} with (force)`);
await postgres.end();
await cluster.stop();
if (!results.every((r) => r.pass)) process.exitCode = 1;
