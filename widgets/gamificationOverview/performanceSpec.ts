/**
 * The personal-performance chart of the gamification overview: the unit's value per period as the development
 * line chart draws it (widgets/shared/chartSpec.ts), its y axis ticking every 5 up to the unit's record plus 2
 * (spec 2 section 9), from the nearest multiple of 5 at or below its lowest point (0 when none is below).
 */
import type { ChartData } from '../../schemas/api/chart-data.gen.ts';
import type { PerformanceChart } from '../../schemas/api/gamification-overview.gen.ts';
import { lineChartSpec, ticks, type ChartTexts, type ChartTitle } from '../shared/chartSpec.ts';

export const PERFORMANCE_TICK_INTERVAL = 5;
/** Room above the record (spec 2 section 9: the maximum is the record plus 2). */
export const RECORD_HEADROOM = 2;

/** The y axis: [lower, record + 2] with ticks every 5. */
export function performanceAxis(chart: PerformanceChart): { lower: number; upper: number; values: number[] } {
  const shown = chart.points.filter((p): p is number => p !== null);
  const record = chart.record ?? (shown.length ? Math.max(...shown) : 0);
  const upper = record + RECORD_HEADROOM;
  const lower = Math.min(0, Math.floor(Math.min(...shown, upper) / PERFORMANCE_TICK_INTERVAL) * PERFORMANCE_TICK_INTERVAL);
  return { lower, upper, values: ticks(lower, upper, PERFORMANCE_TICK_INTERVAL) };
}

/** The chart as chart data: one line, one x position per period. */
export function asChartData(chart: PerformanceChart): ChartData {
  return { descriptors: [{ variable: 'performance', title: chart.title }], series: chart.categories.map((name, i) => ({ name, data: [chart.points[i] ?? null] })) };
}

type Layer = { encoding?: { y?: Record<string, unknown> }; layer?: Layer[] };

export function performanceSpec(chart: PerformanceChart, options: ChartTexts & ChartTitle): Record<string, unknown> {
  const axis = performanceAxis(chart);
  const spec = lineChartSpec(asChartData(chart), { ...options, lowerY: axis.lower, upperY: axis.upper });
  // One scale, so one plot: every layer's y gets the ticks every 5 and the exact domain (not rounded to nice ends);
  // over a long range (NPS from −100) every tick stays and the labels that would overlap are left out.
  const withTicks = (layer: Layer): Layer => {
    const y = layer.encoding?.y;
    return {
      ...layer,
      ...(layer.layer ? { layer: layer.layer.map(withTicks) } : {}),
      ...(y ? { encoding: { ...layer.encoding, y: { ...y, scale: { domain: [axis.lower, axis.upper], nice: false, zero: false }, axis: { ...(y.axis as object | undefined), values: axis.values, labelOverlap: 'greedy' } } } } : {}),
    };
  };
  return { ...spec, layer: (spec.layer as Layer[]).map(withTicks) };
}
