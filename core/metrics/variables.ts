/**
 * Metric definitions (spec 2 sections 3 and 4): how a variable's value follows from aggregated counts, its goal
 * colour, its progress and its formatting. The server compiles the counting to SQL (server/analytics); the
 * arithmetic on the counts is here, once, for both sides.
 */

export type VariableKind = 'nps' | 'mean' | 'topbox' | 'count' | 'responseRate';

export interface VariableDef {
  extName: string;
  title: Record<string, string>;
  helpText?: Record<string, string>;
  kind: VariableKind;
  /** The answer the variable reads (not for count and responseRate). */
  question?: string;
  /** topbox: the share of answers at or above this value. */
  threshold?: number;
  /** Default goal (units may have their own, see the goal table). */
  goal?: number;
  /** Lower is better (e.g. customer effort). */
  inverse?: boolean;
  /** Scale ends for the progress bar; defaults follow the kind. */
  min?: number;
  max?: number;
  /** Decimals shown: 2 unless given; counts 0. */
  decimals?: number;
  /** The page (or screen: `ranking`, `alerts`, `samples`) a tile's shortcut opens at the tile's drill path. */
  shortcutPage?: string;
  /** A shortcut of rank type: the sample state (0 interviews, 1 new, 2 no response, 3 unapproved, 4 not approved) it filters the ranking by. */
  shortcutRankType?: number;
}

/** What SQL hands back per group: answered count, sum, and the count of each integer value 0..10. */
export interface Counts {
  n: number;
  sum: number;
  hist: number[];
}

export const EMPTY_COUNTS: Counts = { n: 0, sum: 0, hist: new Array<number>(11).fill(0) };

export function addCounts(a: Counts, b: Counts): Counts {
  return { n: a.n + b.n, sum: a.sum + b.sum, hist: a.hist.map((v, i) => v + (b.hist[i] ?? 0)) };
}

function histRange(c: Counts, lo: number, hi: number): number {
  let s = 0;
  for (let i = Math.max(0, lo); i <= Math.min(10, hi); i++) s += c.hist[i] ?? 0;
  return s;
}

/** NPS: % promoters (9-10) minus % detractors (0-6); null without answers. All passives give 0. */
export function npsOf(c: Counts): number | null {
  if (c.n === 0) return null;
  return (100 * (histRange(c, 9, 10) - histRange(c, 0, 6))) / c.n;
}

export function meanOf(c: Counts): number | null {
  return c.n === 0 ? null : c.sum / c.n;
}

export function topBoxOf(c: Counts, threshold: number): number | null {
  return c.n === 0 ? null : (100 * histRange(c, Math.ceil(threshold), 10)) / c.n;
}

/** Response rate: completed interviews over contacted samples (cancelled ones excluded), in %. */
export function responseRateOf(completed: number, contacted: number): number | null {
  return contacted === 0 ? null : (100 * completed) / contacted;
}

/** The value of a variable from its counts. `count` and `responseRate` read `n` (and `contacted`). */
export function valueOf(v: VariableDef, c: Counts, contacted = 0): number | null {
  switch (v.kind) {
    case 'nps':
      return npsOf(c);
    case 'mean':
      return meanOf(c);
    case 'topbox':
      return topBoxOf(c, v.threshold ?? 9);
    case 'count':
      return c.n;
    case 'responseRate':
      return responseRateOf(c.n, contacted);
  }
}

export function scaleOf(v: VariableDef): { min: number; max: number } | null {
  if (v.min !== undefined && v.max !== undefined) return { min: v.min, max: v.max };
  switch (v.kind) {
    case 'nps':
      return { min: -100, max: 100 };
    case 'topbox':
    case 'responseRate':
      return { min: 0, max: 100 };
    case 'mean':
      return { min: v.min ?? 0, max: v.max ?? 10 };
    case 'count':
      return null;
  }
}

export function decimalsOf(v: VariableDef): number {
  return v.decimals ?? (v.kind === 'count' ? 0 : 2);
}

/** Goal colour: 3 reached (green), 2 within 5 % of the scale (yellow), 1 within 10 % (orange), 0 further (red). */
export type Target = 0 | 1 | 2 | 3;
export function targetOf(v: VariableDef, value: number | null, goal: number | null): Target | null {
  if (value === null || goal === null) return null;
  const gap = v.inverse ? value - goal : goal - value;
  // A hair of tolerance: 2.2 - 2 is 0.2000000000000002 in floating point.
  const eps = 1e-9;
  if (gap <= eps) return 3;
  const scale = scaleOf(v);
  const range = scale ? scale.max - scale.min : Math.max(Math.abs(goal), 1);
  if (gap <= 0.05 * range + eps) return 2;
  if (gap <= 0.1 * range + eps) return 1;
  return 0;
}

export const TARGET_COLOURS = ['TARGET0', 'TARGET1', 'TARGET2', 'TARGET3'] as const;

/** A goal status as the calls send it (a band 0–3, or its name `TARGET0`–`TARGET3`); anything else has no goal. */
export function targetFrom(status: number | string | null | undefined): Target | null {
  const n = typeof status === 'string' ? (/^TARGET[0-3]$/i.test(status) ? Number(status.slice(-1)) : null) : status;
  return n === 0 || n === 1 || n === 2 || n === 3 ? n : null;
}

/** Progress in % of the scale, capped to 0..100. */
export function progressOf(v: VariableDef, value: number | null): number | null {
  const scale = scaleOf(v);
  if (value === null || !scale || scale.max === scale.min) return null;
  const p = (100 * (value - scale.min)) / (scale.max - scale.min);
  return Math.min(100, Math.max(0, p));
}

/** 1 up, 2 down, 0 neutral (no change or nothing to compare). */
export function diffArrowOf(diff: number | null): 0 | 1 | 2 {
  if (diff === null || diff === 0) return 0;
  return diff > 0 ? 1 : 2;
}

/** Whether a change is good news, for its colour: a rise is better, unless lower is better (`inverse`). */
export type ChangeVerdict = 'better' | 'worse' | 'neutral';
export function changeVerdictOf(diffArrow: number | null | undefined, inverse = false): ChangeVerdict {
  if (diffArrow !== 1 && diffArrow !== 2) return 'neutral';
  return (diffArrow === 1) !== inverse ? 'better' : 'worse';
}

export function diffOf(value: number | null, trend: number | null): number | null {
  return value === null || trend === null ? null : value - trend;
}

/** Rounded the way it is shown, so a goal exactly met on screen is met in the colours too. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

const formatters = new Map<string, Intl.NumberFormat>();
export function formatNumber(value: number | null, decimals: number, locale = 'en', signed = false): string {
  if (value === null || !Number.isFinite(value)) return '–';
  const key = `${locale}|${decimals}|${signed}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: signed ? 'exceptZero' : 'auto' });
    formatters.set(key, f);
  }
  return f.format(roundTo(value, decimals));
}

/** A localised text: the locale's, else English, else the first there is. */
export function localize(text: Record<string, string> | string | undefined, locale: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? '';
}
