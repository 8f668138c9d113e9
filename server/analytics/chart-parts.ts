/**
 * What every chart computation shares: the palette, the chart's variables (or a selection block's item), the
 * buckets a type segment asks for (a period type or a custom period) and their counts, rounding, and the scale and goal a descriptor carries.
 */
import type pg from 'pg';
import { buckets, GRANULARITIES, spanBuckets, type Granularity, type MonthSpan, type Period } from '../../core/metrics/periods';
import { addCounts, decimalsOf, EMPTY_COUNTS, roundTo, scaleOf, type Counts, type VariableDef } from '../../core/metrics/variables';
import { countAnswers, type CountRequest, type CountTable } from './counts';
import { Invalid } from '../errors';
import { variablesOf } from './metrics';
import type { AnalyticsContext } from '../survey/context';
import type { ComponentDef } from './survey-config';
import type { ChartDescriptor } from '../../schemas/api/chart-data.gen';

/** Seven-colour palette for series (spec 2 section 9). */
export const PALETTE = ['#0000c8', '#00C896', '#BE0000', '#F5A623', '#7B61FF', '#00A3E0', '#BFBFBF'];

/** Where a chart sits: the containers around it (outermost first) and the item chosen in a selection block's menu. */
export interface ChartPlace {
  around: ComponentDef[];
  item?: string;
}

const NOWHERE: ChartPlace = { around: [] };

/** A chart's buckets: a period type, or a custom period's span of months. */
export type ChartPeriod = Granularity | MonthSpan;

/** The chart's variables: the item chosen in the selection block around it, else its configured ones. */
export function chartVariables(ctx: AnalyticsContext, component: ComponentDef, place: ChartPlace = NOWHERE): VariableDef[] {
  if (place.item) return variablesOf(ctx, [place.item]);
  const names = ctx.sa.chartVariables[component.id] ?? (component.config.expressions as string[] | undefined) ?? [];
  if (!names.length) throw new Invalid('no_variables', `Chart "${component.id}" has no variables configured (chartVariables.${component.id}).`);
  return variablesOf(ctx, names);
}

/** The custom period `extname` offered by the chart or, nearest first, by a selection block around it. */
function customSpan(extname: string, component: ComponentDef, place: ChartPlace): MonthSpan | null {
  const offering = [component, ...[...place.around].reverse().filter((c) => c.type === 'selectionBlock')];
  for (const c of offering) {
    const found = ((c.config.customPeriods ?? []) as (MonthSpan & { extname: string })[]).find((p) => p.extname === extname);
    if (found) return { months: found.months, firstMonth: found.firstMonth };
  }
  return null;
}

/** The buckets a type segment asks for: a period type, a custom period of the chart or its selection block, or (dummy) the chart's default. */
export function granularityOf(type: string, component: ComponentDef, place: ChartPlace = NOWHERE): ChartPeriod {
  if ((GRANULARITIES as readonly string[]).includes(type)) return type as Granularity;
  const fallback = component.config.defaultPeriod;
  if (type === 'dummy') return typeof fallback === 'string' && fallback !== 'dummy' ? granularityOf(fallback, component, place) : 'months';
  const span = customSpan(type, component, place);
  if (span) return span;
  throw new Invalid('bad_period_type', `"${type}" is neither a period type (days, weeks, months, quarters, years or dummy) nor a custom period of chart "${component.id}" or the selection block around it.`);
}

/** The buckets of a chart period touching `period`, each with its start and label. */
export function bucketsOf(period: Period, g: ChartPeriod, limit = 1000): { start: string; label: string }[] {
  return typeof g === 'string' ? buckets(period, g, limit) : spanBuckets(period, g, limit);
}

/** Counts per bucket of a chart period: a custom period's buckets add up its months. */
export async function countBuckets(client: pg.ClientBase, req: Omit<CountRequest, 'bucket'>, g: ChartPeriod): Promise<CountTable> {
  if (typeof g === 'string') return countAnswers(client, { ...req, bucket: g });
  const monthly = await countAnswers(client, { ...req, bucket: 'months' });
  const spans = spanBuckets(req.period, g);
  const out: CountTable = new Map();
  for (const [key, byMonth] of monthly) {
    const folded = new Map<string, Map<string, Counts>>();
    for (const b of spans) {
      const merged = new Map<string, Counts>();
      for (const m of b.months) for (const [q, c] of byMonth.get(m) ?? []) merged.set(q, addCounts(merged.get(q) ?? EMPTY_COUNTS, c));
      if (merged.size) folded.set(b.start, merged);
    }
    out.set(key, folded);
  }
  return out;
}

export const round = (v: VariableDef, x: number | null) => (x === null ? null : roundTo(x, decimalsOf(v)));

/** What the client needs to draw a variable honestly: its scale (series on different scales get their own axis) and its goal at the unit. */
export function scaleAndGoal(v: VariableDef, goal: number | null): Pick<ChartDescriptor, 'scale' | 'goal'> {
  const scale = scaleOf(v);
  return { ...(scale ? { scale } : {}), ...(goal === null || v.kind === 'count' ? {} : { goal }) };
}
