/** Reading and writing campaigns and their tracking rows (row-level security keeps other universes' out of sight). */
import type pg from 'pg';
import { NotFound } from '../errors';
import type { Recipient } from './recipients';
import type { CampaignDetails } from '../../schemas/api/campaign-details.gen';

export interface CampaignRow {
  id: number;
  surveyId: number;
  title: string;
  extname: string;
  campaignType: CampaignDetails['campaignType'];
  sendingType: CampaignDetails['sendingType'];
  state: CampaignDetails['state'];
  templateId: number | null;
  templateName: string | null;
  mailAction: string;
  fromEmail: string;
  fromName: string;
  bcc: string;
  replyTo: string;
  fixedRecipient: string;
  voice: string | null;
  locale: string | null;
  link: string;
  filters: { extname: string; selected: boolean }[];
  deletedRecipients: number[];
  scheduledStart: Date | null;
  scheduledPeriod: CampaignDetails['scheduledPeriod'];
  scheduleParams: CampaignDetails['scheduleParams'] | null;
  linkKey: string;
  createdAt: Date;
  lastRunAt: Date | null;
  /** How many tracking rows it has (kept by triggers). */
  trackingRows: number;
}

const COLUMNS = `c.id::int as id, c.survey_id as "surveyId", c.title, c.extname, c.campaign_type as "campaignType", c.sending_type as "sendingType", c.state,
  c.template_id::int as "templateId", t.name as "templateName", c.mail_action as "mailAction", c.from_email as "fromEmail", c.from_name as "fromName", c.bcc,
  c.reply_to as "replyTo", c.fixed_recipient as "fixedRecipient", c.voice, c.locale, c.link, c.filters, c.deleted_recipients as "deletedRecipients",
  c.scheduled_start as "scheduledStart", c.scheduled_period as "scheduledPeriod", c.schedule_params as "scheduleParams", c.link_key as "linkKey",
  c.created_at as "createdAt", c.last_run_at as "lastRunAt", c.tracking_rows as "trackingRows"`;

export async function findCampaign(client: pg.ClientBase, surveyId: number, id: number, forUpdate = false): Promise<CampaignRow> {
  const { rows } = await client.query<CampaignRow>(
    `select ${COLUMNS} from campaign c left join message_template t on t.id = c.template_id where c.id = $1 and c.survey_id = $2${forUpdate ? ' for update of c' : ''}`,
    [id, surveyId],
  );
  if (!rows[0]) throw new NotFound('unknown_campaign', `There is no campaign ${id} in this survey.`);
  return rows[0];
}

export async function listCampaignRows(client: pg.ClientBase, surveyId: number | null): Promise<(CampaignRow & TrackingCounts & { universeName: string; surveyExtName: string; templateContents: string })[]> {
  const { rows } = await client.query(
    `select ${COLUMNS}, un.name as "universeName", sv.ext_name as "surveyExtName", coalesce(t.html, t.contents, '') as "templateContents", k.*
     from campaign c join universe un on un.id = c.universe_id join survey sv on sv.id = c.survey_id left join message_template t on t.id = c.template_id
     cross join lateral (${COUNTS} where x.campaign_id = c.id) k
     where ($1::int is null or c.survey_id = $1) order by c.id desc`,
    [surveyId],
  );
  return rows;
}

export interface TrackingCounts {
  total: number;
  pending: number;
  sent: number;
  failed: number;
  opened: number;
  clicked: number;
}

const COUNTS = `select count(*)::int as total, count(*) filter (where x.status in ('PENDING', 'SENDING'))::int as pending, count(*) filter (where x.status = 'SENT')::int as sent,
  count(*) filter (where x.status = 'FAILED')::int as failed, count(*) filter (where x.status = 'SENT' and x.open_count > 0)::int as opened,
  count(*) filter (where x.status = 'SENT' and x.click_count > 0)::int as clicked from campaign_tracking x`;

/** Percent of sent messages, one decimal. */
export const rate = (n: number, sent: number) => (sent === 0 ? 0 : Math.round((1000 * n) / sent) / 10);

/**
 * Tracking rows added by one statement: a campaign's start adds 100,000 rows (bench/campaigns.ts), each updating the
 * table's indexes, which as one statement came close to the statement timeout of interactive work on a busy machine.
 */
export const TRACKING_INSERT_BATCH = 10_000;

/** Adds recipients to a campaign, a batch a statement; a respondent given saves the row's trigger looking up its sample's name (migration 0025). */
export async function insertTrackings(
  client: pg.ClientBase,
  universeId: number,
  campaignId: number,
  rows: (Pick<Recipient, 'sampleId' | 'address'> & Partial<Pick<Recipient, 'respondent'>>)[],
): Promise<number> {
  let added = 0;
  for (let at = 0; at < rows.length; at += TRACKING_INSERT_BATCH) {
    const batch = rows.slice(at, at + TRACKING_INSERT_BATCH);
    const { rowCount } = await client.query(
      `insert into campaign_tracking (universe_id, campaign_id, sample_id, recipient, respondent)
       select $1, $2, r.sample_id, r.address, r.respondent from unnest($3::bigint[], $4::text[], $5::text[]) as r(sample_id, address, respondent)
       on conflict (campaign_id, sample_id) do nothing`,
      [universeId, campaignId, batch.map((r) => r.sampleId), batch.map((r) => r.address), batch.map((r) => r.respondent ?? '')],
    );
    added += rowCount ?? 0;
  }
  return added;
}
