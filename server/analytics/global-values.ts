/**
 * The global values table (spec 2, component type "global values table"): one row per survey the caller may see
 * in the universe, a column per configured variable, each value computed as the variable tiles compute it
 * (analytics/tiles.ts) at the caller's top unit of that survey over its default period. The skeleton (headers,
 * survey names) comes first; the surveys are computed in parallel, each in its own read-only transaction, and
 * each row is handed over as it is ready, an error row when its survey fails.
 */
import { localize } from '../../core/metrics/variables';
import type { Db } from '../db/pool';
import { DomainError, Forbidden, Invalid } from '../errors';
import { rightsIn } from '../accounts/rights';
import { dataBounds, drillRequest, inScope, universeOf, type AnalyticsContext } from '../survey/context';
import { withSurvey, type Caller } from '../survey/with-survey';
import { compileFilters } from './filters';
import { readerComponent } from './component-lookup';
import { computeTiles } from './tiles';
import { text } from '../i18n';
import type { GlobalValuesRow, GlobalValuesTable } from '../../schemas/api/global-values-table.gen';

/** Surveys computed at once: each holds a pool connection while it counts. */
const PARALLEL_SURVEYS = 3;
const DEFAULT_VARIABLES = ['nps'];

export interface GlobalValuesPlan {
  table: GlobalValuesTable;
  variables: string[];
  /** The caller's locale, for the words of a failed row. */
  locale: string;
}

/** The configured variables of global values table `id` of the page's survey, with the column titles. */
function configuredVariables(ctx: AnalyticsContext, id: string): { variables: string[]; headers: string[] } {
  const component = readerComponent(ctx, id, ['globalValuesTable'], 'not_a_global_values_table', 'a global values table');
  const configured = component.config.variables;
  const variables = Array.isArray(configured) && configured.length > 0 ? configured.map(String) : DEFAULT_VARIABLES;
  const headers = variables.map((name) => {
    const v = ctx.sa.variables.get(name);
    return v ? localize(v.title, ctx.locale) : name;
  });
  return { variables, headers };
}

/** The surveys of the caller's universe with a unit inside their role's scope (the shell offers the same ones). */
async function visibleSurveys(db: Db, caller: Caller): Promise<{ extName: string; title: string }[]> {
  // Each survey's own transaction sees only its rows (row-level security); this one lists the universe's surveys.
  return db.withTenant({ universeId: universeOf(caller), userId: caller.userId }, async (client) => {
    await client.query('set transaction read only');
    const rights = await rightsIn(client, caller);
    if (!rights.mayReadData) throw new Forbidden('forbidden', 'You have no role in this universe that gives access to survey results.');
    const { rows } = await client.query<{ extName: string; title: string; paths: string[] }>(
      `select s.ext_name as "extName", s.title, array(select u.path from unit u where u.survey_id = s.id) as paths from survey s order by s.title, s.ext_name`,
    );
    return rows.filter((s) => rights.unitScope === null || s.paths.some((p) => inScope(rights.unitScope, p))).map(({ extName, title }) => ({ extName, title }));
  });
}

/** The headers and one row per visible survey, without values: what the GET call and the stream's first event answer. */
export async function globalValuesPlan(db: Db, caller: Caller, survey: string, id: string, path: string): Promise<GlobalValuesPlan> {
  const { variables, headers, locale } = await withSurvey(db, caller, survey, { readOnly: true }, async (ctx) => {
    // The page's drill path must be the caller's to ask from (403 outside the role's scope), like every page call.
    await drillRequest(ctx, path);
    return { ...configuredVariables(ctx, id), locale: ctx.locale };
  });
  const surveys = await visibleSurveys(db, caller);
  return { variables, locale, table: { headers, rows: surveys.map((s) => ({ surveyName: s.title, survey: s.extName })) } };
}

/** One survey's values at the caller's top unit of it; a failure becomes the row's readable error. */
export async function globalValuesRow(db: Db, caller: Caller, row: GlobalValuesRow, plan: Pick<GlobalValuesPlan, 'variables' | 'locale'>, onUnexpected: (err: unknown) => void): Promise<GlobalValuesRow> {
  const { variables } = plan;
  try {
    return await withSurvey(db, caller, row.survey, { readOnly: true }, async (ctx) => {
      const missing = variables.filter((name) => !ctx.sa.variables.has(name));
      if (missing.length > 0) throw new Invalid('unknown_variable', text(ctx.locale, 'globalValues.unknownVariable', { survey: row.surveyName, variables: missing.join(', ') }));
      const { rows } = await ctx.client.query<{ id: number; path: string; name: string; level: number; extName: string; parentId: number | null }>(
        `select id, path, name, level, ext_name as "extName", parent_id as "parentId" from unit where survey_id = $1 order by level, path`,
        [ctx.survey.id],
      );
      const unit = rows.find((u) => inScope(ctx.scope, u.path));
      if (!unit) throw new Forbidden('outside_scope', text(ctx.locale, 'globalValues.noUnit', { survey: row.surveyName }));
      // No filters: the survey's default period, as a tile on its start page without a filter chosen.
      const filters = await compileFilters([], ctx.sa, ctx.today, () => dataBounds(ctx), ctx.questionFilters);
      const tiles = await computeTiles(ctx, unit, filters, [], variables.map((name) => ctx.sa.variables.get(name)!));
      return { ...row, cells: tiles.map((t) => ({ value: t.value ?? null, formattedValue: t.formattedValue })) };
    });
  } catch (err) {
    if (err instanceof DomainError) return { ...row, error: err.message };
    // Not the caller's doing: logged for the operators, a plain sentence for the row.
    onUnexpected(err);
    return { ...row, error: text(plan.locale, 'globalValues.failed', { survey: row.surveyName }) };
  }
}

/**
 * Computes the rows, at most PARALLEL_SURVEYS at once, handing each to `onRow` as it is ready. Stops starting
 * surveys once `signal` aborts (the client left); the ones under way finish their transaction and are dropped.
 */
export async function computeGlobalValues(
  db: Db,
  caller: Caller,
  plan: GlobalValuesPlan,
  signal: AbortSignal,
  onRow: (row: GlobalValuesRow) => Promise<void>,
  onUnexpected: (err: unknown) => void,
): Promise<number> {
  const queue = [...plan.table.rows];
  let started = 0;
  const worker = async () => {
    for (let row = queue.shift(); row && !signal.aborted; row = queue.shift()) {
      started += 1;
      const done = await globalValuesRow(db, caller, row, plan, onUnexpected);
      if (!signal.aborted) await onRow(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_SURVEYS, queue.length) }, worker));
  return started;
}
