/**
 * The metainterview editor of the survey details (spec 3 section 3, Metainterview; vuejs/surveys/metainterviewdata):
 * a survey's name text (its title), organisation, tags and flags. The extName is the survey's key and stays.
 */
import { Invalid } from '../errors';
import type { AnalyticsContext } from '../survey/context';
import { administeredSurvey } from './administered-survey';
import type { Metainterview } from '../../schemas/api/metainterview.gen';

const COLUMNS = `ext_name as "extName", title as "nameText", organisation_name as "organisationName", tag, text_tag as "textTag", disabled, samples_open as "samplesOpen"`;

export async function getMetainterview(ctx: AnalyticsContext, surveyId: number): Promise<Metainterview> {
  await administeredSurvey(ctx, surveyId);
  const { rows } = await ctx.client.query<Metainterview>(`select ${COLUMNS} from survey where id = $1`, [surveyId]);
  return rows[0]!;
}

export async function saveMetainterview(ctx: AnalyticsContext, surveyId: number, data: Metainterview): Promise<Metainterview> {
  await administeredSurvey(ctx, surveyId, true);
  const nameText = data.nameText.trim();
  if (!nameText) throw new Invalid('name_required', 'The survey needs a name text.');
  const { rows } = await ctx.client.query<Metainterview>(
    `update survey set title = $2, organisation_name = $3, tag = $4, text_tag = $5, disabled = $6, samples_open = $7 where id = $1 returning ${COLUMNS}`,
    [surveyId, nameText, data.organisationName.trim(), data.tag.trim(), data.textTag.trim(), data.disabled, data.samplesOpen],
  );
  return rows[0]!;
}
