/**
 * Vega-Lite specifications built from the spec's chart data (descriptors: the lines or bars; series:
 * one entry per x position, one value per descriptor). Pure, so the shapes are unit-tested.
 *
 * What a reader can rely on: series on different scales never share an axis (two scales: an axis each side;
 * more, or two on a phone: one panel per scale); period labels are in the locale and thinned to the width; a
 * goal in the data is a dashed line labelled with its value; every tooltip names the point and its n.
 */
import type { ChartData, ChartDescriptor } from '../../schemas/api/chart-data.gen.ts';
import { formatPeriodLabel } from '../../core/dates.ts';
import { changeVerdictOf, diffArrowOf } from '../../core/metrics/variables.ts';
import { DEFAULT_CHART_WIDTH, median, NARROW_WIDTH, paddedDomain, placeLabels, scaleGroups, textWidth, thinLabels, type Box, type ScaleGroup } from './chartLayout.ts';
import { AMBASSADOR_GREEN, GOAL_LINE, NEGATIVE_RED, seriesColor } from './palette.ts';

/** Text on white at about 12:1 contrast: goal and quadrant labels must be readable whatever the line colours. */
const LABEL_TEXT = '#333333';
/** Room a y axis with its labels takes beside the plot. */
const AXIS_ROOM = 52;

/** What every chart spec starts with: Vega-Lite 6, as wide as its container, its rows inline. */
function specFrame(description: string, values: unknown[], height?: number): Record<string, unknown> {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    description,
    width: 'container',
    ...(height === undefined ? {} : { height }),
    autosize: { type: 'fit-x', contains: 'padding' },
    data: { values },
  };
}

/** A tooltip as vega-tooltip shows it: `title` as its heading, then one line per key ("NPS 31.46", "n 120"). */
export type Tip = Record<string, string>;

/** Stacked panels (one per scale) are sized by the measured width: Vega-Lite does not fit concatenated views to a container. */
function panelsFrame(description: string, values: unknown[]): Record<string, unknown> {
  return { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', description, autosize: { type: 'pad' }, data: { values } };
}

export interface ChartRow {
  /** The x position as shown: a period in the locale ("W49 2026", "Dec 2026") or the unit's name. */
  x: string;
  order: number;
  series: string;
  value: number | null;
  /** The value as shown: formatted in the locale, or the "Null" label. */
  display: string;
  /** The answers behind the value, as shown ("–" when the data does not say). */
  n: string;
  tip: Tip;
}

export interface ChartTexts {
  nullLabel: string;
  locale: string;
  /** "Goal" in the reader's language, beside a goal line's value. */
  goalLabel: string;
  /** The container's width in pixels (labels thin out and legends move below on a phone); about 800 when unknown. */
  width?: number;
}

/** The chart's title in the reader's language: the spec's description, which assistive technology reads out. */
export interface ChartTitle {
  title: string;
}

/** 2 decimals, 0 for interview counts, in the locale's format (spec 2 section 9). */
export function formatValue(value: number, locale: string, interviews = false): string {
  const digits = interviews ? 0 : 2;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

const isCount = (d: ChartDescriptor) => /interview/i.test(d.variable);

function formatN(n: number | undefined, locale: string): string {
  return n === undefined ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}

export function chartRows(data: ChartData, texts: ChartTexts): ChartRow[] {
  const rows: ChartRow[] = [];
  data.series.forEach((point, order) => {
    const x = formatPeriodLabel(point.name, texts.locale);
    data.descriptors.forEach((descriptor, i) => {
      const raw = point.data[i];
      const value = typeof raw === 'number' ? raw : null;
      const display = value === null ? texts.nullLabel : formatValue(value, texts.locale, isCount(descriptor));
      const n = formatN(point.n?.[i], texts.locale);
      rows.push({ x, order, series: descriptor.title, value, display, n, tip: { title: x, [descriptor.title]: display, n } });
    });
  });
  return rows;
}

function colorScale(descriptors: ChartDescriptor[], all: ChartDescriptor[] = descriptors) {
  return { domain: descriptors.map((d) => d.title), range: descriptors.map((d) => seriesColor(all.indexOf(d), d.color)) };
}

function legendOf(options: { verticalLegend?: boolean }, width: number) {
  // On a phone a legend beside the plot would take half its width: below, in as many columns as fit.
  if (width < NARROW_WIDTH || !options.verticalLegend) return { orient: 'bottom', direction: 'horizontal', title: null, columns: Math.max(1, Math.floor((width - 20) / 150)) };
  return { orient: 'right', direction: 'vertical', title: null };
}

function yScale(lowerY?: number, upperY?: number) {
  const domain = lowerY !== undefined || upperY !== undefined ? { domainMin: lowerY, domainMax: upperY } : {};
  return { ...domain, zero: lowerY === undefined, nice: lowerY === undefined && upperY === undefined };
}

/** The x axis of positions in order, with only as many labels as the width holds. */
function xEncoding(rows: ChartRow[], plotWidth: number) {
  const labels = [...new Map(rows.map((r) => [r.order, r.x])).values()];
  return { field: 'x', type: 'ordinal', sort: { field: 'order' }, title: null, axis: { labelAngle: 0, values: thinLabels(labels, plotWidth), labelOverlap: 'greedy' } };
}

export interface GoalRow {
  goal: number;
  label: string;
}

/**
 * One line per distinct goal of the group's series. The label names the series unless the goal is every series' of
 * the chart (every goal line has the same colour, so where series differ the words say whose goal it is).
 */
export function goalRows(descriptors: ChartDescriptor[], texts: ChartTexts, all: ChartDescriptor[]): GoalRow[] {
  const withGoal = descriptors.filter((d) => typeof d.goal === 'number');
  const distinct = [...new Set(withGoal.map((d) => d.goal as number))];
  return distinct.map((goal) => {
    const owners = withGoal.filter((d) => d.goal === goal);
    const display = formatValue(goal, texts.locale);
    const everyones = all.every((d) => d.goal === goal);
    const label = everyones ? `${texts.goalLabel}: ${display}` : `${texts.goalLabel} ${owners.map((d) => d.title).join(', ')}: ${display}`;
    return { goal, label };
  });
}

/** The dashed goal lines and their labels on a y axis; they widen the axis to include the goal. The label says it all, so no tooltip. */
function goalLayers(goals: GoalRow[], y: Record<string, unknown>): Record<string, unknown>[] {
  if (goals.length === 0) return [];
  const at = { ...y, field: 'goal' };
  const goalText = { type: 'text', align: 'right', baseline: 'bottom', dx: -4, dy: -3, fontSize: 10, color: LABEL_TEXT };
  return [
    { data: { values: goals }, mark: { type: 'rule', strokeDash: [6, 4], strokeWidth: 2, color: GOAL_LINE }, encoding: { y: at } },
    // The label twice: first a white outline, so it stays readable where a series line crosses it.
    { data: { values: goals }, mark: { ...goalText, stroke: '#ffffff', strokeWidth: 3, strokeJoin: 'round' }, encoding: { x: { value: 'width' }, y: at, text: { field: 'label', type: 'nominal' } } },
    { data: { values: goals }, mark: goalText, encoding: { x: { value: 'width' }, y: at, text: { field: 'label', type: 'nominal' } } },
  ];
}

export interface LineOptions extends ChartTexts, ChartTitle {
  lowerY?: number;
  upperY?: number;
  verticalLegend?: boolean;
}

/** How a chart lays out its scale groups: one plot, an axis each side, or one panel per scale. */
function layoutOf(groups: ScaleGroup[], width: number): 'single' | 'dual' | 'panels' {
  if (groups.length === 1) return 'single';
  return groups.length === 2 && width >= NARROW_WIDTH ? 'dual' : 'panels';
}

/** The y axis of a scale group, titled with its series when there is more than one axis (which line reads where). */
function yAxis(data: ChartData, group: ScaleGroup, several: boolean, orient: 'left' | 'right', bounds: { lowerY?: number; upperY?: number }) {
  const titles = group.members.map((i) => data.descriptors[i]!.title);
  const titleColor = group.members.length === 1 ? seriesColor(group.members[0]!, data.descriptors[group.members[0]!]!.color) : LABEL_TEXT;
  return { type: 'quantitative', title: several ? titles.join(', ') : null, scale: yScale(bounds.lowerY, bounds.upperY), axis: { orient, ...(several ? { titleColor } : {}) } };
}

/**
 * Development line chart: a line per descriptor over the series' x positions; null points are hollow and say
 * "Null"; goal lines where the data has goals; series on different scales on their own axes or panels.
 */
export function lineChartSpec(data: ChartData, options: LineOptions): Record<string, unknown> {
  const width = options.width ?? DEFAULT_CHART_WIDTH;
  const narrow = width < NARROW_WIDTH;
  const rows = chartRows(data, options);
  const groups = scaleGroups(data.descriptors);
  const layout = layoutOf(groups, width);
  const plotWidth = width - AXIS_ROOM * (layout === 'dual' ? 2 : 1) - 10;
  const x = xEncoding(rows, plotWidth);
  const tooltip = { field: 'tip', type: 'nominal' };
  const color = { field: 'series', type: 'nominal', scale: colorScale(data.descriptors), legend: legendOf(options, width) };
  const layersOf = (group: ScaleGroup, index: number, orient: 'left' | 'right', xAxis: Record<string, unknown> = x) => {
    const titles = new Set(group.members.map((i) => data.descriptors[i]!.title));
    const mine = rows.filter((r) => titles.has(r.series));
    // Configured y bounds belong to the first (left or top) scale; the others fit their own data.
    const y = yAxis(data, group, groups.length > 1, orient, index === 0 ? options : {});
    const base = index === 0 ? (options.lowerY ?? 0) : 0;
    return [
      { data: { values: mine }, mark: { type: 'line', strokeWidth: 2 }, encoding: { x: xAxis, y: { ...y, field: 'value' }, color } },
      { data: { values: mine }, transform: [{ filter: 'datum.value !== null' }], mark: { type: 'point', filled: true, size: narrow ? 30 : 50 }, encoding: { x: xAxis, y: { ...y, field: 'value' }, color, tooltip } },
      // Null points: hollow, at the bottom of the axis, their tooltip saying "Null". Only when there are any.
      ...(mine.some((r) => r.value === null)
        ? [
            {
              data: { values: mine },
              transform: [{ filter: 'datum.value === null' }, { calculate: String(base), as: 'base' }],
              mark: { type: 'point', filled: false, size: 50, strokeDash: [2, 2] },
              encoding: { x: xAxis, y: { ...y, field: 'base' }, color, tooltip },
            },
          ]
        : []),
      ...goalLayers(goalRows(group.members.map((i) => data.descriptors[i]!), options, data.descriptors), y),
    ];
  };
  const height = narrow ? 220 : 260;
  if (layout === 'panels') {
    const panelHeight = Math.max(120, Math.round(height / Math.min(groups.length, 3)) + 20);
    return {
      ...panelsFrame(options.title, rows),
      vconcat: groups.map((group, i) => ({
        // A panel's plot leaves room for its axis and axis title beside it.
        width: width - AXIS_ROOM - 30,
        height: panelHeight,
        // Only the bottom panel repeats the period labels; the others keep the ticks.
        layer: layersOf(group, i, 'left', i === groups.length - 1 ? x : { ...x, axis: { ...x.axis, labels: false } }),
      })),
      resolve: { scale: { y: 'independent' } },
      config: { view: { stroke: null } },
    };
  }
  return {
    ...specFrame(options.title, rows, height),
    layer:
      layout === 'dual'
        ? [
            { layer: layersOf(groups[0]!, 0, 'left') },
            { layer: layersOf(groups[1]!, 1, 'right') },
          ]
        : layersOf(groups[0]!, 0, 'left'),
    ...(layout === 'dual' ? { resolve: { scale: { y: 'independent' } } } : {}),
    config: { view: { stroke: null } },
  };
}

/** Tick values every `step` between the bounds (the benchmark chart's y axis ticks every 10). */
export function ticks(lower: number, upper: number, step: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(lower / step) * step; v <= upper + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

export interface BarOptions extends ChartTexts, ChartTitle {
  lowerY?: number;
  upperY?: number;
  stacked?: boolean;
  verticalLegend?: boolean;
  /** Ticks at this interval over an explicit domain (the benchmark chart: 10); otherwise Vega picks nice ticks. */
  tickInterval?: number;
  /** Colour each bar by its change (better green, worse red; an inverse variable's rise is worse) instead of by series: the delta chart. */
  signColours?: boolean;
}

/**
 * Benchmark, grouped, choice and delta charts: bars per x position, one per descriptor (stacked when asked), y
 * ticks every `tickInterval`, goal lines where the data has goals; one panel per scale when scales differ.
 */
export function barChartSpec(data: ChartData, options: BarOptions): Record<string, unknown> {
  const width = options.width ?? DEFAULT_CHART_WIDTH;
  const allRows = chartRows(data, options);
  const rows = allRows.filter((r) => r.value !== null);
  const groups = scaleGroups(data.descriptors);
  const x = xEncoding(allRows, width - AXIS_ROOM - 10);
  const legend = legendOf(options, width);
  const panel = (group: ScaleGroup, index: number): Record<string, unknown> => {
    const descriptors = group.members.map((i) => data.descriptors[i]!);
    const titles = new Set(descriptors.map((d) => d.title));
    const inverse = new Set(descriptors.filter((d) => d.inverse).map((d) => d.title));
    // A change is coloured by whether it is better or worse (an inverse variable's rise is worse), as on the tiles.
    const mine = rows.filter((r) => titles.has(r.series)).map((r) => (options.signColours ? { ...r, change: changeVerdictOf(diffArrowOf(r.value), inverse.has(r.series)) } : r));
    const values = mine.map((r) => r.value as number);
    const step = options.tickInterval;
    const lowerY = index === 0 ? options.lowerY : undefined;
    const upperY = index === 0 ? options.upperY : undefined;
    let y: Record<string, unknown> = { scale: yScale(lowerY, upperY) };
    if (step) {
      const lower = lowerY ?? Math.floor(Math.min(0, ...values) / step) * step;
      const upper = upperY ?? Math.max(step, Math.ceil(Math.max(0, ...values) / step) * step);
      y = { scale: { domain: [lower, upper], clamp: true, nice: false }, axis: { values: ticks(lower, upper, step) } };
    }
    const title = groups.length > 1 ? descriptors.map((d) => d.title).join(', ') : null;
    const bars = {
      data: { values: mine },
      mark: { type: 'bar' },
      encoding: {
        x,
        ...(options.stacked ? {} : { xOffset: { field: 'series', type: 'nominal' } }),
        y: { field: 'value', type: 'quantitative', title, stack: options.stacked ? 'zero' : null, ...y },
        color: options.signColours
          ? { condition: { test: "datum.change === 'worse'", value: NEGATIVE_RED }, value: AMBASSADOR_GREEN }
          : { field: 'series', type: 'nominal', scale: colorScale(data.descriptors), legend },
        tooltip: { field: 'tip', type: 'nominal' },
      },
    };
    return { layer: [bars, ...goalLayers(goalRows(descriptors, options, data.descriptors), { type: 'quantitative', title, ...(step ? { scale: y.scale } : {}) })] };
  };
  if (groups.length > 1) {
    return {
      ...panelsFrame(options.title, rows),
      vconcat: groups.map((g, i) => ({ width: width - AXIS_ROOM - 30, height: 160, ...panel(g, i) })),
      // Each panel's bars share out its own x slots, not slots for the other panels' series.
      resolve: { scale: { y: 'independent', xOffset: 'independent' } },
      config: { view: { stroke: null } },
    };
  }
  return { ...specFrame(options.title, rows, width < NARROW_WIDTH ? 220 : 260), ...panel(groups[0]!, 0), config: { view: { stroke: null } } };
}

/**
 * Priority chart data, as this app reads it: descriptors are the two measures (importance, then performance)
 * and each series entry is one driver (question) with its two values.
 */
export interface DriverPoint {
  name: string;
  effect: number;
  score: number;
  n: string;
  tip: Tip;
}

export function driverPoints(data: ChartData, locale: string): DriverPoint[] {
  const [effectTitle = 'Effect', scoreTitle = 'Score'] = data.descriptors.map((d) => d.title);
  return data.series
    .filter((s) => typeof s.data[0] === 'number' && typeof s.data[1] === 'number')
    .map((s) => {
      const n = formatN(s.n?.[0], locale);
      return {
        name: s.name,
        effect: s.data[0] as number,
        score: s.data[1] as number,
        n,
        tip: { title: s.name, [effectTitle]: formatValue(s.data[0] as number, locale), [scoreTitle]: formatValue(s.data[1] as number, locale), n },
      };
    });
}

/** The quadrant titles of the priority chart, in the reader's language. */
export interface QuadrantTitles {
  /** Important, performing well. */
  strengths: string;
  /** Important, performing badly: what to improve first. */
  improve: string;
  /** Less important, performing well. */
  maintain: string;
  /** Less important, performing badly. */
  lowPriority: string;
}

export interface PriorityOptions extends ChartTexts, ChartTitle {
  quadrants: QuadrantTitles;
}

/**
 * Priority chart: each driver placed by its importance (x) and performance (y), the plot cut into quadrants at the
 * drivers' medians, each quadrant titled in its corner (important and weak drivers, bottom right, come first).
 * Point labels are placed so that none overlaps another, a point or a quadrant title; one without room is left
 * out (its tooltip still names it).
 */
export function priorityChartSpec(data: ChartData, options: PriorityOptions): Record<string, unknown> {
  const [effect = { variable: 'effect', title: 'Effect' }, score = { variable: 'score', title: 'Score' }] = data.descriptors;
  const width = options.width ?? DEFAULT_CHART_WIDTH;
  const narrow = width < NARROW_WIDTH;
  const height = narrow ? 300 : 340;
  const plot = { width: width - 70, height };
  const points = driverPoints(data, options.locale);
  if (points.length === 0) return { ...specFrame(options.title, [], height), mark: 'point' };
  const xDomain = paddedDomain(points.map((p) => p.effect));
  const yDomain = paddedDomain(points.map((p) => p.score));
  const x = { field: 'effect', type: 'quantitative', title: effect.title, scale: { domain: xDomain, nice: false, zero: false } };
  const y = { field: 'score', type: 'quantitative', title: score.title, scale: { domain: yDomain, nice: false, zero: false } };
  const cut = { effect: median(points.map((p) => p.effect)), score: median(points.map((p) => p.score)) };
  const q = options.quadrants;
  const corners = [
    { text: q.maintain, x: 'left', y: 'top' },
    { text: q.strengths, x: 'right', y: 'top' },
    { text: q.lowPriority, x: 'left', y: 'bottom' },
    { text: q.improve, x: 'right', y: 'bottom' },
  ] as const;
  const titleBox = (c: (typeof corners)[number]): Box => {
    const w = textWidth(c.text) + 8;
    return { x0: c.x === 'left' ? 0 : plot.width - w, x1: c.x === 'left' ? w : plot.width, y0: c.y === 'top' ? 0 : plot.height - 18, y1: c.y === 'top' ? 18 : plot.height };
  };
  const limit = narrow ? 90 : 150;
  const px = (p: DriverPoint) => ({
    x: ((p.effect - xDomain[0]) / (xDomain[1] - xDomain[0])) * plot.width,
    y: plot.height - ((p.score - yDomain[0]) / (yDomain[1] - yDomain[0])) * plot.height,
    text: p.name,
  });
  const places = placeLabels(points.map(px), plot, limit, corners.map(titleBox));
  const values = points.map((p, i) => ({ ...p, place: places[i] }));
  const label = (place: string, mark: Record<string, unknown>) => ({
    transform: [{ filter: `datum.place === '${place}'` }],
    mark: { type: 'text', fontSize: 11, limit, color: LABEL_TEXT, ...mark },
    encoding: { x, y, text: { field: 'name', type: 'nominal' }, tooltip: { field: 'tip', type: 'nominal' } },
  });
  return {
    ...specFrame(options.title, values, height),
    layer: [
      { data: { values: [cut] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#767676' }, encoding: { x: { ...x, field: 'effect' } } },
      { data: { values: [cut] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#767676' }, encoding: { y: { ...y, field: 'score' } } },
      ...corners.map((c) => ({
        data: { values: [{ text: c.text }] },
        mark: { type: 'text', fontSize: 11, fontWeight: 'bold', color: '#555555', align: c.x, baseline: c.y, dx: c.x === 'left' ? 4 : -4, dy: c.y === 'top' ? 4 : -4 },
        encoding: { x: { value: c.x === 'left' ? 0 : 'width' }, y: { value: c.y === 'top' ? 0 : 'height' }, text: { field: 'text', type: 'nominal' } },
      })),
      { mark: { type: 'point', filled: true, size: 80, color: seriesColor(0, effect.color) }, encoding: { x, y, tooltip: { field: 'tip', type: 'nominal' } } },
      label('right', { align: 'left', baseline: 'middle', dx: 7 }),
      label('left', { align: 'right', baseline: 'middle', dx: -7 }),
      label('above', { align: 'center', baseline: 'bottom', dy: -7 }),
      label('below', { align: 'center', baseline: 'top', dy: 7 }),
    ],
    config: { view: { stroke: null } },
  };
}

/** Effect chart (priority chart data): the drivers' effects as horizontal bars, largest first. */
export function effectChartSpec(data: ChartData, options: ChartTexts & ChartTitle): Record<string, unknown> {
  const [effect = { variable: 'effect', title: 'Effect' }] = data.descriptors;
  const narrow = (options.width ?? DEFAULT_CHART_WIDTH) < NARROW_WIDTH;
  return {
    ...specFrame(options.title, driverPoints(data, options.locale)),
    mark: { type: 'bar', color: seriesColor(0, effect.color) },
    encoding: {
      y: { field: 'name', type: 'nominal', sort: '-x', title: null, axis: { labelLimit: narrow ? 120 : 240 } },
      x: { field: 'effect', type: 'quantitative', title: effect.title },
      tooltip: { field: 'tip', type: 'nominal' },
    },
    config: { view: { stroke: null } },
  };
}
