/**
 * Letter templates (issue 17 item 4, spec 3 sections 3 and 7): the .fodt upload onto a letter template, the help
 * variables (the survey's merge tags as the letter screen's table), and the preview: the letter with the example
 * contact's values filled in as XML text, turned into a PDF by the letter job (render.ts).
 */
import type { Db } from '../db/pool';
import { Forbidden, Invalid, NotFound } from '../errors';
import { jobOwner, type JobOwner, type JobQueue } from '../jobs/queue';
import { text } from '../i18n';
import type { AnalyticsContext } from '../survey/context';
import { withSurvey, type Caller } from '../survey/with-survey';
import { exampleValues, previewSurveyLink, templateTags } from '../templates/merge-tags';
import { getTemplate, mayWrite } from '../templates/service';
import { findLetterFile, findTemplate, saveLetterFile, type TemplateRow } from '../templates/store';
import { checkLetterFile, noLetterFile, tooLarge } from './check';
import { fillLetter } from './fill';
import { rowLetter } from '../campaigns/letters';
import { recipientValues } from '../campaigns/sender';
import { uploadFileName, type Upload } from '../uploads';
import type { LetterLimits } from './convert';
import { renderInJob, type RenderedLetter } from './render';
import type { LetterHelpData } from '../../schemas/api/letter-help-data.gen';
import type { MessageTemplate } from '../../schemas/api/message-template.gen';

/** What the upload route read from the request: the file, or why there is none to check. */

async function letterTemplate(ctx: AnalyticsContext, id: number, forUpdate = false): Promise<TemplateRow> {
  const row = await findTemplate(ctx.client, id, forUpdate);
  if (row.sendingType !== 'LETTER') throw new Invalid('not_letter', text(ctx.locale, 'template.letter.notLetter', { id }));
  return row;
}

/** Checks the uploaded .fodt (check.ts) and makes it the letter template's file; answers the template. */
export function uploadLetter(db: Db, caller: Caller, survey: string, templateId: number, upload: Upload): Promise<MessageTemplate> {
  return withSurvey(db, caller, survey, { readOnly: false }, async (ctx) => {
    if (!ctx.isUniverseAdmin) throw new Forbidden('cannot_edit_templates', 'Only administrators of this universe may change templates.');
    const row = await letterTemplate(ctx, templateId, true);
    if (!mayWrite(ctx, row)) throw new Forbidden('system_template', text(ctx.locale, 'template.error.systemReadOnly'));
    if ('problem' in upload) throw upload.problem === 'tooLarge' ? tooLarge(ctx.locale) : noLetterFile(ctx.locale);
    const xml = checkLetterFile(ctx.locale, upload.fileName, upload.bytes);
    await saveLetterFile(ctx.client, templateId, ctx.userId, uploadFileName(upload.fileName), xml);
    return getTemplate(ctx, templateId, 'LETTER');
  });
}

/** The letter screen's help table: the same tags as the e-mail and SMS templates' (id 0: a new letter). */
export function letterHelpData(db: Db, caller: Caller, survey: string, templateId: number): Promise<LetterHelpData> {
  return withSurvey(db, caller, survey, { readOnly: true }, async (ctx) => {
    if (templateId !== 0) await letterTemplate(ctx, templateId);
    const tags = await templateTags(ctx);
    return { variableRows: tags.map((t) => ({ groupName: t.group, questionTitle: t.name, questionName: t.value, value: t.example })) };
  });
}

export interface LetterPdf extends RenderedLetter {
  fileName: string;
}

/**
 * The letter as a PDF with the example contact's values, and its page images when `withPages` (the letter screen's
 * preview). With a tracking id, a recipient's letter of a letter campaign using this template (its administrators'):
 * the PDF the campaign made, or until it has, the letter filled with the recipient's values.
 */
export async function renderLetter(
  db: Db,
  caller: Caller,
  survey: string,
  templateId: number,
  jobs: JobQueue | null,
  limits: LetterLimits,
  options: { trackingId?: number; withPages?: boolean } = {},
): Promise<LetterPdf> {
  const { trackingId, withPages = false } = options;
  const made = await withSurvey(db, caller, survey, { readOnly: true }, async (ctx): Promise<{ pdf: Buffer; fileName: string } | { fodt: string; fileName: string; locale: string; owner: JobOwner }> => {
    const row = await letterTemplate(ctx, templateId);
    const fileName = (row.letterFileName ?? 'letter.fodt').replace(/\.fodt$/i, '') + '.pdf';
    const recipient = trackingId === undefined ? null : await recipientLetter(ctx, templateId, trackingId);
    if (recipient?.pdf) return { pdf: recipient.pdf, fileName };
    const file = await findLetterFile(ctx.client, templateId);
    if (!file) throw new Invalid('no_letter_file', text(ctx.locale, 'template.letter.noFile'));
    // Values are text: XML's own characters in them are written as entities, never read as markup.
    return { fodt: fillLetter(file, recipient?.values ?? (await exampleValues(ctx))), fileName, locale: ctx.locale, owner: jobOwner(ctx) };
  });
  if ('pdf' in made) return { pdf: made.pdf, fileName: made.fileName };
  const { fodt, fileName, locale, owner } = made;
  // Outside the survey's transaction: the conversion takes seconds and needs no connection.
  return { ...(await renderInJob(jobs, limits, owner, fodt, locale, withPages)), fileName };
}

/** A campaign recipient's letter: the PDF the campaign made, else the recipient's merge-tag values to make it with. */
async function recipientLetter(ctx: AnalyticsContext, templateId: number, trackingId: number): Promise<{ pdf: Buffer | null; values: Record<string, string> }> {
  const unknown = new NotFound('unknown_tracking', `There is no campaign recipient ${trackingId} of this letter in this survey.`);
  if (!ctx.isUniverseAdmin) throw unknown;
  const { rows } = await ctx.client.query<{ campaignId: number; contact: Record<string, string>; unitName: string }>(
    `select t.campaign_id::int as "campaignId", coalesce(s.contact, '{}'::jsonb) as contact, coalesce(u.name, '') as "unitName"
     from campaign_tracking t join campaign c on c.id = t.campaign_id left join sample s on s.id = t.sample_id left join unit u on u.id = s.unit_id
     where t.id = $1 and c.survey_id = $2 and c.template_id = $3 and c.sending_type = 'LETTER'`,
    [trackingId, ctx.survey.id, templateId],
  );
  const row = rows[0];
  if (!row) throw unknown;
  const kept = await rowLetter(ctx.client, ctx.survey.id, row.campaignId, trackingId);
  return { pdf: kept?.pdf ?? null, values: recipientValues({ contact: row.contact, unitName: row.unitName, surveyTitle: ctx.survey.title, surveyLink: await previewSurveyLink(ctx) }) };
}
