/** How many interviews are loaded in a survey (spec 1 section 3, Survey loadCount), within the caller's role scope. */
import type { Db } from '../db/pool';
import { withSurvey, type Caller } from '../survey/with-survey';
import { inScopeSql, Params } from './sql';
import { ACCESS_STATUS_PAGE } from '../accounts/rights';
import { requireRight, withinQuestionFiltersSql } from '../survey/context';

export function loadCount(db: Db, caller: Caller, survey: string): Promise<{ loadCount: number; lastLoadedAt: string | null }> {
  return withSurvey(db, caller, survey, { readOnly: true }, async (a) => {
    requireRight(a, ACCESS_STATUS_PAGE, "open the status page (the survey's load status)");
    // Counted inside the role's scope: a region-limited user learns nothing of the other regions' volume.
    const p = new Params();
    const [surveyId, scope] = [p.add(a.survey.id), p.add(a.scope)];
    // The user's question filters narrow it too: the count is of the interviews they may see.
    const { rows } = await a.client.query<{ loadCount: number; lastLoadedAt: Date | null }>(
      `select count(i.id)::int as "loadCount", max(i.responded_at) as "lastLoadedAt"
         from interview i join unit u on u.id = i.unit_id
        where i.survey_id = ${surveyId} and ${inScopeSql('u.path', scope)} and ${withinQuestionFiltersSql(a, p)}`,
      p.values,
    );
    const row = rows[0]!;
    return { loadCount: row.loadCount, lastLoadedAt: row.lastLoadedAt ? new Date(row.lastLoadedAt).toISOString() : null };
  });
}
