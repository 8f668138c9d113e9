/** How many interviews are loaded in a survey (spec 1 section 3, Survey loadCount), within the caller's role scope. */
import type { Db } from '../db/pool';
import { withSurvey, type Caller } from '../survey/with-survey';
import { inScopeSql } from './sql';

export function loadCount(db: Db, caller: Caller, survey: string): Promise<{ loadCount: number; lastLoadedAt: string | null }> {
  return withSurvey(db, caller, survey, { readOnly: true }, async (a) => {
    // Counted inside the role's scope: a region-limited user learns nothing of the other regions' volume.
    const { rows } = await a.client.query<{ loadCount: number; lastLoadedAt: Date | null }>(
      `select count(i.id)::int as "loadCount", max(i.responded_at) as "lastLoadedAt"
         from interview i join unit u on u.id = i.unit_id
        where i.survey_id = $1 and ${inScopeSql('u.path', '$2')}`,
      [a.survey.id, a.scope],
    );
    const row = rows[0]!;
    return { loadCount: row.loadCount, lastLoadedAt: row.lastLoadedAt ? new Date(row.lastLoadedAt).toISOString() : null };
  });
}
