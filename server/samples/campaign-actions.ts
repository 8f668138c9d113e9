/**
 * The sample editor's campaign buttons (spec 2 sections 2 to 4): the mail action sends an e-mail template to the
 * sample's contact through the survey's PULL_SINGLE campaign of that name and template (one recipient at a time;
 * made on first use), and push to campaign adds the sample to open PUSH campaigns: a PULL campaign chooses its own
 * recipients by its drill path and schedule, so only a push campaign takes samples by hand. Both write tracking rows in
 * the caller's transaction; the route queues the engine's sending (server/campaigns/engine.ts) after the commit.
 */
import { Conflict, Invalid } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import { newLinkKey } from '../campaigns/links';
import { addressOf } from '../campaigns/recipients';
import { campaignFlags } from '../campaigns/rules';
import { findCampaign, insertTrackings } from '../campaigns/store';
import { loadSampleRow, type SampleRecord } from './details';
import type { CampaignResult } from '../../schemas/api/campaign-result.gen';
import type { CampaignDetails } from '../../schemas/api/campaign-details.gen';
import type { SampleMailActionRequest } from '../../schemas/api/sample-mail-action-request.gen';
import type { PushToCampaignResult } from '../../schemas/api/push-to-campaign-result.gen';

const OPEN_STATES: CampaignDetails['state'][] = ['CREATED', 'STARTED', 'PAUSED'];

export async function isSuppressed(ctx: AnalyticsContext, address: string): Promise<boolean> {
  const { rows } = await ctx.client.query(`select 1 from campaign_suppression where address = lower($1)`, [address]);
  return rows.length > 0;
}

/** The sample's address for a sending type, from the contact field given; 400 when it has none that can be used. */
async function usableAddress(ctx: AnalyticsContext, sample: SampleRecord, sendingType: CampaignDetails['sendingType'], field = addressOf(sendingType).field): Promise<string> {
  const address = String(sample.contact?.[field] ?? '').trim();
  const { pattern } = addressOf(sendingType);
  if (!address || (pattern && !new RegExp(pattern).test(address))) {
    throw new Invalid('no_address', `Sample ${sample.id} has no usable ${sendingType === 'EMAIL' ? 'e-mail address' : sendingType === 'LETTER' ? 'name' : 'phone number'} in "${field}".`);
  }
  if (await isSuppressed(ctx, address)) throw new Invalid('suppressed_address', `${address} does not take campaign messages (unsubscribed or bounced).`);
  return address;
}

/**
 * The survey's open PULL_SINGLE e-mail campaign of this title and template, locked, or a new one started: the mail
 * actions of the editor and of the sample list send through it one chosen sample at a time.
 */
export async function pullSingleCampaign(
  ctx: AnalyticsContext,
  c: { title: string; templateId: number; fromEmail: string; fromName: string; mailAction: string; link: string },
): Promise<number> {
  const { rows: found } = await ctx.client.query<{ id: number }>(
    `select id::int as id from campaign where survey_id = $1 and campaign_type = 'PULL_SINGLE' and sending_type = 'EMAIL' and title = $2 and template_id = $3 and state = any($4::text[])
     order by id limit 1 for update`,
    [ctx.survey.id, c.title, c.templateId, OPEN_STATES],
  );
  if (found[0]) return found[0].id;
  const { rows } = await ctx.client.query<{ id: number }>(
    `insert into campaign (universe_id, survey_id, title, campaign_type, sending_type, state, template_id, mail_action, from_email, from_name, link, link_key, created_by)
     values ($1, $2, $3, 'PULL_SINGLE', 'EMAIL', 'STARTED', $4, $5, $6, $7, $8, $9, $10) returning id::int as id`,
    [ctx.universeId, ctx.survey.id, c.title, c.templateId, c.mailAction, c.fromEmail, c.fromName, c.link, newLinkKey(), ctx.userId],
  );
  return rows[0]!.id;
}

/** POST vuejs/sampleeditor/mailaction/{survey}/{sampleId}. */
export async function sampleMailAction(ctx: AnalyticsContext, sampleId: number, body: SampleMailActionRequest): Promise<CampaignResult> {
  const sample = await loadSampleRow(ctx, sampleId, true);
  const title = body.campaignName.trim();
  if (!title) throw new Invalid('VALIDATE_ERROR_MANDATORY', 'The mail action needs a campaign name.');
  if (!campaignFlags(ctx.sa.raw).mailCampaigns) throw new Invalid('sending_type_disabled', 'This survey does not allow EMAIL campaigns.');
  const { rows: templates } = await ctx.client.query<{ fromEmail: string; fromName: string }>(
    `select from_email as "fromEmail", from_name as "fromName" from message_template where id = $1 and sending_type = 'EMAIL'`,
    [body.template],
  );
  const template = templates[0];
  if (!template) throw new Invalid('unknown_template', `Template ${body.template} is not an e-mail template of this universe.`);
  const address = await usableAddress(ctx, sample, 'EMAIL', body.mailVariable ?? 'email');
  const id = await pullSingleCampaign(ctx, { title, templateId: body.template, ...template, mailAction: 'sampleeditor', link: sample.unitPath });
  const { rows: existing } = await ctx.client.query<{ id: number }>(`select id::int as id from campaign_tracking where campaign_id = $1 and sample_id = $2 for update`, [id, sampleId]);
  if (existing[0]) {
    if (body.strictFiltering) throw new Conflict('already_mailed', `Sample ${sampleId} has had "${title}" already.`);
    // A new message (resends + 1 gives it a new Message-ID), to the address the sample has now.
    await ctx.client.query(
      `update campaign_tracking set status = 'PENDING', recipient = $2, resends = resends + 1, attempts = 0, error = null, claimed_until = null, updated_at = now() where id = $1`,
      [existing[0].id, address],
    );
  } else {
    await insertTrackings(ctx.client, ctx.universeId, id, [{ sampleId, address }]);
  }
  const c = await findCampaign(ctx.client, ctx.survey.id, id);
  return { id, title: c.title, state: c.state, affected: 1 };
}

/** POST vuejs/sampleeditor/pushtocampaign/{survey}/{sampleId}: all or nothing (one transaction). */
export async function pushToCampaigns(ctx: AnalyticsContext, sampleId: number, campaigns: number[]): Promise<PushToCampaignResult> {
  const sample = await loadSampleRow(ctx, sampleId, true);
  const results: CampaignResult[] = [];
  for (const id of campaigns) {
    const c = await findCampaign(ctx.client, ctx.survey.id, id, true);
    if (c.campaignType !== 'PUSH') throw new Invalid('not_push_campaign', `"${c.title}" is a ${c.campaignType} campaign: it chooses its own recipients.`);
    if (!OPEN_STATES.includes(c.state)) throw new Conflict('campaign_state', `"${c.title}" is ${c.state} and takes no more recipients.`);
    const address = await usableAddress(ctx, sample, c.sendingType);
    results.push({ id, title: c.title, state: c.state, affected: await insertTrackings(ctx.client, ctx.universeId, id, [{ sampleId, address }]) });
  }
  return { campaigns: results };
}

/** The push button's choices: the survey's open push campaigns the sample is not in yet. */
export async function pushCampaignChoices(ctx: AnalyticsContext, sampleId: number): Promise<{ id: number; title: string }[]> {
  const { rows } = await ctx.client.query<{ id: number; title: string }>(
    `select c.id::int as id, c.title from campaign c where c.survey_id = $1 and c.campaign_type = 'PUSH' and c.state = any($3::text[])
       and not exists (select 1 from campaign_tracking t where t.campaign_id = c.id and t.sample_id = $2)
     order by lower(c.title), c.id`,
    [ctx.survey.id, sampleId, OPEN_STATES],
  );
  return rows;
}
