/**
 * Vega-Lite specifications built from the spec's chart data (descriptors: the lines or bars; series:
 * one entry per x position, one value per descriptor). Pure, so the shapes are unit-tested.
 */
import type { ChartData } from '../../schemas/api/chart-data.gen.ts';
import { AMBASSADOR_GREEN, NEGATIVE_RED, seriesColor } from './palette.ts';

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

export interface ChartRow {
  x: string;
  order: number;
  series: string;
  value: number | null;
  /** The value as shown: formatted in the locale, or the "Null" label. */
  display: string;
  /** The whole tooltip: "x · series: value". */
  tip: string;
}

export interface ChartTexts {
  nullLabel: string;
  locale: string;
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

export function chartRows(data: ChartData, texts: ChartTexts): ChartRow[] {
  const rows: ChartRow[] = [];
  data.series.forEach((point, order) => {
    data.descriptors.forEach((descriptor, i) => {
      const raw = point.data[i];
      const value = typeof raw === 'number' ? raw : null;
      const interviews = /interview/i.test(descriptor.variable);
      const display = value === null ? texts.nullLabel : formatValue(value, texts.locale, interviews);
      rows.push({ x: point.name, order, series: descriptor.title, value, display, tip: `${point.name} · ${descriptor.title}: ${display}` });
    });
  });
  return rows;
}

function colorScale(data: ChartData) {
  return { domain: data.descriptors.map((d) => d.title), range: data.descriptors.map((d, i) => seriesColor(i, d.color)) };
}

function yScale(lowerY?: number, upperY?: number) {
  const domain = lowerY !== undefined || upperY !== undefined ? { domainMin: lowerY, domainMax: upperY } : {};
  return { ...domain, zero: lowerY === undefined, nice: lowerY === undefined && upperY === undefined };
}

export interface LineOptions extends ChartTexts, ChartTitle {
  lowerY?: number;
  upperY?: number;
  verticalLegend?: boolean;
}

/** Development line chart: a line per descriptor over the series' x positions; null points are hollow and say "Null". */
export function lineChartSpec(data: ChartData, options: LineOptions): Record<string, unknown> {
  const rows = chartRows(data, options);
  const tooltip = { field: 'tip', type: 'nominal' };
  const x = { field: 'x', type: 'ordinal', sort: { field: 'order' }, title: null, axis: { labelAngle: 0 } };
  const color = { field: 'series', type: 'nominal', scale: colorScale(data), legend: { orient: options.verticalLegend ? 'right' : 'bottom', direction: options.verticalLegend ? 'vertical' : 'horizontal', title: null } };
  return {
    ...specFrame(options.title, rows, 260),
    layer: [
      { mark: { type: 'line', strokeWidth: 2 }, encoding: { x, y: { field: 'value', type: 'quantitative', title: null, scale: yScale(options.lowerY, options.upperY) }, color } },
      { transform: [{ filter: 'datum.value !== null' }], mark: { type: 'point', filled: true, size: 50 }, encoding: { x, y: { field: 'value', type: 'quantitative' }, color, tooltip } },
      // Null points: hollow, at the bottom of the axis, their tooltip saying "Null". Only when there are any.
      ...(rows.some((r) => r.value === null)
        ? [
            {
              transform: [{ filter: 'datum.value === null' }, { calculate: String(options.lowerY ?? 0), as: 'base' }],
              mark: { type: 'point', filled: false, size: 50, strokeDash: [2, 2] },
              encoding: { x, y: { field: 'base', type: 'quantitative' }, color, tooltip },
            },
          ]
        : []),
    ],
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
  /** Colour each bar by its sign (gains green, losses red) instead of by series: the delta chart. */
  signColours?: boolean;
}

/** Benchmark chart: bars per x position, one per descriptor (stacked when asked), y ticks every `tickInterval`. */
export function barChartSpec(data: ChartData, options: BarOptions): Record<string, unknown> {
  const rows = chartRows(data, options).filter((r) => r.value !== null);
  const values = rows.map((r) => r.value as number);
  const step = options.tickInterval;
  let y: Record<string, unknown> = { scale: yScale(options.lowerY, options.upperY) };
  if (step) {
    const lower = options.lowerY ?? Math.floor(Math.min(0, ...values) / step) * step;
    const upper = options.upperY ?? Math.max(step, Math.ceil(Math.max(0, ...values) / step) * step);
    y = { scale: { domain: [lower, upper], clamp: true, nice: false }, axis: { values: ticks(lower, upper, step) } };
  }
  return {
    ...specFrame(options.title, rows, 260),
    mark: { type: 'bar' },
    encoding: {
      x: { field: 'x', type: 'ordinal', sort: { field: 'order' }, title: null, axis: { labelAngle: 0 } },
      ...(options.stacked ? {} : { xOffset: { field: 'series', type: 'nominal' } }),
      y: { field: 'value', type: 'quantitative', title: null, stack: options.stacked ? 'zero' : null, ...y },
      color: options.signColours
        ? { condition: { test: 'datum.value < 0', value: NEGATIVE_RED }, value: AMBASSADOR_GREEN }
        : { field: 'series', type: 'nominal', scale: colorScale(data), legend: { orient: options.verticalLegend ? 'right' : 'bottom', title: null } },
      tooltip: { field: 'tip', type: 'nominal' },
    },
    config: { view: { stroke: null } },
  };
}

/**
 * Priority chart data, as this app reads it: descriptors are the two measures (effect, then score)
 * and each series entry is one driver (question) with its two values.
 */
export interface DriverPoint {
  name: string;
  effect: number;
  score: number;
  tip: string;
}

export function driverPoints(data: ChartData, locale: string): DriverPoint[] {
  const [effectTitle = 'Effect', scoreTitle = 'Score'] = data.descriptors.map((d) => d.title);
  return data.series
    .filter((s) => typeof s.data[0] === 'number' && typeof s.data[1] === 'number')
    .map((s) => ({
      name: s.name,
      effect: s.data[0] as number,
      score: s.data[1] as number,
      tip: `${s.name} · ${effectTitle}: ${formatValue(s.data[0] as number, locale)} · ${scoreTitle}: ${formatValue(s.data[1] as number, locale)}`,
    }));
}

/** Priority chart: each driver placed by its effect (x) and score (y); the top-left drivers matter most. */
export function priorityChartSpec(data: ChartData, options: ChartTexts & ChartTitle): Record<string, unknown> {
  const [effect = { variable: 'effect', title: 'Effect' }, score = { variable: 'score', title: 'Score' }] = data.descriptors;
  const x = { field: 'effect', type: 'quantitative', title: effect.title, scale: { zero: false, nice: true } };
  const y = { field: 'score', type: 'quantitative', title: score.title, scale: { zero: false, nice: true } };
  const points = driverPoints(data, options.locale);
  // Labels point inwards: left of the points in the right half, so none runs off the chart.
  const effects = points.map((p) => p.effect);
  const middle = (Math.min(...effects) + Math.max(...effects)) / 2;
  const label = (test: string, align: 'left' | 'right') => ({
    transform: [{ filter: test }],
    mark: { type: 'text', align, dx: align === 'left' ? 7 : -7, fontSize: 11 },
    encoding: { x, y, text: { field: 'name', type: 'nominal' } },
  });
  return {
    ...specFrame(options.title, points, 280),
    layer: [
      { mark: { type: 'point', filled: true, size: 80, color: seriesColor(0, effect.color) }, encoding: { x, y, tooltip: { field: 'tip', type: 'nominal' } } },
      label(`datum.effect <= ${middle}`, 'left'),
      label(`datum.effect > ${middle}`, 'right'),
    ],
    config: { view: { stroke: null } },
  };
}

/** Effect chart (priority chart data): the drivers' effects as horizontal bars, largest first. */
export function effectChartSpec(data: ChartData, options: ChartTexts & ChartTitle): Record<string, unknown> {
  const [effect = { variable: 'effect', title: 'Effect' }] = data.descriptors;
  return {
    ...specFrame(options.title, driverPoints(data, options.locale)),
    mark: { type: 'bar', color: seriesColor(0, effect.color) },
    encoding: {
      y: { field: 'name', type: 'nominal', sort: '-x', title: null },
      x: { field: 'effect', type: 'quantitative', title: effect.title },
      tooltip: { field: 'tip', type: 'nominal' },
    },
    config: { view: { stroke: null } },
  };
}
