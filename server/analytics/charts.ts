/**
 * Chart data (spec 2 section 3: descriptors and series): the development chart's time series per day, ISO week,
 * month, quarter or year (null where there is no data), the benchmark across sibling units, and the driver
 * analysis behind the priority and effect charts. The delta, grouped and choice line charts are in chart-comparisons.ts.
 */
import type { Period } from '../../core/metrics/periods';
import { localize, roundTo, type VariableDef } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import { text } from '../i18n';
import { childrenOf, drillRequest, inScope, type AnalyticsContext, type UnitRow } from '../survey/context';
import { standardConditions, type CompiledFilters } from './filters';
import { answersBehind, evaluate, loadGoals, questionsOf } from './metrics';
import { Params, utcDay } from './sql';
import type { ComponentDef } from './survey-config';
import { componentFor } from './component-lookup';
import type { ChartData } from '../../schemas/api/chart-data.gen';
import { bucketsOf, chartVariables, countBuckets, granularityOf, PALETTE, round, scaleAndGoal, type ChartPeriod, type ChartPlace } from './chart-parts';
import { choiceLineChart, deltaChart, groupedChart } from './chart-comparisons';

export { PALETTE } from './chart-parts';

/**
 * The development of variables in the unit's subtree: one series entry per bucket of `period` (the selection
 * period unless a caller asks for another span), one value per variable, null where there is no data. The
 * development chart and a variable tile's chart both draw this.
 */
export async function developmentSeries(
  ctx: AnalyticsContext,
  unit: UnitRow,
  filters: CompiledFilters,
  vars: VariableDef[],
  g: ChartPeriod,
  period: Period = filters.period,
): Promise<ChartData> {
  const groups = [{ key: 'u', path: unit.path }];
  const list = bucketsOf(period, g, 1000);
  const counts = await countBuckets(ctx.client, { surveyId: ctx.survey.id, groups, questions: questionsOf(vars), period, filters, sa: ctx.sa }, g);
  const byBucket = counts.get('u');
  const goals = await loadGoals(ctx);
  return {
    descriptors: vars.map((v, i) => ({ variable: v.extName, title: localize(v.title, ctx.locale), color: PALETTE[i % PALETTE.length]!, ...scaleAndGoal(v, goals.goalFor(v, unit.path)) })),
    series: list.map((b) => ({
      name: b.label,
      data: vars.map((v) => {
        const c = byBucket?.get(b.start);
        if (v.kind === 'count' && !c) return null;
        return round(v, evaluate(v, c));
      }),
      n: vars.map((v) => answersBehind(v, byBucket?.get(b.start))),
    })),
  };
}

export async function developmentChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, component: ComponentDef, type: string, place: ChartPlace): Promise<ChartData> {
  return developmentSeries(ctx, unit, filters, chartVariables(ctx, component, place), granularityOf(type, component, place));
}

/** One series per sibling unit (the unit's parent's children that the caller may see), one value per period bucket. */
export async function benchmarkChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, component: ComponentDef, type: string, place: ChartPlace): Promise<ChartData> {
  const vars = chartVariables(ctx, component, place).slice(0, 1);
  const v = vars[0]!;
  const g = granularityOf(type === 'dummy' ? String(component.config.defaultPeriod ?? 'years') : type, component, place);
  const siblings = unit.parentId === null ? [unit] : (await childrenOf(ctx, unit.parentId)).filter((s) => inScope(ctx.scope, s.path));
  const list = bucketsOf(filters.period, g, 1000).slice(-3);
  const groups = siblings.map((s) => ({ key: String(s.id), path: s.path }));
  const counts = await countBuckets(ctx.client, { surveyId: ctx.survey.id, groups, questions: questionsOf(vars), period: filters.period, filters, sa: ctx.sa }, g);
  const goal = (await loadGoals(ctx)).goalFor(v, unit.path);
  return {
    descriptors: list.map((b, i) => ({ variable: `${v.extName}:${b.label}`, title: `${localize(v.title, ctx.locale)} ${b.label}`, color: PALETTE[i % PALETTE.length]!, ...scaleAndGoal(v, goal) })),
    series: siblings.map((s) => ({
      name: s.name,
      data: list.map((b) => {
        const c = counts.get(String(s.id))?.get(b.start);
        if (!c) return null;
        return round(v, evaluate(v, c));
      }),
      n: list.map((b) => answersBehind(v, counts.get(String(s.id))?.get(b.start))),
    })),
  };
}

export interface DriverResult {
  question: string;
  title: string;
  /** Correlation of the driver with the overall score, 0..100. */
  importance: number | null;
  /** Mean answer of the driver in % of its scale. */
  performance: number | null;
  n: number;
}

/** Importance (Pearson correlation with the overall question, per interview) and performance of each driver. */
export async function driverAnalysis(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters): Promise<DriverResult[]> {
  const drivers = ctx.sa.drivers;
  if (!drivers) throw new Invalid('no_drivers', `Survey "${ctx.survey.extName}" has no driver analysis configured.`);
  const p = new Params();
  const where = [
    `i.survey_id = ${p.add(ctx.survey.id)}`,
    'i.is_completed',
    `i.responded_at >= ${utcDay(p, filters.period.from)}`,
    `i.responded_at < ${utcDay(p, filters.period.to)}`,
  ];
  const filterSql = standardConditions(filters, ctx.sa, p);
  if (filterSql) where.push(filterSql);
  const { rows } = await ctx.client.query<{ question: string; r: number | null; mean: number | null; n: number }>({
    text: `with lm as (select id from unit where survey_id = ${p.add(ctx.survey.id)} and (path = ${p.add(unit.path)} or left(path, length(${p.add(unit.path)}) + 1) = ${p.add(unit.path)} || ','))
      select d.question, corr(d.num_value, o.num_value) as r, avg(d.num_value)::float8 as mean, count(*)::int as n
        from interview i
        join lm on lm.id = i.unit_id
        join answer o on o.interview_id = i.id and o.question = ${p.add(drivers.overall)}
        join answer d on d.interview_id = i.id and d.question = any(${p.add(drivers.questions)}::text[])
       where ${where.join(' and ')} and o.num_value is not null and d.num_value is not null
       group by d.question`,
    values: p.values,
  });
  const byQ = new Map(rows.map((r) => [r.question, r]));
  return drivers.questions.map((q) => {
    const r = byQ.get(q);
    const scale = ctx.sa.questions[q]?.scale ?? [1, 5];
    const mean = r?.mean ?? null;
    return {
      question: q,
      title: localize(ctx.sa.questions[q]?.title ?? q, ctx.locale),
      importance: r?.r === null || r?.r === undefined ? null : roundTo(100 * Math.max(0, Number(r.r)), 2),
      performance: mean === null ? null : roundTo((100 * (Number(mean) - scale[0])) / (scale[1] - scale[0]), 2),
      n: r?.n ?? 0,
    };
  });
}

export async function driverChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters): Promise<ChartData> {
  const results = await driverAnalysis(ctx, unit, filters);
  return {
    descriptors: [
      { variable: 'importance', title: text(ctx.locale, 'chart.importance'), color: PALETTE[0]!, scale: { min: 0, max: 100 } },
      { variable: 'performance', title: text(ctx.locale, 'chart.performance'), color: PALETTE[1]!, scale: { min: 0, max: 100 } },
    ],
    series: results.map((r) => ({ name: r.title, data: [r.importance, r.performance], n: [r.n, r.n] })),
  };
}

export async function chartFor(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, component: ComponentDef, type: string, place: ChartPlace): Promise<ChartData> {
  switch (component.type) {
    case 'developmentLineChart':
      return developmentChart(ctx, unit, filters, component, type, place);
    case 'choiceLineChart':
      return choiceLineChart(ctx, unit, filters, component, type, place);
    case 'groupedChart':
      return groupedChart(ctx, unit, filters, component, place);
    case 'deltaChart':
      return deltaChart(ctx, unit, filters, component, place);
    case 'benchmarkChart':
      return benchmarkChart(ctx, unit, filters, component, type, place);
    case 'priorityChart':
    case 'effectChart':
      return driverChart(ctx, unit, filters);
    default:
      throw new Invalid('not_a_chart', `Component "${component.id}" is a ${component.type}, not a chart.`);
  }
}

/** The item chosen in the menu of the selection block nearest around the chart: one of that block's items, or refused by name. */
function chosenItem(component: ComponentDef, around: ComponentDef[], item: string | undefined): string | undefined {
  if (item === undefined) return undefined;
  const block = [...around].reverse().find((c) => c.type === 'selectionBlock');
  if (!block) throw new Invalid('no_selection_block', `Chart "${component.id}" is in no selection block, so there is no item "${item}" to choose.`);
  const items = (block.config.items ?? []) as { extname: string }[];
  if (!items.some((i) => i.extname === item)) throw new Invalid('unknown_item', `"${item}" is not an item of selection block "${block.id}".`);
  return item;
}

/** The data of chart component `componentId` at the drill path (the chart call), for the item chosen in the selection block around it. */
export async function chartAnswer(ctx: AnalyticsContext, componentId: string, type: string, path: string, item?: string): Promise<ChartData> {
  const placed = componentFor(ctx, componentId);
  const place = { around: placed.around, item: chosenItem(placed.component, placed.around, item) };
  const { unit, filters } = await drillRequest(ctx, path);
  return chartFor(ctx, unit, filters, placed.component, type, place);
}
