/**
 * A variable block's tiles as the caller sees them, and the chart behind one tile (spec 2: clicking a tile opens
 * its chart): the tile variable's development per month over the trend period and the selection period, so the
 * chart shows the two periods the tile compares.
 */
import { addMonths, monthStart } from '../../core/dates';
import { EARLIEST, type Period } from '../../core/metrics/periods';
import type { VariableDef } from '../../core/metrics/variables';
import { Invalid, NotFound } from '../errors';
import { developmentSeries } from './charts';
import { dataBounds, type AnalyticsContext, type UnitRow } from '../survey/context';
import type { ChartData } from '../../schemas/api/chart-data.gen';
import type { CompiledFilters } from './filters';
import { variablesOf } from './metrics';
import type { ComponentDef, Localized } from './survey-config';
import { componentFor } from './component-lookup';

export interface TileGroup {
  title?: Localized;
  rootOnly?: boolean;
  expressions?: string[];
}

/** The variableBlock / variableActionBlock component `id`: 404 when the survey has none, 400 when it is something else. */
export function variableBlockOf(ctx: AnalyticsContext, id: string): ComponentDef {
  const { component } = componentFor(ctx, id);
  if (component.type !== 'variableBlock' && component.type !== 'variableActionBlock') {
    throw new Invalid('not_a_variable_block', `Component "${component.id}" is a ${component.type}, not a variable block.`);
  }
  return component;
}

/** The block's own tiles' variables, then the blocks the caller may see (root-only ones for root only). */
export function tileGroups(ctx: AnalyticsContext, component: ComponentDef): { own: string[]; blocks: TileGroup[] } {
  return {
    own: (component.config.expressions ?? []) as string[],
    blocks: ((component.config.blocks ?? []) as TileGroup[]).filter((b) => !b.rootOnly || ctx.isRoot),
  };
}

/** The variable of tile `index`, counted through the tiles in the order the block call answers them (as the widget counts). */
export function tileVariable(ctx: AnalyticsContext, component: ComponentDef, indexParam: string): VariableDef {
  if (!/^[0-9]{1,6}$/.test(indexParam)) throw new Invalid('bad_tile_index', `"${indexParam}" is not a tile index (0, 1, 2, …).`);
  const index = Number(indexParam);
  const { own, blocks } = tileGroups(ctx, component);
  const names = [...own, ...blocks.flatMap((b) => b.expressions ?? [])];
  const name = names[index];
  if (name === undefined) {
    throw new NotFound('unknown_tile', `Variable block "${component.id}" has no tile ${index}; it has ${names.length} (0 to ${names.length - 1}).`);
  }
  return variablesOf(ctx, [name])[0]!;
}

/**
 * The months the tile chart covers: the trend period and the selection period together, never past the current
 * month (no answers lie in the future), and from the first month with data when the time code is open-ended.
 */
export async function tileChartSpan(ctx: AnalyticsContext, filters: CompiledFilters): Promise<Period> {
  const { period, trend } = filters;
  let from = trend.from < period.from ? trend.from : period.from;
  let to = trend.to > period.to ? trend.to : period.to;
  const endOfThisMonth = addMonths(monthStart(ctx.today), 1);
  if (to > endOfThisMonth) to = endOfThisMonth;
  if (from <= EARLIEST) {
    const first = (await dataBounds(ctx)).first;
    from = first ? monthStart(first) : monthStart(ctx.today);
  }
  if (from > to) from = to;
  return period.monthDay ? { from, to, monthDay: period.monthDay } : { from, to };
}

export async function tileChart(ctx: AnalyticsContext, unit: UnitRow, filters: CompiledFilters, v: VariableDef): Promise<ChartData> {
  return developmentSeries(ctx, unit, filters, [v], 'months', await tileChartSpan(ctx, filters));
}
