/**
 * The sample table's mail actions (spec 2 sections 2, 3 and 7): a mail action with an e-mail template sends it to
 * chosen samples' contacts through the survey's PULL_SINGLE campaign of its campaignName, from the sample list
 * (vuejs/sampleactions/mailaction, templateexample, executemailaction) and from the editor's mail-action buttons
 * (vuejs/sampleeditor/mailaction). A mail action without a template only names the campaign wizard's mail action.
 * The tracking rows are written in the caller's transaction; the route queues the engine's sending after the commit.
 */
import { fillMergeTags } from '../../core/templates/mergeTags';
import { localize } from '../../core/metrics/variables';
import { Invalid, NotFound } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import { addressOf } from '../campaigns/recipients';
import { campaignFlags } from '../campaigns/rules';
import { recipientValues } from '../campaigns/sender';
import { findCampaign, insertTrackings } from '../campaigns/store';
import { renderMailHtml } from '../templates/compiled-mail';
import { previewSurveyLink } from '../templates/merge-tags';
import { isSuppressed, pullSingleCampaign } from './campaign-actions';
import { loadSampleRow, type SampleRecord } from './details';
import { sampleTableEntry } from './table-config';
import type { SampleTableConfig } from '../../schemas/components/sampleTable/config.gen';
import type { SampleMailActionChoice, SampleMailActions } from '../../schemas/api/sample-mail-actions.gen';
import type { SampleMailExample } from '../../schemas/api/sample-mail-example.gen';
import type { SampleMailExecuteResult, SampleMailSkipped } from '../../schemas/api/sample-mail-execute-result.gen';
import type { SampleMailSkipReason } from '../../schemas/api/sample-mail-skip-reason.gen';

type ConfiguredMailAction = NonNullable<SampleTableConfig['mailActions']>[number];
type SendingMailAction = Exclude<ConfiguredMailAction, string> & { template: string | number };

interface MailTemplate {
  id: number;
  name: string;
  subject: string;
  html: string;
  fromEmail: string;
  fromName: string;
}

const sends = (a: ConfiguredMailAction): a is SendingMailAction => typeof a === 'object' && a.template !== undefined;

/** The e-mail template a mail action names by extname, name or id (the universe's own, by row-level security). */
async function findMailTemplate(ctx: AnalyticsContext, ref: string | number): Promise<MailTemplate | null> {
  const { rows } = await ctx.client.query<MailTemplate>(
    `select id::int as id, name, subject, html, from_email as "fromEmail", from_name as "fromName" from message_template
      where sending_type = 'EMAIL' and ((extname <> '' and extname = $1) or name = $1 or id::text = $1)
      order by (extname = $1) desc, (name = $1) desc, id limit 1`,
    [String(ref)],
  );
  return rows[0] ?? null;
}

/** The configuration's mail actions whose template exists, with it; none when the survey does not allow e-mail campaigns. */
async function availableActions(ctx: AnalyticsContext, config: string): Promise<{ choice: SampleMailActionChoice; template: MailTemplate }[]> {
  const entry = sampleTableEntry(ctx, config);
  if (!campaignFlags(ctx.sa.raw).mailCampaigns) return [];
  const found = [];
  for (const a of (entry?.mailActions ?? []).filter(sends)) {
    const template = await findMailTemplate(ctx, a.template);
    if (!template) continue;
    const title = localize(a.title ?? a.extname, ctx.locale);
    found.push({
      template,
      choice: {
        extname: a.extname,
        title,
        templateName: template.name,
        mailAction: {
          template: template.id,
          mailVariable: a.mailVariable ?? 'email',
          campaignName: (a.campaignName ?? '').trim() || title,
          strictFiltering: a.strictFiltering === true,
        },
      },
    });
  }
  return found;
}

async function mailAction(ctx: AnalyticsContext, config: string, action: string) {
  const found = (await availableActions(ctx, config)).find((a) => a.choice.extname === action);
  if (!found)
    throw new NotFound(
      'unknown_mail_action',
      `The sample table configuration "${config}" of survey "${ctx.survey.extName}" has no mail action "${action}" that can send.`,
    );
  return found;
}

/** GET vuejs/sampleactions/mailaction/{survey}/{config}. */
export async function sampleMailActions(ctx: AnalyticsContext, config: string): Promise<SampleMailActions> {
  return { actions: (await availableActions(ctx, config)).map((a) => a.choice) };
}

/** The editor's mail-action buttons: the same actions, their payloads for vuejs/sampleeditor/mailaction. */
export async function editorMailActions(ctx: AnalyticsContext, config: string): Promise<SampleMailActionChoice[]> {
  return (await availableActions(ctx, config)).map((a) => a.choice);
}

const addressIn = (sample: SampleRecord, field: string) => String(sample.contact?.[field] ?? '').trim();

/** Why the sample would be left out, or null: no usable address, a suppressed one, or (strict) mailed by the campaign already. */
async function skipReason(ctx: AnalyticsContext, address: string, mailed: boolean, strict: boolean): Promise<SampleMailSkipReason | null> {
  const { pattern } = addressOf('EMAIL');
  if (!address || (pattern && !new RegExp(pattern).test(address))) return 'no_address';
  if (await isSuppressed(ctx, address)) return 'suppressed';
  if (mailed && strict) return 'already_mailed';
  return null;
}

async function alreadyMailed(ctx: AnalyticsContext, choice: SampleMailActionChoice, sampleId: number): Promise<boolean> {
  const { rows } = await ctx.client.query(
    `select 1 from campaign_tracking t join campaign c on c.id = t.campaign_id
      where t.sample_id = $1 and c.survey_id = $2 and c.campaign_type = 'PULL_SINGLE' and c.title = $3 and c.template_id = $4 limit 1`,
    [sampleId, ctx.survey.id, choice.mailAction.campaignName, choice.mailAction.template],
  );
  return rows.length > 0;
}

/** GET vuejs/sampleactions/templateexample/{survey}/{config}/{action}/{sampleId}: rendered as the engine renders it, links untracked. */
export async function sampleMailExample(ctx: AnalyticsContext, config: string, action: string, sampleId: number): Promise<SampleMailExample> {
  const { choice, template } = await mailAction(ctx, config, action);
  const sample = await loadSampleRow(ctx, sampleId);
  const values = recipientValues({ contact: sample.contact ?? {}, unitName: sample.unitName, surveyTitle: ctx.survey.title, surveyLink: await previewSurveyLink(ctx) });
  const to = addressIn(sample, choice.mailAction.mailVariable ?? 'email');
  return {
    sampleId,
    to,
    subject: fillMergeTags(template.subject, values),
    html: renderMailHtml(template.html, values),
    skip: await skipReason(ctx, to, await alreadyMailed(ctx, choice, sampleId), choice.mailAction.strictFiltering === true),
  };
}

/** The deepest unit path every sample lies under: the campaign's link. */
function commonPath(paths: string[]): string {
  const parts = paths.map((p) => p.split(','));
  const common: string[] = [];
  for (let i = 0; parts.every((p) => i < p.length && p[i] === parts[0]![i]); i++) common.push(parts[0]![i]!);
  return common.join(',') || 'all';
}

/**
 * POST vuejs/sampleactions/executemailaction/{survey}/{config}/{action}: every sample must be the survey's and in the
 * caller's scope (else nothing is written); the ones that cannot take the mail are left out and named; when none
 * can, a 400 says why and no campaign is made.
 */
export async function executeSampleMailAction(ctx: AnalyticsContext, config: string, action: string, sampleIds: number[]): Promise<SampleMailExecuteResult> {
  const { choice, template } = await mailAction(ctx, config, action);
  const { campaignName, mailVariable, strictFiltering } = choice.mailAction;
  const samples: SampleRecord[] = [];
  for (const id of sampleIds) samples.push(await loadSampleRow(ctx, id, true));
  const campaignId = await pullSingleCampaign(ctx, {
    title: campaignName,
    templateId: template.id,
    fromEmail: template.fromEmail,
    fromName: template.fromName,
    mailAction: choice.extname,
    link: commonPath(samples.map((s) => s.unitPath)),
  });
  const skipped: SampleMailSkipped[] = [];
  let queued = 0;
  for (const sample of samples) {
    const address = addressIn(sample, mailVariable ?? 'email');
    const { rows: existing } = await ctx.client.query<{ id: number }>(
      `select id::int as id from campaign_tracking where campaign_id = $1 and sample_id = $2 for update`,
      [campaignId, sample.id],
    );
    const reason = await skipReason(ctx, address, existing.length > 0, strictFiltering === true);
    if (reason) {
      skipped.push({ sampleId: sample.id, reason });
      continue;
    }
    if (existing[0]) {
      // Mailed before and not strict: a new message (resends + 1 gives it a new Message-ID) to the address it has now.
      await ctx.client.query(
        `update campaign_tracking set status = 'PENDING', recipient = $2, resends = resends + 1, attempts = 0, error = null, claimed_until = null, updated_at = now() where id = $1`,
        [existing[0].id, address],
      );
    } else {
      await insertTrackings(ctx.client, ctx.universeId, campaignId, [{ sampleId: sample.id, address }]);
    }
    queued++;
  }
  if (queued === 0) {
    const why = [...new Set(skipped.map((s) => s.reason))].map((r) => REASONS[r]).join('; ');
    throw new Invalid('nothing_to_send', `None of the ${samples.length} selected samples can get "${campaignName}": ${why}.`);
  }
  const c = await findCampaign(ctx.client, ctx.survey.id, campaignId);
  return { campaign: { id: campaignId, title: c.title, state: c.state, affected: queued }, queued, skipped };
}

const REASONS: Record<SampleMailSkipReason, string> = {
  no_address: 'no usable e-mail address',
  suppressed: 'the address takes no campaign mail (unsubscribed or bounced)',
  already_mailed: 'mailed by this campaign already',
};
