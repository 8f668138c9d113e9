import { describe, expect, it } from 'vitest';
import { barChartSpec, chartRows, driverPoints, effectChartSpec, lineChartSpec, priorityChartSpec, ticks } from './chartSpec.ts';

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
    const rows = chartRows(data, { nullLabel: 'Null', locale: 'sv' });
    expect(rows).toEqual([
      { x: 'Jan', order: 0, series: 'NPS', value: 31.456, display: '31,46', tip: 'Jan · NPS: 31,46' },
      { x: 'Jan', order: 0, series: 'Interviews', value: 120, display: '120', tip: 'Jan · Interviews: 120' },
      { x: 'Feb', order: 1, series: 'NPS', value: null, display: 'Null', tip: 'Feb · NPS: Null' },
      { x: 'Feb', order: 1, series: 'Interviews', value: 95, display: '95', tip: 'Feb · Interviews: 95' },
    ]);
  });

  it('draws null points in their own layer whose tooltip shows the Null label', () => {
    const spec = lineChartSpec(data, { nullLabel: 'Null', locale: 'en', title: 'Chart' }) as { layer: { transform?: { filter?: string }[]; encoding: { tooltip?: { field: string } } }[] };
    const nullLayer = spec.layer.find((l) => l.transform?.[0]?.filter === 'datum.value === null')!;
    expect(nullLayer.encoding.tooltip!.field).toBe('tip');
    const noNulls = lineChartSpec({ ...data, series: [data.series[0]!] }, { nullLabel: 'Null', locale: 'en', title: 'Chart' }) as { layer: unknown[] };
    expect(noNulls.layer).toHaveLength(2);
  });

  it('uses the descriptor colour when given', () => {
    const spec = lineChartSpec(data, { nullLabel: 'Null', locale: 'en', title: 'Chart' }) as { layer: { encoding: { color: { scale: { range: string[] } } } }[] };
    expect(spec.layer[0]!.encoding.color.scale.range[1]).toBe('#123456');
  });

  it('ticks the benchmark y axis every 10 within the given bounds', () => {
    expect(ticks(0, 50, 10)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(-15, 12, 10)).toEqual([-10, 0, 10]);
    const spec = barChartSpec(data, { nullLabel: 'Null', locale: 'en', title: 'Chart', tickInterval: 10, lowerY: 20, upperY: 60 }) as { encoding: { y: { scale: { domain: number[] }; axis: { values: number[] } } } };
    expect(spec.encoding.y.scale.domain).toEqual([20, 60]);
    expect(spec.encoding.y.axis.values).toEqual([20, 30, 40, 50, 60]);
    const auto = barChartSpec(data, { nullLabel: 'Null', locale: 'en', title: 'Chart', tickInterval: 10 }) as { encoding: { y: { axis: { values: number[] } } } };
    expect(auto.encoding.y.axis.values).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
  });

  it('lets Vega choose nice y ticks for other bar charts, and starts a benchmark below zero at a whole step', () => {
    const free = barChartSpec(data, { nullLabel: 'Null', locale: 'en', title: 'Chart' }) as { encoding: { y: { axis?: unknown; scale: { nice: boolean } } } };
    expect(free.encoding.y.axis).toBeUndefined();
    expect(free.encoding.y.scale.nice).toBe(true);
    const negative = barChartSpec({ descriptors: [{ variable: 'd', title: 'D' }], series: [{ name: 'A', data: [-12] }, { name: 'B', data: [7] }] }, { nullLabel: 'Null', locale: 'en', title: 'Chart', tickInterval: 10 }) as { encoding: { y: { axis: { values: number[] } } } };
    expect(negative.encoding.y.axis.values).toEqual([-20, -10, 0, 10]);
  });

  it('reads priority chart data as drivers with effect and score, skipping incomplete ones', () => {
    const drivers = { descriptors: [{ variable: 'e', title: 'Effect' }, { variable: 's', title: 'Score' }], series: [{ name: 'Staff', data: [0.4, 4.25] }, { name: 'Queue', data: [null, 3] }] };
    expect(driverPoints(drivers, 'en')).toEqual([{ name: 'Staff', effect: 0.4, score: 4.25, tip: 'Staff · Effect: 0.40 · Score: 4.25' }]);
    const priority = priorityChartSpec(drivers, { nullLabel: 'Null', locale: 'en', title: 'Chart' }) as { layer: { mark: { align?: string }; transform?: { filter: string }[]; encoding: { x: { title: string }; y: { title: string } } }[] };
    expect([priority.layer[0]!.encoding.x.title, priority.layer[0]!.encoding.y.title]).toEqual(['Effect', 'Score']);
    // Labels of drivers in the right half sit left of their point.
    expect(priority.layer.slice(1).map((l) => [l.transform![0]!.filter, l.mark.align])).toEqual([['datum.effect <= 0.4', 'left'], ['datum.effect > 0.4', 'right']]);
    const effect = effectChartSpec(drivers, { nullLabel: 'Null', locale: 'en', title: 'Chart' }) as { encoding: { y: { sort: string } } };
    expect(effect.encoding.y.sort).toBe('-x');
  });
});
