/**
 * The figures of `npm run bench:lighthouse` (bench/lighthouse.ts): from the Lighthouse results of each run, the
 * median score, total blocking time, largest contentful paint and layout shift of a page, and the report lines.
 * Kept apart from the bench so the arithmetic has a unit test while the timed part stays a bench.
 */

/** Lighthouse desktop performance score (0–100) each measured page must reach (issue 12, "Start page speed"). */
export const SCORE_BUDGET = 95;

/** The part of a Lighthouse result (`LH.Result`) the report reads. */
export interface LighthouseRun {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

export interface PageFigures {
  name: string;
  url: string;
  /** Median of the runs' scores, 0–100; null when no run gave one. */
  score: number | null;
  scores: (number | null)[];
  tbtMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  /** Pages without a budget are the baselines, measured the same way for comparison. */
  budget: number | null;
  withinBudget: boolean;
}

/** Median of the numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const numbers = (xs: readonly (number | null | undefined)[]) => xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
const audit = (run: LighthouseRun, id: string) => run.audits[id]?.numericValue;

/** One page's figures from its runs: each figure the median over the runs that measured it. */
export function pageFigures(name: string, url: string, runs: readonly LighthouseRun[], budget: number | null): PageFigures {
  const scores = runs.map((r) => (r.runtimeError || typeof r.categories.performance?.score !== 'number' ? null : Math.round(r.categories.performance.score * 100)));
  const score = median(numbers(scores));
  const round = (x: number | null, digits = 0) => (x === null ? null : Number(x.toFixed(digits)));
  return {
    name,
    url,
    score,
    scores,
    tbtMs: round(median(numbers(runs.map((r) => audit(r, 'total-blocking-time'))))),
    lcpMs: round(median(numbers(runs.map((r) => audit(r, 'largest-contentful-paint'))))),
    cls: round(median(numbers(runs.map((r) => audit(r, 'cumulative-layout-shift')))), 3),
    budget,
    // A run without a score (an error page, a crash) never passes: every run must have measured the page.
    withinBudget: budget === null || (score !== null && score >= budget && scores.every((s) => s !== null)),
  };
}

/** The table printed by the bench: one line a page, the baselines marked as such. */
export function formatReport(pages: readonly PageFigures[]): string {
  const cell = (x: number | null, unit = '') => (x === null ? '–' : `${x}${unit}`);
  const lines = pages.map((p) => {
    const verdict = p.budget === null ? 'baseline' : p.withinBudget ? `ok (≥ ${p.budget})` : `BELOW ${p.budget}`;
    return [
      p.name.padEnd(22),
      `score ${cell(p.score)}`.padEnd(10),
      `runs ${p.scores.map((s) => cell(s)).join('/')}`.padEnd(16),
      `TBT ${cell(p.tbtMs, ' ms')}`.padEnd(13),
      `LCP ${cell(p.lcpMs, ' ms')}`.padEnd(13),
      `CLS ${cell(p.cls)}`.padEnd(10),
      verdict,
    ].join(' ');
  });
  return lines.join('\n');
}
