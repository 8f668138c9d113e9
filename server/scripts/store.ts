/**
 * The stored scripts a hook runs and the events their runs leave, read and written in the caller's transaction
 * (row-level security keeps them to its universe).
 */
import type { AnalyticsContext } from '../survey/context';
import type { ScriptEvent } from './sandbox';

export interface StoredScript {
  id: number;
  extName: string;
  code: string;
}

/** The enabled scripts of a type that apply to the survey, oldest first: its own and the universe's global ones (scripts of no survey). */
export async function surveyScripts(ctx: AnalyticsContext, type: string): Promise<StoredScript[]> {
  const { rows } = await ctx.client.query<StoredScript>(
    `select id::int as id, ext_name as "extName", code from script
      where (survey_id = $1 or (survey_id is null and not universe)) and type = $2 and not disabled order by id`,
    [ctx.survey.id, type],
  );
  return rows;
}

export async function addScriptEvents(ctx: AnalyticsContext, scriptId: number, events: readonly ScriptEvent[]): Promise<void> {
  if (!events.length) return;
  await ctx.client.query(
    `insert into script_event (universe_id, script_id, type, message) select $1, $2, e.type, e.message from jsonb_to_recordset($3::jsonb) as e(type text, message text)`,
    [ctx.universeId, scriptId, JSON.stringify(events)],
  );
}
