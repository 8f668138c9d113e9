/**
 * What every analytics call starts with: the survey (in the session's universe, through row-level security),
 * the caller's role scope, the drill unit (which must lie inside that scope: Forbidden otherwise) and the filters.
 */
import type pg from 'pg';
import { DrillPathError, formatPath, parseFilters, parseRoute, type FilterToken } from '../../core/drillpath/tokens';
import type { DataBounds } from '../../core/metrics/periods';
import { Forbidden, Invalid, NotFound } from '../errors';
import { rightsIn, rightsInSurvey, VIEW_ANON, type RoleRight, type SessionKey, type StoredQuestionFilters } from '../accounts/rights';
import { compileFilters, sampleQuestionFilterConditions, standardConditions, type CompiledFilters, type QuestionFilterToken } from '../analytics/filters';
import { Params } from '../analytics/sql';
import { readSurveyAnalytics, type SurveyAnalytics } from '../analytics/survey-config';
import { GLOBAL_SURVEY } from '../../core/filters/globalSurvey';

export interface UnitRow {
  id: number;
  path: string;
  name: string;
  level: number;
  extName: string;
  parentId: number | null;
}

export interface AnalyticsContext {
  client: pg.ClientBase;
  universeId: number;
  /** The signed-in user (the person acted as, while impersonating). */
  userId: number;
  survey: { id: number; extName: string; title: string };
  sa: SurveyAnalytics;
  /** Unit paths the caller may see with their subtrees; null for everything. */
  scope: string[] | null;
  locale: string;
  isRoot: boolean;
  /** Administers the universe (root included); never while acting as someone else. */
  isUniverseAdmin: boolean;
  /** The role rights the session holds in this survey (server/accounts/rights.ts). */
  roleRights: readonly RoleRight[];
  /** The role rights the session holds in another survey of the universe (by extName). */
  rightsInSurvey: (surveyExt: string) => readonly RoleRight[];
  /** The caller's role name (what discriminator branches name); null without one. */
  role: string | null;
  /** The session's question filters in this survey: every filtered reader applies them (compileFilters), none can lift them. */
  questionFilters: QuestionFilterToken[];
  /** The day relative dates count from (the Db's clock, server/clock.ts). */
  today: string;
}

/** Turns codec errors into Invalid errors (400) that quote the bad token. */
export function badInput<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof DrillPathError) throw new Invalid('bad_drill_path', err.message);
    throw err;
  }
}

/** A `sortDesc` path parameter: `true` or `false`, anything else is refused (400). */
export function sortDescParam(text: string): boolean {
  if (text !== 'true' && text !== 'false') throw new Invalid('bad_sort', `sortDesc must be true or false, not "${text}".`);
  return text === 'true';
}

/** The session's universe; a session that has not chosen one yet is refused (403). */
export function universeOf(session: SessionKey): number {
  if (session.universeId === null) throw new Forbidden('no_universe', 'Choose a universe first.');
  return session.universeId;
}

export async function loadContext(client: pg.ClientBase, session: SessionKey, surveyExt: string, today: string): Promise<AnalyticsContext> {
  const universeId = universeOf(session);
  // One rule for what a session may see, acting as someone or not (server/accounts/rights.ts).
  const rights = await rightsIn(client, session);
  if (!rights.mayReadData) {
    throw new Forbidden('forbidden', 'You have no role in this universe that gives access to survey results.');
  }
  const { rows } = await client.query<{ id: number; ext_name: string; title: string; config: Record<string, unknown> }>(
    `select id, ext_name, title, config from survey where ext_name = $1`,
    [surveyExt],
  );
  const survey = rows[0];
  if (!survey) throw new NotFound('unknown_survey', `There is no survey "${surveyExt}" in this universe.`);
  const sa = readSurveyAnalytics(survey.config);
  return {
    client,
    universeId,
    userId: session.userId,
    survey: { id: survey.id, extName: survey.ext_name, title: survey.title },
    sa,
    scope: rights.unitScope,
    locale: rights.locale,
    isRoot: rights.isRoot,
    isUniverseAdmin: rights.isUniverseAdmin,
    roleRights: rightsInSurvey(rights, survey.ext_name),
    rightsInSurvey: (ext) => rightsInSurvey(rights, ext),
    role: rights.roleName,
    questionFilters: questionFilterTokens(rights.questionFilters, survey.ext_name, sa),
    today,
  };
}

/**
 * The question filters of a survey, as tokens: the survey's own (a question the survey no longer asks matches no
 * interview, so a stale filter hides rather than reveals) and the global survey's for the questions this survey asks.
 */
export function questionFilterTokens(stored: readonly StoredQuestionFilters[], surveyExt: string, sa: Pick<SurveyAnalytics, 'questions'>): QuestionFilterToken[] {
  const token = (question: string, value: string): QuestionFilterToken => ({
    name: question,
    question: true,
    values: value.split(';').map((v) => v.trim()).filter(Boolean).map((v) => ({ value: v, exclude: false, contains: false })),
  });
  return stored.flatMap((byS) => [
    ...Object.entries(byS[surveyExt] ?? {}).map(([q, v]) => token(q, v)),
    ...(surveyExt === GLOBAL_SURVEY ? [] : Object.entries(byS[GLOBAL_SURVEY] ?? {}).filter(([q]) => sa.questions[q]).map(([q, v]) => token(q, v))),
  ]);
}

/**
 * The caller's question filters as one SQL condition on the interview `i` ('true' without any): every call that
 * counts or lists interviews or alerts outside compileFilters' selections uses it, so the filters narrow them all.
 */
export function withinQuestionFiltersSql(ctx: Pick<AnalyticsContext, 'sa' | 'questionFilters'>, p: Params): string {
  return ctx.questionFilters.length === 0 ? 'true' : standardConditions({ standard: ctx.questionFilters }, ctx.sa, p);
}

/** The same for a sample (alias `sample`): by its interview once answered, else by its own fields (sampleQuestionFilterConditions). */
export function sampleWithinQuestionFiltersSql(ctx: Pick<AnalyticsContext, 'sa' | 'questionFilters'>, p: Params, sample = 's'): string {
  return sampleQuestionFilterConditions(ctx.questionFilters, ctx.sa, p, sample) || 'true';
}

/** Refuses (403) an interview (or the alert on it) that the caller's question filters leave out, like one outside the scope. */
export async function requireWithinQuestionFilters(ctx: Pick<AnalyticsContext, 'client' | 'sa' | 'questionFilters'>, interviewId: number | null, what: string): Promise<void> {
  if (ctx.questionFilters.length === 0) return;
  const p = new Params();
  const id = p.add(interviewId);
  const { rows } = await ctx.client.query(`select 1 from interview i where i.id = ${id} and ${withinQuestionFiltersSql(ctx, p)}`, p.values);
  if (rows.length === 0) throw new Forbidden('outside_question_filters', `Your question filters do not give access to ${what}.`);
}

/** Refuses (403) a sample that the caller's question filters leave out (sampleWithinQuestionFiltersSql). */
export async function requireSampleWithinQuestionFilters(ctx: Pick<AnalyticsContext, 'client' | 'sa' | 'questionFilters'>, sampleId: number): Promise<void> {
  if (ctx.questionFilters.length === 0) return;
  const p = new Params();
  const id = p.add(sampleId);
  const { rows } = await ctx.client.query(`select 1 from sample s where s.id = ${id} and ${sampleWithinQuestionFiltersSql(ctx, p)}`, p.values);
  if (rows.length === 0) throw new Forbidden('outside_question_filters', `Your question filters do not give access to sample ${sampleId}.`);
}

/** Refuses (403) what the caller's role rights in this survey do not allow; `doing` completes "Your role does not let you …". */
export function requireRight(ctx: Pick<AnalyticsContext, 'roleRights' | 'survey'>, right: RoleRight, doing: string): void {
  if (!ctx.roleRights.includes(right)) throw new Forbidden('missing_right', `Your role does not let you ${doing} in survey "${ctx.survey.extName}".`);
}

/** Whether names and contact data of samples and interviews are hidden from the caller (no canViewAnon): the server never sends them then. */
export function contactHidden(ctx: Pick<AnalyticsContext, 'roleRights'>): boolean {
  return !ctx.roleRights.includes(VIEW_ANON);
}

/** True when `path` is one of the scope paths or inside one. */
export function inScope(scope: string[] | null, path: string): boolean {
  return scope === null || scope.some((s) => path === s || path.startsWith(`${s},`));
}

const UNIT_COLUMNS = `id, path, name, level, ext_name as "extName", parent_id as "parentId"`;

/** The unit a drill path names, if the caller may see it. */
export async function resolveUnit(ctx: AnalyticsContext, segments: string[]): Promise<UnitRow> {
  const path = formatPath(segments);
  const { rows } = await ctx.client.query<UnitRow>(`select ${UNIT_COLUMNS} from unit where survey_id = $1 and path = $2`, [ctx.survey.id, path]);
  const unit = rows[0];
  if (!unit) throw new NotFound('unknown_unit', `Survey "${ctx.survey.extName}" has no unit at drill path "${path}".`);
  if (!inScope(ctx.scope, unit.path)) throw new Forbidden('outside_scope', `Your role does not give access to "${path}".`);
  return unit;
}

/** The survey's top unit, whatever the caller's scope (a search from the top filters its finds by the scope). */
export async function topUnit(ctx: AnalyticsContext): Promise<UnitRow> {
  const { rows } = await ctx.client.query<UnitRow>(`select ${UNIT_COLUMNS} from unit where survey_id = $1 and parent_id is null order by id limit 1`, [ctx.survey.id]);
  if (!rows[0]) throw new NotFound('unknown_unit', `Survey "${ctx.survey.extName}" has no units.`);
  return rows[0];
}

export async function childrenOf(ctx: AnalyticsContext, unitId: number): Promise<UnitRow[]> {
  const { rows } = await ctx.client.query<UnitRow>(`select ${UNIT_COLUMNS} from unit where parent_id = $1 order by name`, [unitId]);
  return rows;
}

export async function dataBounds(ctx: AnalyticsContext): Promise<DataBounds> {
  const { rows } = await ctx.client.query<{ first: string | null; last: string | null }>(
    `select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as last from answer_rollup_day where survey_id = $1 and question = '*'`,
    [ctx.survey.id],
  );
  return rows[0] ?? { first: null, last: null };
}

/** The titles of those of `ids` that are campaigns of the survey (row-level security hides other universes' campaigns). */
export async function surveyCampaignTitles(ctx: AnalyticsContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { rows } = await ctx.client.query<{ id: string; title: string }>(`select id::text as id, title from campaign where survey_id = $1 and id = any($2::bigint[])`, [ctx.survey.id, ids]);
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** A drill path (with optional `;filters`) and an optional separate filter segment (`none` for no filters). */
export async function drillRequest(
  ctx: AnalyticsContext,
  pathParam: string,
  filterParam?: string,
): Promise<{ unit: UnitRow; filters: CompiledFilters; tokens: FilterToken[] }> {
  const route = badInput(() => parseRoute(pathParam));
  const extra = filterParam === undefined ? [] : badInput(() => parseFilters(filterParam));
  const tokens = [...route.filters, ...extra];
  const filters = await drillFilters(ctx, tokens);
  const unit = await resolveUnit(ctx, route.path);
  return { unit, filters, tokens };
}

/** The filter tokens of a drill path compiled for the survey (with the caller's question filters); a bad one is 400. */
export function drillFilters(ctx: AnalyticsContext, tokens: FilterToken[]): Promise<CompiledFilters> {
  return compileFilters(tokens, ctx.sa, ctx.today, () => dataBounds(ctx), ctx.questionFilters, async (ids) => [...(await surveyCampaignTitles(ctx, ids)).keys()]).catch((err: unknown) => {
    if (err instanceof DrillPathError) throw new Invalid('bad_filter', err.message);
    throw err;
  });
}
