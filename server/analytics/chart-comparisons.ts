/**
 * The charts that compare rather than follow one line (spec 2 section 2): the delta chart (each variable's change
 * against the trend period), the grouped chart (variables grouped by a background variable or by child units) and
 * the choice line chart (the share of each choice of a question over time).
 */
import { localize, roundTo, type Counts, type VariableDef } from '../../core/metrics/variables';
import type { FilterToken } from '../../core/drillpath/tokens';
import { Invalid } from '../errors';
import { countAnswers, type Group } from './counts';
import { childrenOf, inScope, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { CompiledFilters } from './filters';
import { answersBehind, evaluate, loadGoals, questionsOf } from './metrics';
import { bucketsOf, chartVariables, countBuckets, granularityOf, PALETTE, round, scaleAndGoal, type ChartPlace } from './chart-parts';
import type { ComponentDef } from './survey-config';
import type { ChartData } from '../../schemas/api/chart-data.gen';

/** The units a chart compares: the drill unit's children the caller may see, or the unit itself when it has none. */
async function comparedUnits(ctx: AnalyticsContext, unit: UnitRow): Promise<UnitRow[]> {
  const children = (await childrenOf(ctx, unit.id)).filter((c) => inScope(ctx.scope, c.path));
  return children.length ? children : [unit];
}

async function descriptorsOf(ctx: AnalyticsContext, unit: UnitRow, vars: VariableDef[]): Promise<ChartData['descriptors']> {
  const goals = await loadGoals(ctx);
  return vars.map((v, i) => ({
    variable: v.extName,
    title: localize(v.title, ctx.locale),
    color: PALETTE[i % PALETTE.length]!,
    ...scaleAndGoal(v, goals.goalFor(v, unit.path)),
    ...(v.inverse ? { inverse: true } : {}),
  }));
}

/** Each chart variable's change from the trend period to the selection period, per compared unit; null where either period has no value. */
export async function deltaChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, component: ComponentDef, place: ChartPlace): Promise<ChartData> {
  const vars = chartVariables(ctx, component, place);
  const units = await comparedUnits(ctx, unit);
  const base = { surveyId: ctx.survey.id, groups: units.map((u) => ({ key: String(u.id), path: u.path })), questions: questionsOf(vars), filters, sa: ctx.sa };
  const now = await countAnswers(ctx.client, { ...base, period: filters.period });
  const before = await countAnswers(ctx.client, { ...base, period: filters.trend });
  return {
    descriptors: await descriptorsOf(ctx, unit, vars),
    series: units.map((u) => {
      const c = now.get(String(u.id))?.get('');
      const t = before.get(String(u.id))?.get('');
      return {
        name: u.name,
        data: vars.map((v) => {
          // Rounded before subtracting, as the tiles do, so the change shown is the difference of the values shown.
          const value = c ? round(v, evaluate(v, c)) : null;
          const trend = t ? round(v, evaluate(v, t)) : null;
          return value === null || trend === null ? null : round(v, value - trend);
        }),
        n: vars.map((v) => answersBehind(v, c)),
      };
    }),
  };
}

/** The chart variables in the selection period, one bar group per option of a background variable (`groupBy`) or, without one, per compared unit. */
export async function groupedChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, component: ComponentDef, place: ChartPlace): Promise<ChartData> {
  const vars = chartVariables(ctx, component, place);
  const questions = questionsOf(vars);
  const groupBy = component.config.groupBy;
  let groups: { name: string; counts: () => Promise<Map<string, Counts> | undefined> }[];
  if (typeof groupBy === 'string') {
    const def = ctx.sa.standardFilters.get(groupBy);
    if (!def?.options?.length) {
      throw new Invalid('bad_group_by', `Chart "${component.id}" groups by "${groupBy}", which is not a background variable with options in the survey's standard filters.`);
    }
    const own: Group[] = [{ key: 'u', path: unit.path }];
    groups = def.options.map((o) => ({
      name: localize(o.title ?? o.extName, ctx.locale),
      counts: async () => {
        const token: FilterToken = { name: groupBy, values: [{ value: o.extName, exclude: false, contains: false }] };
        const table = await countAnswers(ctx.client, { surveyId: ctx.survey.id, groups: own, questions, period: filters.period, filters: { ...filters, standard: [...filters.standard, token] }, sa: ctx.sa });
        return table.get('u')?.get('');
      },
    }));
  } else {
    const units = await comparedUnits(ctx, unit);
    const table = await countAnswers(ctx.client, { surveyId: ctx.survey.id, groups: units.map((u) => ({ key: String(u.id), path: u.path })), questions, period: filters.period, filters, sa: ctx.sa });
    groups = units.map((u) => ({ name: u.name, counts: async () => table.get(String(u.id))?.get('') }));
  }
  const series: ChartData['series'] = [];
  // One at a time: the counts share the request's database connection.
  for (const g of groups) {
    const c = await g.counts();
    series.push({ name: g.name, data: vars.map((v) => (c ? round(v, evaluate(v, c)) : null)), n: vars.map((v) => answersBehind(v, c)) });
  }
  return { descriptors: await descriptorsOf(ctx, unit, vars), series };
}

/** One line per choice (value of the question's scale): the share of the period's answers that chose it, in %. */
export async function choiceLineChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, component: ComponentDef, type: string, place: ChartPlace): Promise<ChartData> {
  const question = component.config.question;
  if (typeof question !== 'string') throw new Invalid('no_question', `Choice line chart "${component.id}" names no question (config.question).`);
  const def = ctx.sa.questions[question];
  if (!def?.scale) throw new Invalid('unknown_question', `Choice line chart "${component.id}": survey "${ctx.survey.extName}" has no scale question "${question}".`);
  const [lo, hi] = def.scale;
  // The counts keep a histogram of the values 0 to 10, which is every choice a scale question can have.
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || lo < 0 || hi > 10 || lo > hi) {
    throw new Invalid('bad_choice_scale', `Choice line chart "${component.id}": question "${question}" has the scale ${lo}–${hi}; choices are whole numbers from 0 to 10.`);
  }
  const choices = Array.from({ length: hi - lo + 1 }, (_, k) => lo + k);
  const titles = new Map((def.choices ?? []).map((c) => [c.value, c.title]));
  const g = granularityOf(type, component, place);
  const table = await countBuckets(ctx.client, { surveyId: ctx.survey.id, groups: [{ key: 'u', path: unit.path }], questions: [question], period: filters.period, filters, sa: ctx.sa }, g);
  const byBucket = table.get('u');
  return {
    descriptors: choices.map((value, i) => ({
      variable: `${question}:${value}`,
      title: localize(titles.get(value) ?? String(value), ctx.locale),
      color: PALETTE[i % PALETTE.length]!,
      scale: { min: 0, max: 100 },
    })),
    series: bucketsOf(filters.period, g, 1000).map((b) => {
      const c = byBucket?.get(b.start)?.get(question);
      const n = c?.n ?? 0;
      return { name: b.label, data: choices.map((value) => (n ? roundTo((100 * (c!.hist[value] ?? 0)) / n, 2) : null)), n: choices.map(() => n) };
    }),
  };
}
