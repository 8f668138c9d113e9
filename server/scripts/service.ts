/**
 * The scripts of the back office (spec 3 sections 3, 4 and 7, vuejs/scripts/*; issue 21): a survey's scripts, the
 * universe's global scripts and its one universe script; details with their events, create, save, delete, run and
 * dry run, and deleting events. Administrators of the universe and root only (declared on the routes); the rows are
 * the universe's (row-level security).
 *
 * A survey's CONFIGURATION script is its configuration: its text lives in `survey.config_yaml` (the one copy the
 * pages read), never in `script.code`; saving it is saving the configuration (server/pages/service.ts rules), so a
 * configuration with errors is refused with their JSON pointers and YAML lines and a valid one changes the pages at
 * once. Every survey has that script: listing a survey's scripts makes it when it is missing.
 */
import type pg from 'pg';
import { Conflict, Invalid, NotFound } from '../errors';
import { ConfigurationRejected } from '../pages/service';
import { parseConfiguration } from '../pages/configuration';
import type { AnalyticsContext } from '../survey/context';
import { runScript } from './sandbox';
import { addScriptEvents } from './store';
import { scriptInput } from './inputs';
import type { ScriptBlock, ScriptEventRow, ScriptType } from '../../schemas/api/script-block.gen';
import type { ScriptList, ScriptRow } from '../../schemas/api/script-list.gen';
import type { ScriptSaved } from '../../schemas/api/script-saved.gen';
import type { ScriptDeleted } from '../../schemas/api/script-deleted.gen';
import type { ScriptRunResult } from '../../schemas/api/script-run-result.gen';
import type { ScriptRunParams } from '../../schemas/api/script-run-params.gen';

const CONFIGURATION = 'CONFIGURATION';
/** Events shown with a script; the count says how many there are in all. */
const EVENTS_SHOWN = 200;

const ROW_COLUMNS = `s.id::int as id, s.type as "scriptType", s.ext_name as extname, s.description, s.disabled,
  to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated,
  coalesce(v.ext_name, '') as "metaInterviewExtName", s.survey_id as "surveyId",
  (select count(*)::int from script_event e where e.script_id = s.id) as "eventCount"`;

interface StoredRow extends ScriptRow {
  code: string;
  universe: boolean;
  universeId: number;
  configYaml: string | null;
}

async function findScript(c: pg.ClientBase, id: number, lock = false): Promise<StoredRow> {
  const { rows } = await c.query<StoredRow>(
    `select ${ROW_COLUMNS}, s.code, s.universe, s.universe_id as "universeId", v.config_yaml as "configYaml"
       from script s left join survey v on v.id = s.survey_id where s.id = $1${lock ? ' for update of s' : ''}`,
    [id],
  );
  if (!rows[0]) throw new NotFound('unknown_script', `There is no script ${id} in this universe.`);
  return rows[0];
}

async function surveyOf(c: pg.ClientBase, surveyId: number): Promise<{ id: number; extName: string }> {
  const { rows } = await c.query<{ id: number; extName: string }>(`select id, ext_name as "extName" from survey where id = $1`, [surveyId]);
  if (!rows[0]) throw new NotFound('unknown_survey', `There is no survey ${surveyId} in this universe.`);
  return rows[0];
}

async function block(c: pg.ClientBase, row: StoredRow): Promise<ScriptBlock> {
  const { rows: events } = await c.query<ScriptEventRow>(
    `select id::int as id, type as "eventType", to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated, message
       from script_event where script_id = $1 order by updated_at desc, id desc limit ${EVENTS_SHOWN}`,
    [row.id],
  );
  const matching =
    row.surveyId === null
      ? (await c.query<{ extName: string }>(`select ext_name as "extName" from survey order by ext_name`)).rows.map((r) => r.extName)
      : [row.metaInterviewExtName];
  return {
    id: row.id,
    scriptType: row.scriptType,
    surveyId: row.surveyId,
    metaInterviewExtName: row.metaInterviewExtName,
    extname: row.extname,
    description: row.description,
    disabled: row.disabled,
    updated: row.updated,
    script: row.scriptType === CONFIGURATION ? (row.configYaml ?? '') : row.code,
    global: row.surveyId === null && !row.universe,
    universe: row.universe,
    universeId: row.universeId,
    matchingMetaInterviews: matching,
    events,
    eventCount: row.eventCount,
  };
}

const details = async (c: pg.ClientBase, id: number) => block(c, await findScript(c, id));

async function listRows(c: pg.ClientBase, where: string, values: unknown[]): Promise<ScriptList> {
  const { rows } = await c.query<ScriptRow>(
    `select ${ROW_COLUMNS} from script s left join survey v on v.id = s.survey_id where ${where}
      order by s.type = '${CONFIGURATION}' desc, lower(s.ext_name), s.id`,
    values,
  );
  return { rows };
}

/** A survey's scripts, its CONFIGURATION script first (made when missing: every survey has one). */
export async function listSurveyScripts(ctx: AnalyticsContext, surveyId: number): Promise<ScriptList> {
  const survey = await surveyOf(ctx.client, surveyId);
  await ctx.client.query(
    `insert into script (universe_id, survey_id, type, ext_name, description) values ($1, $2, '${CONFIGURATION}', 'configuration', 'The survey configuration')
     on conflict (survey_id) where type = '${CONFIGURATION}' do nothing`,
    [ctx.universeId, survey.id],
  );
  return listRows(ctx.client, 's.survey_id = $1', [survey.id]);
}

/** The extName of a survey of the universe (the survey a script runs for, named by id in the run's path). */
export const surveyExtNameOf = async (ctx: AnalyticsContext, surveyId: number): Promise<string> => (await surveyOf(ctx.client, surveyId)).extName;

export const listGlobalScripts = (ctx: AnalyticsContext): Promise<ScriptList> => listRows(ctx.client, 's.survey_id is null and not s.universe', []);

export const scriptDetails = (ctx: AnalyticsContext, id: number): Promise<ScriptBlock> => details(ctx.client, id);

/** The universe's own script, made (empty JavaScript) the first time it is asked for. */
export async function universeScript(ctx: AnalyticsContext): Promise<ScriptBlock> {
  await ctx.client.query(
    `insert into script (universe_id, type, ext_name, description, universe) values ($1, 'JAVASCRIPT', 'universe', 'The universe script', true)
     on conflict (universe_id) where universe do nothing`,
    [ctx.universeId],
  );
  const { rows } = await ctx.client.query<{ id: number }>(`select id::int as id from script where universe`);
  return details(ctx.client, rows[0]!.id);
}

/** A new, empty JavaScript script of a survey (or a global one without it), named after its id. */
export async function createScript(ctx: AnalyticsContext, surveyId: number | null): Promise<ScriptBlock> {
  if (surveyId !== null) await surveyOf(ctx.client, surveyId);
  const { rows } = await ctx.client.query<{ id: number }>(
    `insert into script (universe_id, survey_id, type, ext_name) values ($1, $2, 'JAVASCRIPT', 'new') returning id::int as id`,
    [ctx.universeId, surveyId],
  );
  const id = rows[0]!.id;
  await ctx.client.query(`update script set ext_name = 'script-' || id where id = $1`, [id]);
  return details(ctx.client, id);
}

function checkType(row: StoredRow, type: ScriptType): void {
  if (row.scriptType === CONFIGURATION && type !== CONFIGURATION)
    throw new Invalid('configuration_script_type', "A survey's CONFIGURATION script stays CONFIGURATION: it is the survey configuration.");
  if (type === CONFIGURATION && row.surveyId === null)
    throw new Invalid('configuration_needs_survey', 'A CONFIGURATION script belongs to a survey: it is that survey configuration.');
}

/**
 * Saves a script's type, name, description, disabled flag and text. A CONFIGURATION script's text is saved as the
 * survey configuration when valid (422 with each error's path and YAML line otherwise, nothing saved); its warnings
 * are answered.
 */
export async function saveScript(ctx: AnalyticsContext, input: ScriptBlock): Promise<ScriptSaved> {
  const row = await findScript(ctx.client, input.id, true);
  checkType(row, input.scriptType);
  let warnings: ScriptSaved['warnings'] = [];
  if (input.scriptType === CONFIGURATION) {
    const parsed = parseConfiguration(input.script);
    if (!parsed.ok) throw new ConfigurationRejected(parsed.issues, parsed.warnings);
    warnings = parsed.warnings;
    await ctx.client.query(`update survey set config = $2, config_yaml = $3 where id = $1`, [row.surveyId, JSON.stringify(parsed.configuration), input.script]);
  }
  try {
    await ctx.client.query(`update script set type = $2, ext_name = $3, description = $4, disabled = $5, code = $6, updated_at = now() where id = $1`, [
      row.id,
      input.scriptType,
      input.extname,
      input.description,
      input.disabled,
      input.scriptType === CONFIGURATION ? '' : input.script,
    ]);
  } catch (e) {
    // The unique index: the survey has its CONFIGURATION script already (the transaction is undone with the throw).
    if ((e as { code?: string }).code !== '23505') throw e;
    throw new Conflict('one_configuration_script', `Survey "${row.metaInterviewExtName}" already has its CONFIGURATION script.`);
  }
  return { script: await details(ctx.client, row.id), warnings };
}

export async function deleteScript(ctx: AnalyticsContext, id: number): Promise<ScriptDeleted> {
  const row = await findScript(ctx.client, id, true);
  if (row.scriptType === CONFIGURATION) throw new Conflict('configuration_script', "A survey's CONFIGURATION script cannot be deleted: it is the survey configuration.");
  await ctx.client.query(`delete from script where id = $1`, [id]);
  return { id, deleted: true };
}

export async function deleteScriptEvent(ctx: AnalyticsContext, eventId: number): Promise<ScriptBlock> {
  const { rows } = await ctx.client.query<{ scriptId: number }>(`delete from script_event where id = $1 returning script_id::int as "scriptId"`, [eventId]);
  if (!rows[0]) throw new NotFound('unknown_script_event', `There is no script event ${eventId} in this universe.`);
  return details(ctx.client, rows[0].scriptId);
}

export async function deleteAllScriptEvents(ctx: AnalyticsContext, scriptId: number): Promise<ScriptBlock> {
  const row = await findScript(ctx.client, scriptId, true);
  await ctx.client.query(`delete from script_event where script_id = $1`, [scriptId]);
  return block(ctx.client, { ...row, eventCount: 0 });
}

/**
 * Runs the stored script (the editor saves first) for a survey: `ctx` is the survey it runs for (the route opens it
 * by the run's surveyId). A dry run keeps
 * nothing; a run keeps what the script logged and an ERROR event when it fails. A CONFIGURATION script's run checks
 * the configuration.
 */
export async function runStoredScript(ctx: AnalyticsContext, scriptId: number, dryRun: boolean, params: ScriptRunParams): Promise<ScriptRunResult> {
  const row = await findScript(ctx.client, scriptId);
  if (row.surveyId !== null && row.surveyId !== ctx.survey.id)
    throw new Invalid('survey_mismatch', `Script ${scriptId} belongs to survey "${row.metaInterviewExtName}", not "${ctx.survey.extName}".`);
  if (row.scriptType === CONFIGURATION) {
    const parsed = parseConfiguration(row.configYaml ?? '');
    if (parsed.ok)
      return {
        returnCode: 'OK',
        message: `The configuration is valid: ${parsed.configuration.pages.length} pages.`,
      };
    return {
      returnCode: 'INVALID',
      message: parsed.issues.map((i) => `${i.path || '/'}${i.line ? ` (line ${i.line})` : ''}: ${i.message}`).join('\n'),
    };
  }
  const run = await runScript(row.code, await scriptInput(ctx, params));
  if (!dryRun) {
    const failed =
      run.returnCode === 'OK'
        ? []
        : [
            {
              type: 'ERROR' as const,
              message: `Run failed (${run.returnCode}): ${run.message}`,
            },
          ];
    await addScriptEvents(ctx, row.id, [...run.events, ...failed]);
  }
  if (run.returnCode !== 'OK') return { returnCode: run.returnCode, message: run.message };
  return {
    returnCode: 'OK',
    message: run.value === undefined ? '' : JSON.stringify(run.value, null, 2),
  };
}
