/**
 * Campaign calls of spec 3 section 7 (vuejs/mailcampaign/*): the wizard's data, recipients and start; the lists;
 * one campaign's details, edit, delete, state commands and tracking rows. Each runs in `withSurvey`; campaign
 * writes need a universe administrator (declared on the routes); sending is queued after the commit (engine.ts).
 */
import { containsPattern } from '../analytics/sql';
import { Invalid, NotFound } from '../errors';
import { exampleValues, previewSurveyLink } from '../templates/merge-tags';
import { renderMailHtml } from '../templates/compiled-mail';
import { findTemplate } from '../templates/store';
import type { AnalyticsContext } from '../survey/context';
import { newLinkKey } from './links';
import { findRecipients, type SendingType } from './recipients';
import { campaignFlags, canStart, canStop, checkSettings, DEFAULT_SCHEDULE, idList, mailFilterChoice, nextState, skipsContacted, type Command } from './rules';
import { findCampaign, insertTrackings, listCampaignRows, rate, type CampaignRow } from './store';
import { recipientValues } from './sender';
import type { CampaignConfiguration } from '../../schemas/api/campaign-configuration.gen';
import type { CampaignDetails } from '../../schemas/api/campaign-details.gen';
import type { CampaignInfo } from '../../schemas/api/campaign-info.gen';
import type { CampaignList } from '../../schemas/api/campaign-list.gen';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen';
import type { CampaignStart } from '../../schemas/api/campaign-start.gen';
import type { CampaignTrackings } from '../../schemas/api/campaign-trackings.gen';
import type { GlobalCampaignList } from '../../schemas/api/global-campaign-list.gen';
import type { NewTrackings } from '../../schemas/api/new-trackings.gen';
import type { RecipientsQuery } from '../../schemas/api/params/recipients-query.gen';
import type { TrackingsQuery } from '../../schemas/api/params/trackings-query.gen';
import trackingsSchema from '../../schemas/api/campaign-trackings.schema.json' with { type: 'json' };

const AUTO_ADD_TITLE = { PULL_ONCE: 'one-shot', PULL: 'auto-add', PUSH: 'push', PULL_SINGLE: 'single' } as const;
/** The mail filters of the wizard (rules.ts). `illegal` (no usable address) is always applied and cannot be unticked. */
const ILLEGAL = 'illegal';
const MAIL_FILTER_TEXT = {
  illegal: { title: 'Missing or malformed address', help: 'Recipients without a usable address are always left out.' },
  contacted: { title: 'Already contacted', help: 'Leaves out customers an earlier campaign of this mail action has reached.' },
} as const;
const MAX_PAGE = 1000;

export async function surveyConfig(ctx: AnalyticsContext): Promise<Record<string, unknown>> {
  const { rows } = await ctx.client.query<{ config: Record<string, unknown> }>(`select config from survey where id = $1`, [ctx.survey.id]);
  return rows[0]?.config ?? {};
}

async function fromEmails(ctx: AnalyticsContext): Promise<string[]> {
  const { rows } = await ctx.client.query<{ a: string }>(`select distinct from_email as a from message_template where from_email <> '' order by 1`);
  return rows.map((r) => r.a);
}

function sendingTypeOf(q: RecipientsQuery): SendingType {
  return q.sendingType ?? q.sendingtype ?? 'EMAIL';
}

/** The wizard's recipients: the drill path, its extra filters, the rows removed by hand and the ticked mail filters. */
function recipientQuery(mailAction: string, path: string, q: RecipientsQuery) {
  return { link: path, filters: q.filters, sendingType: sendingTypeOf(q), deleted: idList(q.deletedRecipients), mailAction, skipContacted: skipsContacted(mailFilterChoice(q.mailFilters)) };
}

/** GET createcampaigndata: the recipient count and the wizard's choices. */
export async function campaignInfo(ctx: AnalyticsContext, mailAction: string, path: string, q: RecipientsQuery): Promise<CampaignInfo> {
  const found = await findRecipients(ctx, recipientQuery(mailAction, path, q));
  const senders = await fromEmails(ctx);
  const { rows } = await ctx.client.query<{ name: string }>(`select from_name as name from message_template where from_name <> '' order by id limit 1`);
  return {
    numberCustomers: found.recipients.length,
    pathName: path,
    filters: q.filters ?? '',
    fromEmails: senders,
    fromName: rows[0]?.name ?? '',
    mailFilters: [
      { extname: ILLEGAL, ...MAIL_FILTER_TEXT.illegal, nInterviews: found.illegal, defaultEnabled: true },
      { extname: 'contacted', ...MAIL_FILTER_TEXT.contacted, nInterviews: found.contacted, defaultEnabled: true },
    ],
    editFixedRecipient: ctx.isRoot,
    ...campaignFlags(await surveyConfig(ctx)),
  };
}

const RECIPIENT_SORT = { id: 'sampleId', respondent: 'respondent', email: 'address', status: 'sampleId' } as const;

/** GET newtrackings: one page of the recipients a new campaign would get. */
export async function newTrackings(ctx: AnalyticsContext, mailAction: string, path: string, q: RecipientsQuery): Promise<NewTrackings> {
  const { recipients } = await findRecipients(ctx, recipientQuery(mailAction, path, q));
  const text = q.textfilter?.trim().toLowerCase();
  const matching = text ? recipients.filter((r) => r.respondent.toLowerCase().includes(text) || r.address.toLowerCase().includes(text)) : recipients;
  const key = RECIPIENT_SORT[q.sortBy ?? 'id'];
  const sorted = [...matching].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.sampleId - b.sampleId) * (q.sortDesc ? -1 : 1));
  const from = q.from ?? 0;
  const to = Math.min(q.to ?? from + 50, from + MAX_PAGE);
  const fixed = q.fixedrecipient?.trim();
  return {
    rows: sorted.slice(from, to).map((r) => ({ id: r.sampleId, respondent: r.respondent, email: fixed || r.address, status: 'new' })),
    totalRows: matching.length,
  };
}

async function templateType(ctx: AnalyticsContext, id: number | null): Promise<string | null> {
  if (!id) return null;
  const { rows } = await ctx.client.query<{ t: string }>(`select sending_type as t from message_template where id = $1`, [id]);
  return rows[0]?.t ?? null;
}

/** Adds the campaign's matching recipients that are not in it yet; answers how many. */
export async function addRecipients(
  ctx: AnalyticsContext,
  c: Pick<CampaignRow, 'id' | 'link' | 'sendingType' | 'deletedRecipients' | 'campaignType' | 'scheduleParams' | 'mailAction' | 'filters'>,
  opts: { fromDay?: string; toDay?: string } = {},
): Promise<number> {
  const { recipients } = await findRecipients(ctx, {
    link: c.link,
    sendingType: c.sendingType,
    deleted: c.deletedRecipients,
    notInCampaign: c.id,
    mailAction: c.mailAction,
    skipContacted: skipsContacted(c.filters),
    ...opts,
  });
  return insertTrackings(ctx.client, ctx.universeId, c.id, recipients);
}

/** POST startcampaignnow: creates the campaign from the wizard and starts it now, or leaves it CREATED until its scheduled start. */
export async function startNow(ctx: AnalyticsContext, mailAction: string, path: string, q: RecipientsQuery, body: CampaignStart, now: Date): Promise<CampaignResult> {
  const settings = {
    title: body.campaignName,
    campaignType: body.campaignType,
    sendingType: body.sendingType,
    templateId: body.templateId || null,
    fromEmail: body.fromEmail ?? '',
    fromName: body.fromName ?? '',
    fixedRecipient: body.fixedRecipient ?? '',
    voice: body.selectedVoice ?? null,
    locale: body.selectedLocale ?? null,
    scheduleParams: body.scheduleParams ?? DEFAULT_SCHEDULE,
  };
  checkSettings(settings, campaignFlags(await surveyConfig(ctx)), ctx.isRoot, await templateType(ctx, settings.templateId));
  const scheduled = body.campaignType === 'PUSH' ? null : (body.scheduledStartDateTime ?? null);
  const later = scheduled !== null && new Date(scheduled) > now;
  const link = q.filters ? `${path};${q.filters}` : path;
  const deleted = idList(q.deletedRecipients);
  const mailFilters = mailFilterChoice(q.mailFilters);
  const { rows } = await ctx.client.query<{ id: number }>(
    `insert into campaign (universe_id, survey_id, title, extname, campaign_type, sending_type, state, template_id, mail_action, from_email, from_name, bcc, reply_to,
       fixed_recipient, voice, locale, link, deleted_recipients, scheduled_start, scheduled_period, schedule_params, link_key, created_by, last_run_at, filters)
     values ($1, $2, $3, $4, $5, $6, 'CREATED', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, case when $5 = 'PULL' and not $23 then now() end, $24)
     returning id::int as id`,
    [ctx.universeId, ctx.survey.id, settings.title.trim(), ctx.isRoot ? (body.campaignExtName ?? '') : '', settings.campaignType, settings.sendingType, settings.templateId, mailAction,
      settings.fromEmail.trim(), settings.fromName.trim(), body.bcc ?? '', body.replyTo ?? '', settings.fixedRecipient.trim(), settings.voice, settings.locale, link,
      JSON.stringify(deleted), scheduled, body.scheduledPeriod ?? null, JSON.stringify(settings.scheduleParams), newLinkKey(), ctx.userId, later, JSON.stringify(mailFilters)],
  );
  const id = rows[0]!.id;
  if (later) return { id, title: settings.title, state: 'CREATED', affected: 0 };
  return command(ctx, id, 'start');
}

/** start, stop, pause, resume: the state machine of spec 3 section 4; start adds the recipients. */
export async function command(ctx: AnalyticsContext, id: number, cmd: Command): Promise<CampaignResult> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
  const state = nextState(c.state, cmd);
  const added = cmd === 'start' ? await addRecipients(ctx, c) : 0;
  await ctx.client.query(`update campaign set state = $2, updated_at = now() where id = $1`, [id, state]);
  return { id, title: c.title, state, affected: added };
}

function details(c: CampaignRow, isRoot: boolean): CampaignDetails {
  return {
    id: c.id,
    title: c.title,
    campaignType: c.campaignType,
    sendingType: c.sendingType,
    state: c.state,
    templateId: c.templateId,
    ...(c.templateName !== null ? { templateDetails: { name: c.templateName }, mailTemplate: c.templateName } : {}),
    mailAction: c.mailAction,
    fromEmail: c.fromEmail,
    fromName: c.fromName,
    bcc: c.bcc,
    replyTo: c.replyTo,
    fixedRecipient: c.fixedRecipient,
    ...(isRoot ? { extname: c.extname } : {}),
    voice: c.voice,
    locale: c.locale,
    scheduledStartDateTime: c.scheduledStart ? new Date(c.scheduledStart).toISOString() : null,
    scheduledPeriod: c.scheduledPeriod ?? null,
    scheduleParams: c.scheduleParams ?? DEFAULT_SCHEDULE,
    campaignFilters: [
      { extname: ILLEGAL, title: MAIL_FILTER_TEXT.illegal.title, selected: true },
      ...c.filters.filter((f) => f.extname !== ILLEGAL).map((f) => ({ extname: f.extname, title: MAIL_FILTER_TEXT[f.extname as keyof typeof MAIL_FILTER_TEXT]?.title ?? f.extname, selected: f.selected })),
    ],
    link: c.link,
    canStart: canStart(c.state),
    canStop: canStop(c.state),
    created: new Date(c.createdAt).toISOString(),
    lastRun: c.lastRunAt ? new Date(c.lastRunAt).toISOString() : null,
  };
}

export async function campaignDetails(ctx: AnalyticsContext, id: number): Promise<CampaignDetails> {
  return details(await findCampaign(ctx.client, ctx.survey.id, id), ctx.isRoot);
}

/** PUT: the editor's whole campaign back; the state and the key stay the server's. */
export async function updateCampaign(ctx: AnalyticsContext, id: number, body: CampaignDetails): Promise<CampaignDetails> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
  if (body.campaignType !== c.campaignType && (body.campaignType === 'PUSH' || c.campaignType === 'PUSH') && !ctx.isRoot) {
    throw new Invalid('campaign_type', 'Only root users may change a campaign to or from push.');
  }
  const settings = {
    title: body.title,
    campaignType: body.campaignType,
    sendingType: body.sendingType,
    templateId: body.templateId,
    fromEmail: body.fromEmail,
    fromName: body.fromName,
    fixedRecipient: body.fixedRecipient,
    voice: body.voice ?? null,
    locale: body.locale ?? null,
    scheduleParams: body.scheduleParams,
  };
  checkSettings(settings, campaignFlags(await surveyConfig(ctx)), ctx.isRoot || c.campaignType === 'PUSH', await templateType(ctx, settings.templateId));
  await ctx.client.query(
    `update campaign set title = $2, campaign_type = $3, sending_type = $4, template_id = $5, from_email = $6, from_name = $7, bcc = $8, reply_to = $9, fixed_recipient = $10,
       voice = $11, locale = $12, link = $13, filters = $14, scheduled_start = $15, scheduled_period = $16, schedule_params = $17, extname = case when $18 then $19 else extname end,
       updated_at = now() where id = $1`,
    [id, settings.title.trim(), settings.campaignType, settings.sendingType, settings.templateId, settings.fromEmail.trim(), settings.fromName.trim(), body.bcc, body.replyTo,
      settings.fixedRecipient.trim(), settings.voice, settings.locale, body.link, JSON.stringify(body.campaignFilters.filter((f) => f.extname).map((f) => ({ extname: f.extname, selected: f.selected }))),
      body.scheduledStartDateTime ?? null, body.scheduledPeriod ?? null, JSON.stringify(body.scheduleParams), ctx.isRoot, body.extname ?? ''],
  );
  return campaignDetails(ctx, id);
}

export async function deleteCampaign(ctx: AnalyticsContext, id: number): Promise<CampaignResult> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
  const { rowCount } = await ctx.client.query(`delete from campaign_tracking where campaign_id = $1`, [id]);
  await ctx.client.query(`delete from campaign where id = $1`, [id]);
  return { id, title: c.title, state: c.state, affected: rowCount ?? 0 };
}

export async function campaignName(ctx: AnalyticsContext, id: number): Promise<CampaignResult> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id);
  return { id, title: c.title, state: c.state, affected: 0 };
}

export async function campaignConfiguration(ctx: AnalyticsContext, id: number): Promise<CampaignConfiguration> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id);
  const { rows } = await ctx.client.query<{ id: number; title: string }>(`select id::int as id, name as title from message_template where sending_type = $1 order by lower(name), id`, [c.sendingType]);
  return { templates: rows, fromEmails: await fromEmails(ctx) };
}

type ListRow = Awaited<ReturnType<typeof listCampaignRows>>[number];
const counts = (r: ListRow) => ({ rateOpened: rate(r.opened, r.sent), rateClicked: rate(r.clicked, r.sent) });

export async function campaignList(ctx: AnalyticsContext): Promise<CampaignList> {
  const rows = await listCampaignRows(ctx.client, ctx.survey.id);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      sendingType: r.sendingType,
      autoAddTitle: AUTO_ADD_TITLE[r.campaignType],
      state: r.state,
      scheduled: r.scheduledStart ? new Date(r.scheduledStart).toISOString() : null,
      ...counts(r),
      nPending: r.pending,
      nSent: r.sent,
      nFailed: r.failed,
      filters: r.link,
      numberOfTrackingRows: r.total,
    })),
  };
}

/** Every campaign of the universe (each survey's), for the global list. */
export async function globalCampaignList(ctx: AnalyticsContext): Promise<GlobalCampaignList> {
  const rows = await listCampaignRows(ctx.client, null);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      universeName: r.universeName,
      surveyExtName: r.surveyExtName,
      state: r.state,
      sendingType: r.sendingType,
      templateTitle: r.templateName ?? '',
      templateContents: r.templateContents,
      nTotalMessages: r.total,
      totalPending: r.pending,
      totalSent: r.sent,
      totalFailed: r.failed,
      ...counts(r),
      filters: r.link,
    })),
  };
}

const TRACKING_SORT = { id: 'id', updatedTime: 'updated_at', status: 'status', openCount: 'open_count', clickCount: 'click_count', recipient: 'recipient' } as const;
const TRACKING_STATUSES = trackingsSchema.$defs.trackingStatus.enum;
/** chr(31), which joins the respondent and the recipient in `campaign_tracking.search` (server/db/schema.ts). */
const SEARCH_SEPARATOR = '\x1f';
const TRACKING_HEADERS = [
  { name: 'Respondent', value: 'respondent' },
  { name: 'Recipient', value: 'recipient' },
];

/**
 * GET trackings: one page of the campaign's rows, the recipient and respondent as custom columns. Under 100 ms over
 * 100,000 rows (bench/campaigns.ts): the count comes first (unfiltered, the campaign's `tracking_rows`), then the
 * page's ids index-only from the index of its sort column (schema.ts, campaign_tracking; a descending sort orders the
 * ids descending too, so it is that index read backwards); a page in the far half is read from the other end (the
 * reverse order, offset from the last row), so no page walks more than half the rows. A text filter matches the
 * rows' lower-case `search` (respondent and recipient) or the statuses it names, through two functions that apply
 * the tenant themselves (migration 0028, as row-level security keeps LIKE off indexes): the count, then the page's
 * ids, each by the trigram index for a rare text or over the campaign's rows for a common one. Only the page's rows
 * are joined. A text holding the separator matches neither the respondent nor the recipient, so nothing.
 */
export async function trackings(ctx: AnalyticsContext, id: number, q: TrackingsQuery): Promise<CampaignTrackings> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id);
  const from = q.from ?? 0;
  const to = Math.min(q.to ?? from + 50, from + MAX_PAGE);
  if (to < from) throw new Invalid('bad_range', `to (${to}) is before from (${from}).`);
  const text = q.filter?.trim().toLowerCase();
  if (text?.includes(SEARCH_SEPARATOR)) return { headers: TRACKING_HEADERS, rows: [], totalRows: 0 };
  const filter = text ? [containsPattern(text), TRACKING_STATUSES.filter((s) => s.toLowerCase().includes(text))] : null;
  const total = filter
    ? (await ctx.client.query<{ n: number }>(`select campaign_tracking_filtered_count($1, lower($2), $3)::int as n`, [id, ...filter])).rows[0]!.n
    : c.trackingRows;
  const end = Math.min(to, total);
  const reversed = total - end < from;
  const column = TRACKING_SORT[q.sortBy ?? 'id'];
  const descending = Boolean(q.sortDesc);
  const dir = (back: boolean) => (descending !== back ? 'desc' : 'asc');
  const order = (back: boolean) => `t.${column} ${dir(back)}, t.id ${dir(back)}`;
  const limits = [end - from, reversed ? total - end : from];
  const page = filter
    ? { sql: `select campaign_tracking_filtered_page($1, lower($2), $3, $4, $5, $6, $7) as id`, values: [id, ...filter, column, descending !== reversed, ...limits] }
    : { sql: `select t.id from campaign_tracking t where t.campaign_id = $1 order by ${order(reversed)} limit $2 offset $3`, values: [id, ...limits] };
  const { rows } =
    end > from
      ? await ctx.client.query(
          `with page as (${page.sql})
           select t.id::int as id, t.sample_id::int as "sampleId", t.updated_at as "updatedTime", t.status, t.error, t.open_count as "openCount", t.click_count as "clickCount",
             t.recipient, t.respondent, u.path as "unitPath", exists (select 1 from call_recording r where r.tracking_id = t.id) as recording
           from page join campaign_tracking t on t.id = page.id left join sample s on s.id = t.sample_id left join unit u on u.id = s.unit_id
           order by ${order(false)}`,
          page.values,
        )
      : { rows: [] };
  const scope = ctx.scope;
  return {
    headers: TRACKING_HEADERS,
    rows: rows.map((r) => ({
      id: r.id,
      sampleId: r.sampleId,
      updatedTime: new Date(r.updatedTime).toISOString(),
      status: r.status,
      error: r.error,
      openCount: r.openCount,
      clickCount: r.clickCount,
      recording: r.recording,
      columnValues: [r.respondent, r.recipient],
      accessAllowed: r.sampleId !== null && (scope === null || scope.some((p) => r.unitPath === p || String(r.unitPath).startsWith(`${p},`))),
    })),
    totalRows: total,
  };
}

/** DELETE trackings?ids: removes those rows of the campaign. */
export async function deleteTrackings(ctx: AnalyticsContext, id: number, ids: number[]): Promise<CampaignResult> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
  const { rowCount } = await ctx.client.query(`delete from campaign_tracking where campaign_id = $1 and id = any($2::bigint[])`, [id, ids]);
  return { id, title: c.title, state: c.state, affected: rowCount ?? 0 };
}

/** sendmail?ids: sends those rows again (each a new message), unless suppressed at the claim. */
export async function resend(ctx: AnalyticsContext, id: number, ids: number[]): Promise<CampaignResult> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
  if (c.sendingType === 'LETTER') throw new Invalid('letters_not_resent', 'Letters are downloaded, not resent.');
  const { rowCount } = await ctx.client.query(
    `update campaign_tracking set status = 'PENDING', resends = resends + 1, attempts = 0, error = null, claimed_until = null, updated_at = now()
     where campaign_id = $1 and id = any($2::bigint[]) and status in ('SENT', 'FAILED')`,
    [id, ids],
  );
  return { id, title: c.title, state: c.state, affected: rowCount ?? 0 };
}

/** deleteduplicates: of rows not sent yet, removes each whose address already has an earlier row in the campaign. */
export async function deleteDuplicates(ctx: AnalyticsContext, id: number): Promise<CampaignResult> {
  const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
  const { rowCount } = await ctx.client.query(
    `delete from campaign_tracking t where t.campaign_id = $1 and t.status = 'PENDING' and t.claimed_until is null
       and exists (select 1 from campaign_tracking e where e.campaign_id = $1 and lower(e.recipient) = lower(t.recipient) and e.id < t.id)`,
    [id],
  );
  return { id, title: c.title, state: c.state, affected: rowCount ?? 0 };
}

/** rendermail: a campaign's mail as HTML for the tracking row's recipient, or the example contact; never with tracked links. */
export async function renderCampaignMail(ctx: AnalyticsContext, campaignId: number, trackingId?: number): Promise<string> {
  const c = await findCampaign(ctx.client, ctx.survey.id, campaignId);
  if (!c.templateId) throw new NotFound('unknown_template', 'The campaign has no template.');
  const template = await findTemplate(ctx.client, c.templateId);
  let values: Record<string, string>;
  if (trackingId) {
    const { rows } = await ctx.client.query<{ contact: Record<string, string>; unitName: string }>(
      `select coalesce(s.contact, '{}'::jsonb) as contact, coalesce(u.name, '') as "unitName" from campaign_tracking t left join sample s on s.id = t.sample_id
       left join unit u on u.id = s.unit_id where t.id = $1 and t.campaign_id = $2`,
      [trackingId, campaignId],
    );
    if (!rows[0]) throw new NotFound('unknown_tracking', `Campaign ${campaignId} has no tracking row ${trackingId}.`);
    values = recipientValues({ ...rows[0], surveyTitle: ctx.survey.title, surveyLink: await previewSurveyLink(ctx) });
  } else {
    values = await exampleValues(ctx);
  }
  return renderMailHtml(template.html, values);
}
