/**
 * What every chart computation shares: the palette, the chart's variables, the bucket size a type segment asks
 * for, rounding, and the scale and goal a descriptor carries.
 */
import { GRANULARITIES, type Granularity } from '../../core/metrics/periods';
import { decimalsOf, roundTo, scaleOf, type VariableDef } from '../../core/metrics/variables';
import { Invalid } from '../errors';
import { variablesOf } from './metrics';
import type { AnalyticsContext } from '../survey/context';
import type { ComponentDef } from './survey-config';
import type { ChartDescriptor } from '../../schemas/api/chart-data.gen';

/** Seven-colour palette for series (spec 2 section 9). */
export const PALETTE = ['#0000c8', '#00C896', '#BE0000', '#F5A623', '#7B61FF', '#00A3E0', '#BFBFBF'];

export function chartVariables(ctx: AnalyticsContext, component: ComponentDef): VariableDef[] {
  const names = ctx.sa.chartVariables[component.id] ?? (component.config.expressions as string[] | undefined) ?? [];
  if (!names.length) throw new Invalid('no_variables', `Chart "${component.id}" has no variables configured (chartVariables.${component.id}).`);
  return variablesOf(ctx, names);
}

export function granularityOf(type: string, component: ComponentDef): Granularity {
  if ((GRANULARITIES as readonly string[]).includes(type)) return type as Granularity;
  const fallback = component.config.defaultPeriod;
  if (type === 'dummy' && typeof fallback === 'string' && (GRANULARITIES as readonly string[]).includes(fallback)) return fallback as Granularity;
  if (type === 'dummy') return 'months';
  throw new Invalid('bad_period_type', `"${type}" is not a period type (days, weeks, months, quarters, years or dummy).`);
}

export const round = (v: VariableDef, x: number | null) => (x === null ? null : roundTo(x, decimalsOf(v)));

/** What the client needs to draw a variable honestly: its scale (series on different scales get their own axis) and its goal at the unit. */
export function scaleAndGoal(v: VariableDef, goal: number | null): Pick<ChartDescriptor, 'scale' | 'goal'> {
  const scale = scaleOf(v);
  return { ...(scale ? { scale } : {}), ...(goal === null || v.kind === 'count' ? {} : { goal }) };
}
