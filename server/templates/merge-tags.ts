/**
 * The merge tags of a survey's templates (GET vuejs/mails/templatetags): the contact fields of its sample view, the
 * survey and the top unit, and its questions, each filled in test messages from an example contact. The example is
 * made up (a person called Alex Example at the survey's top unit, the best answer of each scale): a test message
 * goes to any address the editor types, so it never carries a real respondent's data.
 */
import { mergeTag } from '../../core/templates/mergeTags';
import { localize } from '../../core/metrics/variables';
import { readSampleView, EVENT_DATE_FIELD } from '../samples/details-config';
import type { AnalyticsContext } from '../survey/context';
import type { TemplateTag } from '../../schemas/api/template-tags.gen';

const EXAMPLE_CONTACT: Record<string, string> = { name: 'Alex Example', email: 'alex.example@example.com', phone: '+46 70 123 45 67' };

async function surveyParts(ctx: AnalyticsContext): Promise<{ config: Record<string, unknown>; topUnit: string }> {
  const { rows } = await ctx.client.query<{ config: Record<string, unknown>; top: string | null }>(
    `select s.config, (select u.name from unit u where u.survey_id = s.id order by u.level, u.id limit 1) as top from survey s where s.id = $1`,
    [ctx.survey.id],
  );
  return { config: rows[0]?.config ?? {}, topUnit: rows[0]?.top ?? '' };
}

/**
 * `{{survey.link}}` where no public address is at hand (examples and previews, which are not tracked): the configured
 * `campaigns.surveyLink` as written, a path on this server left relative. The sender makes it absolute (surveyLinkOf).
 */
function previewLink(config: Record<string, unknown>): string {
  return ((config.campaigns ?? {}) as { surveyLink?: string }).surveyLink || '/';
}

/** `{{survey.link}}` of a preview of a real recipient's message (previewLink). */
export async function previewSurveyLink(ctx: AnalyticsContext): Promise<string> {
  return previewLink((await surveyParts(ctx)).config);
}

/** Every merge tag of the survey in the caller's language, with its example value. */
export async function templateTags(ctx: AnalyticsContext): Promise<TemplateTag[]> {
  const { config, topUnit } = await surveyParts(ctx);
  const fields = readSampleView(config).groups.flatMap((g) => g.fields).filter((f) => f.questionId !== EVENT_DATE_FIELD);
  const contact: TemplateTag[] = fields.map((f) => ({
    group: 'contact',
    name: localize(f.title ?? f.questionId, ctx.locale),
    value: mergeTag('contact', f.questionId),
    example: EXAMPLE_CONTACT[f.questionId] ?? localize(f.title ?? f.questionId, ctx.locale),
  }));
  const survey: TemplateTag[] = [
    { group: 'survey', name: 'Survey', value: mergeTag('survey', 'title'), example: ctx.survey.title },
    { group: 'survey', name: 'Survey link', value: mergeTag('survey', 'link'), example: previewLink(config) },
    { group: 'survey', name: 'Unit', value: mergeTag('unit', 'name'), example: topUnit },
  ];
  const answers: TemplateTag[] = Object.entries(ctx.sa.questions).map(([name, q]) => ({
    group: 'answer',
    name: localize(q.title, ctx.locale),
    value: mergeTag('answer', name),
    example: q.scale ? String(q.scale[1]) : localize(q.title, ctx.locale),
  }));
  return [...contact, ...survey, ...answers];
}

/** The example contact's value of each tag, by the tag's key (`contact.name`). */
export async function exampleValues(ctx: AnalyticsContext): Promise<Record<string, string>> {
  const tags = await templateTags(ctx);
  return Object.fromEntries(tags.map((t) => [t.value.slice(2, -2), t.example]));
}
