/**
 * Campaign background work on pg-boss (issue 18 item 2): a send job per campaign (singleton while queued, so a
 * double start queues it once; any number of processes share the rows through the sender's claims), and a schedule
 * every five minutes that starts campaigns whose scheduled start has come and lets PULL campaigns add the new
 * matching recipients once per period (DAILY, WEEKLY, MONTHLY) on their weekdays, a public holiday counting as
 * `hol` (holidays.ts).
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db/pool';
import { jobOwner, type JobOwner, type JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { loadContext, type AnalyticsContext } from '../survey/context';
import { addRecipients, command } from './service';
import { findCampaign } from './store';
import { sendCampaign, LEASE_SECONDS } from './sender';
import { runsOn } from './holidays';
import type { OtherChannels } from './channels';

export const CAMPAIGN_SEND_QUEUE = 'campaign-send';
export const CAMPAIGN_SCHEDULE_QUEUE = 'campaign-schedule';

export interface SendJob extends JobOwner {
  campaignId: number;
  /** The campaign's channel and whether a sample mail action made it: what the Tasks screen calls the job (server/admin/tasks.ts). */
  sendingType: 'EMAIL' | 'SMS' | 'LETTER' | 'PHONE';
  mailAction: boolean;
}

/** The send job of a campaign of the context's survey, read in the transaction that gave it rows to send. */
export async function sendJobOf(ctx: Pick<AnalyticsContext, 'client' | 'universeId' | 'survey'>, campaignId: number): Promise<SendJob> {
  const { rows } = await ctx.client.query<Pick<SendJob, 'sendingType' | 'mailAction'>>(
    `select sending_type as "sendingType", mail_action <> '' as "mailAction" from campaign where id = $1`,
    [campaignId],
  );
  return { ...jobOwner(ctx), campaignId, sendingType: rows[0]?.sendingType ?? 'EMAIL', mailAction: rows[0]?.mailAction ?? false };
}

/** Queues the sending of a campaign's pending rows (after the commit that made them), as work of its universe and survey. */
export async function queueSending(jobs: JobQueue | null, job: SendJob): Promise<void> {
  await jobs?.send<SendJob>(CAMPAIGN_SEND_QUEUE, job, { singletonKey: `campaign:${job.universeId}:${job.campaignId}` });
}

const PERIOD_DAYS = { DAILY: 1, WEEKLY: 7, MONTHLY: 28 } as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** One pass of the schedule at `now`: answers the campaigns that got recipients to send. */
export async function runSchedules(db: Db, now: Date): Promise<SendJob[]> {
  const { rows: universes } = await db.pool.query<{ id: number }>(`select id from universe order by id`);
  const due: SendJob[] = [];
  for (const { id: universeId } of universes) {
    const candidates = await db.withTenant({ universeId }, async (c) =>
      (
        await c.query<{ id: number; surveyId: number; link: string; surveyExt: string; createdBy: number | null; state: string; campaignType: string; lastRunAt: Date | null; period: string | null; weekdays: string[] | null; start: Date | null } & Pick<SendJob, 'sendingType' | 'mailAction'>>(
          `select c.id::int as id, c.survey_id::int as "surveyId", c.link, c.sending_type as "sendingType", c.mail_action <> '' as "mailAction", s.ext_name as "surveyExt", c.created_by as "createdBy", c.state, c.campaign_type as "campaignType", c.last_run_at as "lastRunAt",
             c.scheduled_period as period, c.schedule_params->'weekdays' as weekdays, c.scheduled_start as start
           from campaign c join survey s on s.id = c.survey_id
           where (c.state = 'CREATED' and c.scheduled_start <= $1) or (c.state = 'STARTED' and c.campaign_type = 'PULL')`,
          [now],
        )
      ).rows,
    );
    for (const c of candidates) {
      const starting = c.state === 'CREATED';
      const periodDays = PERIOD_DAYS[(c.period ?? 'DAILY') as keyof typeof PERIOD_DAYS] ?? 1;
      const weekdayOk = runsOn(c.weekdays, c.link, now);
      if (!starting && (!weekdayOk || (c.lastRunAt && now.getTime() - new Date(c.lastRunAt).getTime() < periodDays * 86_400_000 - 60_000))) continue;
      if (c.createdBy === null) {
        // Recipients are chosen within their creator's scope; without the creator there is none.
        await db.withTenant({ universeId }, (t) => t.query(`update campaign set state = 'ERROR', updated_at = now() where id = $1`, [c.id]));
        continue;
      }
      const added = await db.withTenant({ universeId, userId: c.createdBy }, async (client) => {
        const ctx = await loadContext(client, { universeId, userId: c.createdBy! }, c.surveyExt, isoDay(now));
        if (starting) return (await command(ctx, c.id, 'start')).affected;
        const row = await findCampaign(client, ctx.survey.id, c.id, true);
        const params = row.scheduleParams ?? { fromDays: -30, toDays: 0, weekdays: [] };
        const n = await addRecipients(ctx, row, { fromDay: isoDay(addDays(now, params.fromDays)), toDay: isoDay(addDays(now, params.toDays)) });
        await client.query(`update campaign set last_run_at = $2 where id = $1`, [c.id, now]);
        return n;
      });
      if (added > 0 || starting) due.push({ universeId, surveyId: c.surveyId, campaignId: c.id, sendingType: c.sendingType, mailAction: c.mailAction });
    }
  }
  return due;
}

/** Starts the campaign workers; the answer stops them (the app closing with its mailer does, so none outlives it). */
export async function registerCampaignJobs(
  jobs: JobQueue,
  db: Db,
  senders: { mailer: Mailer; channels: OtherChannels },
  config: Pick<ServerConfig, 'publicUrl' | 'mailFrom' | 'bounces'>,
  log: (m: string) => void,
): Promise<() => Promise<void>> {
  await jobs.define({ name: CAMPAIGN_SEND_QUEUE, expireInSeconds: 15 * 60, retryLimit: 5, retryDelay: LEASE_SECONDS });
  await jobs.define({ name: CAMPAIGN_SCHEDULE_QUEUE, expireInSeconds: 15 * 60, retryLimit: 1 });
  const sender = await jobs.work<SendJob>(CAMPAIGN_SEND_QUEUE, async ({ universeId, campaignId }) => {
    const sent = await sendCampaign(db, senders.mailer, universeId, campaignId, {
      publicUrl: config.publicUrl,
      defaultFrom: config.mailFrom,
      bounceDomain: config.bounces.domain,
      channels: senders.channels,
    });
    return { sent };
  });
  const scheduler = await jobs.work(CAMPAIGN_SCHEDULE_QUEUE, async () => {
    const due = await runSchedules(db, new Date());
    for (const job of due) await queueSending(jobs, job);
    if (due.length) log(`campaigns: ${due.length} campaigns got new recipients`);
  });
  await jobs.schedule(CAMPAIGN_SCHEDULE_QUEUE, '*/5 * * * *');
  return async () => {
    await jobs.offWork(CAMPAIGN_SEND_QUEUE, sender);
    await jobs.offWork(CAMPAIGN_SCHEDULE_QUEUE, scheduler);
  };
}
