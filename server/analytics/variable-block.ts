/**
 * The variable block calls' answers (spec 2 section 7, server/routes/variables.ts): a block's tiles for a drill
 * path, grouped as the block configures them, and the chart of one tile.
 */
import { localize } from '../../core/metrics/variables';
import { drillRequest, type AnalyticsContext } from '../survey/context';
import { variablesOf } from './metrics';
import { tileChart, tileGroups, tileVariable, variableBlockOf } from './tile-chart';
import { computeTiles } from './tiles';
import type { VariableBlock } from '../../schemas/api/variable-block.gen';
import type { VariableChart } from '../../schemas/api/variable-chart.gen';

/** One connection per request: its queries run one after the other. */
async function sequentially<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await fn(item));
  return out;
}

/** The tiles of variable block `id` at the drill path: its own, then each block the caller may see. */
export async function variableBlockAnswer(ctx: AnalyticsContext, id: string, path: string): Promise<VariableBlock> {
  const component = variableBlockOf(ctx, id);
  const { unit, filters, tokens } = await drillRequest(ctx, path);
  const { own, blocks } = tileGroups(ctx, component);
  return {
    variables: await computeTiles(ctx, unit, filters, tokens, variablesOf(ctx, own)),
    blocks: await sequentially(blocks, async (b) => ({
      title: localize(b.title, ctx.locale),
      rootOnly: b.rootOnly ?? false,
      variables: await computeTiles(ctx, unit, filters, tokens, variablesOf(ctx, b.expressions ?? [])),
    })),
  };
}

/** The chart of tile `index` of variable block `id` at the drill path. */
export async function variableChartAnswer(ctx: AnalyticsContext, id: string, path: string, index: string): Promise<VariableChart> {
  const component = variableBlockOf(ctx, id);
  const variable = tileVariable(ctx, component, index);
  const { unit, filters } = await drillRequest(ctx, path);
  return tileChart(ctx, unit, filters, variable);
}
