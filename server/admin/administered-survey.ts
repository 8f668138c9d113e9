/**
 * The survey a survey-details call administers (its id in the path), looked up in the caller's universe: row-level
 * security hides another universe's surveys, so an id from elsewhere is simply not found.
 */
import { NotFound } from '../errors';
import type { AnalyticsContext } from '../survey/context';

export interface AdministeredSurvey {
  id: number;
  extName: string;
  config: Record<string, unknown>;
  configYaml: string | null;
}

export async function administeredSurvey(ctx: AnalyticsContext, surveyId: number, lock = false): Promise<AdministeredSurvey> {
  const { rows } = await ctx.client.query<AdministeredSurvey>(
    `select id, ext_name as "extName", config, config_yaml as "configYaml" from survey where id = $1::bigint${lock ? ' for update' : ''}`,
    [surveyId],
  );
  if (!rows[0]) throw new NotFound('unknown_survey', `There is no survey ${surveyId} in this universe.`);
  return rows[0];
}
