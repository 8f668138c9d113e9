import type { WidgetQueryContext } from '../../engine/index.tsx';
import type { PeriodChartConfig, PeriodType } from '../../schemas/components/common.gen.ts';
import { chartQuery } from '../../src/api/components.ts';
import { readerOf } from '../../src/api/client.ts';

export interface ChartKind {
  type: string;
  shape: 'line' | 'bar' | 'delta' | 'priority' | 'effect';
  /** Period links offered when the config names none; empty means the chart has no periods. */
  periods: PeriodType[];
  defaultPeriod: string;
  /** Grouped, delta, priority and choice line charts are fetched with a dummy type segment (spec 2 §2). */
  dummySegment?: boolean;
  /** Explicit y ticks at this interval (the benchmark chart: 10). */
  yTickInterval?: number;
  defaultTitle: 'development' | 'benchmark' | 'choice' | 'grouped' | 'delta' | 'priority' | 'effect';
}

/** What grouped, delta, priority and choice line charts send in place of a period (spec 2 §2). */
export const DUMMY_TYPE_SEGMENT = 'dummy';

/** The period a chart opens on: the config's default, else the kind's when offered, else the first offered. */
export function initialPeriod(config: PeriodChartConfig, kind: ChartKind): string {
  const periods = config.periods ?? kind.periods;
  return config.defaultPeriod ?? (periods.includes(kind.defaultPeriod as PeriodType) ? kind.defaultPeriod : (periods[0] ?? kind.defaultPeriod));
}

/** Chart data for a period (the type segment, or `dummy` for the kinds that take none) and the item a selection block chose. */
export function chartDataQuery(ctx: WidgetQueryContext, kind: ChartKind, period: string, item?: string | null) {
  return chartQuery(readerOf(ctx.fetchJson), { ...ctx, period: kind.dummySegment ? DUMMY_TYPE_SEGMENT : period, item });
}

/** A chart kind's registered factory: its data at the period it opens on. */
export function chartWidgetQuery(kind: ChartKind) {
  return (ctx: WidgetQueryContext, config: PeriodChartConfig) => chartDataQuery(ctx, kind, initialPeriod(config, kind));
}
