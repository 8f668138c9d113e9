/**
 * The survey list's surveys table (spec 3 section 3, Survey row; vuejs/surveys/list): every survey of the caller's
 * universe with its interviews, the members whose role sees some of its units (as the survey menu offers it), and its metainterview flags, beside the API keys
 * of the survey in the path.
 */
import { listApiKeys } from '../apikeys/service';
import type { AnalyticsContext } from '../survey/context';
import type { SurveyList, SurveyListRow } from '../../schemas/api/survey-list.gen';

export async function listSurveys(ctx: AnalyticsContext): Promise<SurveyList> {
  const { rows } = await ctx.client.query<SurveyListRow>(
    `select s.id, s.ext_name as name, u.name as "universeName", s.tag, s.text_tag as "textTag", s.disabled, s.samples_open as "samplesOpen",
            (select count(*)::int from interview i where i.survey_id = s.id) as "nInterviews",
            (select count(*)::int from universe_member m join role r on r.id = m.role_id
              where not m.disabled and (jsonb_array_length(r.unit_scope) = 0 or exists (
                select 1 from unit un, jsonb_array_elements_text(r.unit_scope) p where un.survey_id = s.id and (un.path = p or un.path like p || ',%')))) as "nUsers"
       from survey s join universe u on u.id = s.universe_id
      order by lower(s.ext_name)`,
  );
  return { surveyRows: rows, apiKeyRows: (await listApiKeys(ctx)).apiKeyRows };
}
