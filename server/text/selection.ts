/**
 * Which comments a text analytics call reads: those of the component's text questions in interviews of the drill
 * unit (or, without one, of the survey's top unit), in its period, passing its filters, the caller's unit
 * scope and question filters. Every text analytics call and the comments download build their SQL on this.
 */
import { readerComponent } from '../analytics/component-lookup';
import { inScopeSql, type Params } from '../analytics/sql';
import { localize } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import { interviewConditions } from '../reports/selection';
import { badInput, drillFilters, drillRequest, topUnit, withinQuestionFiltersSql, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { CompiledFilters } from '../analytics/filters';
import { parseFilters, type FilterToken } from '../../core/drillpath/tokens';
import type { ComponentDef } from '../analytics/survey-config';
import type { TextLanguage } from './analyse';
import type { TaxonomyCategory } from './taxonomy';

export const RESULT_TYPES = ['textAnalytics', 'feedbackOverview', 'feedbackSentiment'] as const;
export const SEARCH_TYPES = ['feedbackSearch', 'questionSearch'] as const;

export interface CommentSelection {
  component: ComponentDef;
  unit: UnitRow;
  filters: CompiledFilters;
  /** The drill path's filter tokens (the download names them in its header). */
  tokens: FilterToken[];
  /** The text questions read, in the survey's order. */
  questions: string[];
  /** The unit is the survey's only top unit: every interview of the survey is under it. */
  wholeSurvey: boolean;
}

interface TextComponentConfig {
  questions?: string[];
}

/** The component (of one of `types`) and the drill unit, filters and text questions it reads. */
export async function commentSelection(ctx: AnalyticsContext, id: string, types: readonly string[], path: string | undefined): Promise<CommentSelection> {
  const component = readerComponent(ctx, id, types, 'not_text_analytics', `a ${types.join(' or ')}`);
  const textQuestions = Object.keys(ctx.sa.questions).filter((q) => ctx.sa.questions[q]!.text === true);
  const asked = (component.config as TextComponentConfig | undefined)?.questions;
  for (const q of asked ?? []) {
    if (!textQuestions.includes(q)) throw new Invalid('unknown_question', `Survey "${ctx.survey.extName}" has no text question "${q}" for component "${id}".`);
  }
  const drill = await drillOrTop(ctx, path);
  const { rows: tops } = await ctx.client.query<{ n: number }>(`select count(*)::int as n from unit where survey_id = $1 and parent_id is null`, [ctx.survey.id]);
  const wholeSurvey = drill.unit.parentId === null && tops[0]!.n === 1;
  return { component, unit: drill.unit, filters: drill.filters, tokens: drill.tokens, questions: asked ?? textQuestions, wholeSurvey };
}

/**
 * The drill path's unit and filters; without a unit (no path, or only `;filter` tokens) the survey's top unit, of
 * which `selectedComments` keeps the caller's scope.
 */
async function drillOrTop(ctx: AnalyticsContext, path: string | undefined): Promise<{ unit: UnitRow; filters: CompiledFilters; tokens: FilterToken[] }> {
  if (path !== undefined && path !== '' && !path.startsWith(';')) return drillRequest(ctx, path);
  const tokens = path ? badInput(() => parseFilters(path.slice(1))) : [];
  return { unit: await topUnit(ctx), filters: await drillFilters(ctx, tokens), tokens };
}

/**
 * SQL: the comment analysis `ca` (joined with its interview `i` and unit `u`) belongs to the selection. The scope
 * condition matters for the top unit, which the caller may see only parts of.
 */
export function selectedComments(ctx: AnalyticsContext, sel: CommentSelection, p: Params): string {
  return [
    interviewConditions(ctx, sel.unit, sel.filters, p, sel.wholeSurvey),
    inScopeSql('u.path', p.add(ctx.scope)),
    withinQuestionFiltersSql(ctx, p),
    `ca.survey_id = ${p.add(ctx.survey.id)}`,
    `ca.question = any(${p.add(sel.questions)}::text[])`,
  ].join(' and ');
}

/** The same interviews, whether or not they have a comment (alias `i`, unit `u`). */
export function selectedInterviews(ctx: AnalyticsContext, sel: CommentSelection, p: Params): string {
  return [interviewConditions(ctx, sel.unit, sel.filters, p, sel.wholeSurvey), inScopeSql('u.path', p.add(ctx.scope)), withinQuestionFiltersSql(ctx, p)].join(' and ');
}

/** A category's title in the reader's locale (the taxonomy says `no` for Norwegian, the app `nb`). */
export function categoryTitle(category: TaxonomyCategory | undefined, id: string, locale: string): string {
  if (!category) return id;
  const lang = (locale === 'nb' ? 'no' : locale) as TextLanguage;
  return category.title[lang] ?? category.title.en ?? Object.values(category.title)[0] ?? id;
}

export function questionTitle(ctx: AnalyticsContext, question: string): string {
  return localize(ctx.sa.questions[question]?.title, ctx.locale) || question;
}
