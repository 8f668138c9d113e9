import { describe, expect, it } from 'vitest';
import { barChartSpec, chartRows, driverPoints, effectChartSpec, lineChartSpec, priorityChartSpec, ticks } from './chartSpec.ts';

const QUADRANTS = { strengths: 'Strengths', improve: 'Improve first', maintain: 'Maintain', lowPriority: 'Lower priority' };

/** The bar layer of a single-scale bar chart (its goal lines are layered over it). */
function bars(spec: Record<string, unknown>): Record<string, unknown> {
  return (spec as { layer: Record<string, unknown>[] }).layer[0]!;
}

const data = {
  descriptors: [
    { variable: 'nps', title: 'NPS' },
    { variable: 'interviews', title: 'Interviews', color: '#123456' },
  ],
  series: [
    { name: 'Jan', data: [31.456, 120] },
    { name: 'Feb', data: [null, 95] },
  ],
};

describe('chart data to Vega-Lite', () => {
  it('says Null for a null point and formats values in the locale, 0 decimals for interviews', () => {
    const rows = chartRows(data, { nullLabel: 'Null', locale: 'sv', goalLabel: 'Mål' });
    expect(rows).toEqual([
      { x: 'Jan', order: 0, series: 'NPS', value: 31.456, display: '31,46', n: '–', tip: { title: 'Jan', NPS: '31,46', n: '–' } },
      { x: 'Jan', order: 0, series: 'Interviews', value: 120, display: '120', n: '–', tip: { title: 'Jan', Interviews: '120', n: '–' } },
      { x: 'Feb', order: 1, series: 'NPS', value: null, display: 'Null', n: '–', tip: { title: 'Feb', NPS: 'Null', n: '–' } },
      { x: 'Feb', order: 1, series: 'Interviews', value: 95, display: '95', n: '–', tip: { title: 'Feb', Interviews: '95', n: '–' } },
    ]);
  });

  it('draws null points in their own layer whose tooltip shows the Null label', () => {
    const spec = lineChartSpec(data, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart' }) as { layer: { transform?: { filter?: string }[]; encoding: { tooltip?: { field: string } } }[] };
    const nullLayer = spec.layer.find((l) => l.transform?.[0]?.filter === 'datum.value === null')!;
    expect(nullLayer.encoding.tooltip!.field).toBe('tip');
    const noNulls = lineChartSpec({ ...data, series: [data.series[0]!] }, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart' }) as { layer: unknown[] };
    expect(noNulls.layer).toHaveLength(2);
  });

  it('uses the descriptor colour when given', () => {
    const spec = lineChartSpec(data, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart' }) as { layer: { encoding: { color: { scale: { range: string[] } } } }[] };
    expect(spec.layer[0]!.encoding.color.scale.range[1]).toBe('#123456');
  });

  it('ticks the benchmark y axis every 10 within the given bounds', () => {
    expect(ticks(0, 50, 10)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(-15, 12, 10)).toEqual([-10, 0, 10]);
    const spec = bars(barChartSpec(data, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart', tickInterval: 10, lowerY: 20, upperY: 60 })) as { encoding: { y: { scale: { domain: number[] }; axis: { values: number[] } } } };
    expect(spec.encoding.y.scale.domain).toEqual([20, 60]);
    expect(spec.encoding.y.axis.values).toEqual([20, 30, 40, 50, 60]);
    const auto = bars(barChartSpec(data, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart', tickInterval: 10 })) as { encoding: { y: { axis: { values: number[] } } } };
    expect(auto.encoding.y.axis.values).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
  });

  it('lets Vega choose nice y ticks for other bar charts, and starts a benchmark below zero at a whole step', () => {
    const free = bars(barChartSpec(data, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart' })) as { encoding: { y: { axis?: unknown; scale: { nice: boolean } } } };
    expect(free.encoding.y.axis).toBeUndefined();
    expect(free.encoding.y.scale.nice).toBe(true);
    const negative = bars(barChartSpec({ descriptors: [{ variable: 'd', title: 'D' }], series: [{ name: 'A', data: [-12] }, { name: 'B', data: [7] }] }, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart', tickInterval: 10 })) as { encoding: { y: { axis: { values: number[] } } } };
    expect(negative.encoding.y.axis.values).toEqual([-20, -10, 0, 10]);
  });

  it('reads priority chart data as drivers with effect and score, skipping incomplete ones', () => {
    const drivers = { descriptors: [{ variable: 'e', title: 'Effect' }, { variable: 's', title: 'Score' }], series: [{ name: 'Staff', data: [0.4, 4.25] }, { name: 'Queue', data: [null, 3] }] };
    expect(driverPoints(drivers, 'en')).toEqual([{ name: 'Staff', effect: 0.4, score: 4.25, n: '–', tip: { title: 'Staff', Effect: '0.40', Score: '4.25', n: '–' } }]);
    const two = { ...drivers, series: [...drivers.series, { name: 'Clean', data: [0.1, 3] }] };
    const priority = priorityChartSpec(two, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart', quadrants: QUADRANTS }) as { layer: { mark: { type: string; align?: string }; transform?: { filter: string }[]; encoding: { x: { title: string }; y: { title: string } } }[] };
    const points = priority.layer.find((l) => l.mark.type === 'point')!;
    expect([points.encoding.x.title, points.encoding.y.title]).toEqual(['Effect', 'Score']);
    // Both labels have a place (the corners hold the quadrant titles, so these go above or below their points).
    expect((priority as unknown as { data: { values: { place: string }[] } }).data.values.map((v) => v.place)).toEqual(['below', 'above']);
    expect(priority.layer.filter((l) => l.transform).map((l) => [l.transform![0]!.filter, l.mark.align])).toEqual([
      ["datum.place === 'right'", 'left'],
      ["datum.place === 'left'", 'right'],
      ["datum.place === 'above'", 'center'],
      ["datum.place === 'below'", 'center'],
    ]);
    const effect = effectChartSpec(drivers, { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart' }) as { encoding: { y: { sort: string } } };
    expect(effect.encoding.y.sort).toBe('-x');
  });
});
