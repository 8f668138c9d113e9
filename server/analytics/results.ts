/**
 * Results summary (spec 2 section 3, Results): per group, each question's or variable's value in the selection
 * and trend periods, the difference, the goal and the goal status.
 */
import { describePeriod } from '../../core/metrics/periods';
import { text } from '../i18n';
import { decimalsOf, diffOf, localize, roundTo, targetOf, type VariableDef } from '../../core/metrics/variables';
import { countAnswers, INTERVIEWS } from './counts';
import { drillRequest, topUnit, type AnalyticsContext, type UnitRow } from '../survey/context';
import { suggestions } from './segmented';
import { Invalid } from '../errors';
import { componentFor } from './component-lookup';
import type { CompiledFilters } from './filters';
import { evaluate, loadGoals, questionsOf, variablesOf } from './metrics';
import type { RankingSuggestions } from '../../schemas/api/ranking-suggestions.gen';
import type { ResultItem, ResultsSummary, ResultSummaryGroup } from '../../schemas/api/results-summary.gen';

/** A question shown as its mean, unless a variable of the same name says otherwise. */
function questionVariable(ctx: AnalyticsContext, q: string): VariableDef {
  const scale = ctx.sa.questions[q]?.scale;
  return ctx.sa.variables.get(q) ?? { extName: q, title: (ctx.sa.questions[q]?.title ?? { en: q }) as Record<string, string>, kind: 'mean', question: q, min: scale?.[0], max: scale?.[1] };
}

/** The results summary of results block `componentId` at the drill path (the results call). */
export async function resultsAnswer(ctx: AnalyticsContext, componentId: string, path: string): Promise<ResultsSummary> {
  resultsBlock(ctx, componentId);
  const { unit, filters } = await drillRequest(ctx, path);
  return resultsSummary(ctx, unit, filters);
}

/** The results block's drill search (the drillsuggestions call): units of the whole hierarchy in the caller's scope whose name contains the term. */
export async function resultsDrillSuggestions(ctx: AnalyticsContext, componentId: string, term: string): Promise<RankingSuggestions> {
  resultsBlock(ctx, componentId);
  return suggestions(ctx, await topUnit(ctx), term);
}

function resultsBlock(ctx: AnalyticsContext, componentId: string): void {
  const { component } = componentFor(ctx, componentId);
  if (component.type !== 'resultsBlock') throw new Invalid('not_a_results_block', `Component "${component.id}" is a ${component.type}, not a results block.`);
}

export async function resultsSummary(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters): Promise<ResultsSummary> {
  const r = ctx.sa.results;
  const questionVars = new Map<string, VariableDef>();
  for (const g of [...r.driverGroups, ...r.resultGroups]) for (const q of g.questions) questionVars.set(q, questionVariable(ctx, q));
  const loyaltyVars = r.loyaltySatisfactionGroups.map((g) => variablesOf(ctx, g.variables));
  const all = [...questionVars.values(), ...loyaltyVars.flat()];
  const questions = [...new Set([...questionsOf(all), INTERVIEWS])];
  const groups = [{ key: 'u', path: unit.path }];
  const base = { surveyId: ctx.survey.id, groups, questions, filters, sa: ctx.sa };
  const now = await countAnswers(ctx.client, { ...base, period: filters.period });
  const before = await countAnswers(ctx.client, { ...base, period: filters.trend });
  const goals = await loadGoals(ctx);
  const item = (v: VariableDef): ResultItem => {
    const d = decimalsOf(v);
    const raw = evaluate(v, now.get('u')?.get(''));
    const rawTrend = evaluate(v, before.get('u')?.get(''));
    const value = raw === null ? null : roundTo(raw, d);
    const valueTrend = rawTrend === null ? null : roundTo(rawTrend, d);
    const goal = v.kind === 'count' ? null : goals.goalFor(v, unit.path);
    const diff = diffOf(value, valueTrend);
    return { extName: v.extName, title: localize(v.title, ctx.locale), value, valueTrend, diff: diff === null ? null : roundTo(diff, d), goal, goalStatus: targetOf(v, value, goal), ...(v.inverse ? { inverse: true } : {}) };
  };
  const questionGroup = (g: { title: Record<string, string> | string; questions: string[] }): ResultSummaryGroup => ({
    title: localize(g.title, ctx.locale),
    questionAnswers: g.questions.map((q) => item(questionVars.get(q)!)),
    numericQuestionAnswers: [],
  });
  return {
    selectionTime: describePeriod(filters.period, text(ctx.locale, 'period.allTime')),
    trendTime: describePeriod(filters.trend, text(ctx.locale, 'period.allTime')),
    driverGroups: r.driverGroups.map(questionGroup),
    loyaltySatisfactionGroups: r.loyaltySatisfactionGroups.map((g, i) => ({
      title: localize(g.title, ctx.locale),
      questionAnswers: loyaltyVars[i]!.map(item),
      numericQuestionAnswers: [],
    })),
    resultGroups: r.resultGroups.map(questionGroup),
  };
}
