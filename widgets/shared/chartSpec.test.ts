import { describe, expect, it } from 'vitest';
import type { ChartDescriptor } from '../../schemas/api/chart-data.gen.ts';
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

type Spec = Record<string, unknown> & { layer?: Spec[]; vconcat?: Spec[]; data?: { values: Record<string, unknown>[] }; encoding?: Record<string, Record<string, unknown>>; mark?: ({ type: string } & Record<string, unknown>) | string; resolve?: unknown };

/** Every leaf view (mark and encoding) with the rows it draws, walking layers and panels. */
function leaves(spec: Spec, rows: Record<string, unknown>[] = []): { view: Spec; rows: Record<string, unknown>[] }[] {
  const own = spec.data?.values ?? rows;
  if (spec.layer) return spec.layer.flatMap((l) => leaves(l, own));
  if (spec.vconcat) return spec.vconcat.flatMap((l) => leaves(l, own));
  return [{ view: spec, rows: own }];
}
const markOf = (v: Spec) => (typeof v.mark === 'string' ? v.mark : v.mark?.type);
/** Which series each y axis (by its title and side) carries. */
function seriesByAxis(spec: Spec): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const { view, rows } of leaves(spec).filter((l) => markOf(l.view) === 'line' || markOf(l.view) === 'bar')) {
    const y = view.encoding!.y!;
    const key = `${String(y.title)}@${String((y.axis as { orient?: string } | undefined)?.orient ?? 'left')}`;
    for (const r of rows) (out[key] ??= new Set()).add(r.series as string);
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]));
}

const TEXTS = { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal', title: 'Chart' };
const months = Array.from({ length: 24 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
const NPS = { variable: 'nps', title: 'NPS', scale: { min: -100, max: 100 }, goal: 30 };
const CSAT = { variable: 'csat', title: 'Satisfaction', scale: { min: 1, max: 5 }, goal: 4 };
const SHARE = { variable: 'top', title: 'Top marks', scale: { min: 0, max: 100 } };
const RESOLVED = { variable: 'resolved', title: 'Resolved', scale: { min: 0, max: 100 } };
const over = (descriptors: ChartDescriptor[], names = months.slice(-6)) => ({
  descriptors,
  series: names.map((name, i) => ({ name, data: descriptors.map((d) => (d.variable === 'csat' ? 3.9 + i / 20 : 20 + i)), n: descriptors.map(() => 100 + i) })),
});

describe('series on different scales never share an axis', () => {
  it('a 1–5 mean and a −100..100 NPS get an axis each, left and right, with independent scales', () => {
    const spec = lineChartSpec(over([NPS, CSAT]), { ...TEXTS, width: 1440 }) as Spec;
    expect(seriesByAxis(spec)).toEqual({ 'NPS@left': ['NPS'], 'Satisfaction@right': ['Satisfaction'] });
    expect(spec.resolve).toEqual({ scale: { y: 'independent' } });
  });

  it('series on the same scale share one axis; data that names no scale keeps one axis', () => {
    expect(seriesByAxis(lineChartSpec(over([SHARE, RESOLVED]), { ...TEXTS, width: 1440 }) as Spec)).toEqual({ 'null@left': ['Top marks', 'Resolved'] });
    expect(seriesByAxis(lineChartSpec(over([{ variable: 'a', title: 'A' }, { variable: 'b', title: 'B' }]), TEXTS) as Spec)).toEqual({ 'null@left': ['A', 'B'] });
  });

  it('three scales, or two on a phone, are stacked panels, one per scale', () => {
    const three = lineChartSpec(over([NPS, CSAT, SHARE]), { ...TEXTS, width: 1440 }) as Spec;
    expect(three.vconcat).toHaveLength(3);
    expect(seriesByAxis(three)).toEqual({ 'NPS@left': ['NPS'], 'Satisfaction@left': ['Satisfaction'], 'Top marks@left': ['Top marks'] });
    const phone = lineChartSpec(over([NPS, CSAT]), { ...TEXTS, width: 390 }) as Spec;
    expect(phone.vconcat).toHaveLength(2);
    // Panels are sized to the phone's width, never wider.
    expect(phone.vconcat!.every((p) => (p.width as number) <= 390)).toBe(true);
    const bars = barChartSpec(over([NPS, CSAT]), { ...TEXTS, width: 1440 }) as Spec;
    expect(seriesByAxis(bars)).toEqual({ 'NPS@left': ['NPS'], 'Satisfaction@left': ['Satisfaction'] });
  });
});

describe('period labels', () => {
  const xAxis = (spec: Spec) => (leaves(spec).find((l) => markOf(l.view) === 'line' || markOf(l.view) === 'bar')!.view.encoding!.x!.axis as { values: string[]; labelAngle: number });

  it('are in the locale, ISO weeks as "W49 2026"', () => {
    const weeks = { descriptors: [NPS], series: ['2026-W48', '2026-W49', '2026-W50'].map((name) => ({ name, data: [10], n: [5] })) };
    expect(xAxis(lineChartSpec(weeks, TEXTS) as Spec).values).toEqual(['W48 2026', 'W49 2026', 'W50 2026']);
    expect(xAxis(lineChartSpec(over([NPS], ['2026-11', '2026-12']), { ...TEXTS, locale: 'sv' }) as Spec).values).toEqual([expect.stringMatching(/^nov\.? 2026$/), expect.stringMatching(/^dec\.? 2026$/)]);
  });

  it('are thinned to the width, never overlapping, always showing the latest period', () => {
    const wide = xAxis(lineChartSpec(over([NPS], months), { ...TEXTS, width: 1440 }) as Spec);
    const phone = xAxis(lineChartSpec(over([NPS], months), { ...TEXTS, width: 390 }) as Spec);
    expect(xAxis(lineChartSpec(over([NPS], months.slice(-12)), { ...TEXTS, width: 1440 }) as Spec).values).toHaveLength(12);
    expect(wide.values.length).toBeGreaterThan(phone.values.length);
    expect(phone.values.length).toBeLessThanOrEqual(5);
    expect(phone.values.at(-1)).toBe('Dec 2026');
    expect(phone.labelAngle).toBe(0);
    // The labels shown fit side by side in the phone's plot (about 6.2 px a character plus a gap each).
    expect(phone.values.reduce((sum, l) => sum + l.length * 6.2 + 14, 0)).toBeLessThanOrEqual(390 - 62);
  });
});

describe('goal lines', () => {
  const goals = (spec: Spec) => leaves(spec).filter((l) => markOf(l.view) === 'rule').map((l) => ({ y: l.rows.map((r) => r.goal), field: l.view.encoding!.y!.field, orient: (l.view.encoding!.y!.axis as { orient?: string } | undefined)?.orient }));
  const labels = (spec: Spec) => leaves(spec).filter((l) => markOf(l.view) === 'text').flatMap((l) => l.rows.map((r) => r.label));

  it('draw a dashed rule at each goal in the data, on its series’ axis, labelled with its value', () => {
    const spec = lineChartSpec(over([NPS, CSAT]), { ...TEXTS, width: 1440 }) as Spec;
    expect(goals(spec)).toEqual([
      { y: [30], field: 'goal', orient: 'left' },
      { y: [4], field: 'goal', orient: 'right' },
    ]);
    // Each text is drawn twice: a white outline under the dark words.
    expect(labels(spec)).toEqual(['Goal NPS: 30.00', 'Goal NPS: 30.00', 'Goal Satisfaction: 4.00', 'Goal Satisfaction: 4.00']);
  });

  it('name the series when goals on one axis differ, and are absent without a goal', () => {
    const spec = lineChartSpec(over([{ ...SHARE, goal: 60 }, { ...RESOLVED, goal: 80 }]), TEXTS) as Spec;
    expect(labels(spec)).toEqual(['Goal Top marks: 60.00', 'Goal Resolved: 80.00', 'Goal Top marks: 60.00', 'Goal Resolved: 80.00']);
    // One goal for every series (a benchmark's years of one variable): no names needed.
    expect(labels(barChartSpec(over([{ ...SHARE, goal: 60 }, { ...RESOLVED, goal: 60 }]), TEXTS) as Spec)).toEqual(['Goal: 60.00', 'Goal: 60.00']);
    expect(goals(lineChartSpec(over([SHARE]), TEXTS) as Spec)).toEqual([]);
    expect(goals(barChartSpec(over([{ ...SHARE, goal: 60 }]), TEXTS) as Spec).map((g) => g.y)).toEqual([[60]]);
  });
});

describe('every tooltip says n', () => {
  const driverData = { descriptors: [{ variable: 'importance', title: 'Importance' }, { variable: 'performance', title: 'Performance' }], series: [{ name: 'Staff', data: [60, 80], n: [412, 412] }, { name: 'Queue', data: [40, 30], n: [380, 380] }] };
  const tooltipped = (spec: Spec) => leaves(spec).filter((l) => l.view.encoding?.tooltip);

  it.each([
    ['line', lineChartSpec({ ...over([NPS, CSAT]), series: [...over([NPS, CSAT]).series, { name: '2027-01', data: [null, 4], n: [0, 12] }] }, TEXTS) as Spec],
    ['bar', barChartSpec(over([NPS]), TEXTS) as Spec],
    ['priority', priorityChartSpec(driverData, { ...TEXTS, quadrants: QUADRANTS }) as Spec],
    ['effect', effectChartSpec(driverData, TEXTS) as Spec],
  ])('%s chart: each tooltip has a heading, the value and n', (_, spec) => {
    const layers = tooltipped(spec);
    expect(layers.length).toBeGreaterThan(0);
    for (const { view, rows } of layers) {
      expect(view.encoding!.tooltip!.field).toBe('tip');
      for (const row of rows) expect(row.tip).toEqual(expect.objectContaining({ title: expect.any(String), n: expect.stringMatching(/^\d[\d,]*$/) }));
    }
  });

  it('the n is the data’s, in the locale', () => {
    const rows = chartRows({ descriptors: [NPS], series: [{ name: '2026-W49', data: [12.5], n: [1234] }] }, { ...TEXTS, locale: 'sv' });
    expect(rows[0]!.tip).toEqual({ title: 'W49 2026', NPS: '12,50', n: '1\u00a0234' });
  });
});

describe('the priority chart', () => {
  const drivers = {
    descriptors: [{ variable: 'importance', title: 'Importance' }, { variable: 'performance', title: 'Performance' }],
    series: [
      { name: 'Friendly staff', data: [72, 81], n: [400, 400] },
      { name: 'Short queues', data: [65, 42], n: [390, 390] },
      { name: 'Queue length at the checkout', data: [66, 43], n: [380, 380] },
      { name: 'Product in stock', data: [40, 55], n: [350, 350] },
      { name: 'Clean store', data: [20, 88], n: [410, 410] },
    ],
  };

  it('cuts the plot into quadrants at the medians of importance and performance, each titled', () => {
    const spec = priorityChartSpec(drivers, { ...TEXTS, quadrants: QUADRANTS }) as Spec;
    const rules = leaves(spec).filter((l) => markOf(l.view) === 'rule');
    expect(rules.map((r) => (r.view.encoding!.x ? { x: r.rows[0]!.effect } : { y: r.rows[0]!.score }))).toEqual([{ x: 65 }, { y: 55 }]);
    const titles = leaves(spec).filter((l) => markOf(l.view) === 'text' && !l.view.transform);
    expect(titles.map((t) => [t.rows[0]!.text, (t.view.mark as Record<string, unknown>).align, (t.view.mark as Record<string, unknown>).baseline])).toEqual([
      ['Maintain', 'left', 'top'],
      ['Strengths', 'right', 'top'],
      ['Lower priority', 'left', 'bottom'],
      ['Improve first', 'right', 'bottom'],
    ]);
  });

  it('gives the two nearly coinciding drivers labels on different sides, and every label at most a fixed width', () => {
    for (const width of [1440, 390]) {
      const spec = priorityChartSpec(drivers, { ...TEXTS, width, quadrants: QUADRANTS }) as Spec;
      const places = Object.fromEntries(spec.data!.values.map((v) => [v.name, v.place]));
      expect(places['Short queues']).not.toBe(places['Queue length at the checkout']);
      const labelLayers = leaves(spec).filter((l) => markOf(l.view) === 'text' && l.view.transform);
      expect(labelLayers.every((l) => ((l.view.mark as Record<string, unknown>).limit as number) <= (width < 600 ? 90 : 150))).toBe(true);
    }
  });
});

describe('on a phone', () => {
  it('puts the legend below even when the chart asks for it beside, and draws smaller', () => {
    const legendOf = (spec: Spec) => leaves(spec).find((l) => markOf(l.view) === 'line')!.view.encoding!.color!.legend as { orient: string };
    expect(legendOf(lineChartSpec(over([NPS]), { ...TEXTS, verticalLegend: true, width: 1440 }) as Spec).orient).toBe('right');
    expect(legendOf(lineChartSpec(over([NPS]), { ...TEXTS, verticalLegend: true, width: 390 }) as Spec).orient).toBe('bottom');
    expect((lineChartSpec(over([NPS]), { ...TEXTS, width: 390 }) as Spec).height).toBeLessThan((lineChartSpec(over([NPS]), { ...TEXTS, width: 1440 }) as Spec).height as number);
  });
});
