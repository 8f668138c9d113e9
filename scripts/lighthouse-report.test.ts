import { describe, expect, it } from 'vitest';
import { formatReport, median, pageFigures, type LighthouseRun } from './lighthouse-report.ts';

const run = (score: number | null, tbt: number, lcp: number, cls: number): LighthouseRun => ({
  categories: { performance: { score } },
  audits: { 'total-blocking-time': { numericValue: tbt }, 'largest-contentful-paint': { numericValue: lcp }, 'cumulative-layout-shift': { numericValue: cls } },
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([0.9, 0.5, 0.7])).toBe(0.7);
  });
  it('takes the mean of the middle two of an even count, and null of none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('page figures from three Lighthouse runs', () => {
  it('reports each figure as the median of the runs, the score as 0–100', () => {
    const figures = pageFigures('start page', '/new/page/x', [run(0.97, 40, 900, 0.01), run(0.58, 1130, 1500, 0.2), run(0.96, 60.4, 950.6, 0.004)], 95);
    expect(figures).toMatchObject({ score: 96, scores: [97, 58, 96], tbtMs: 60, lcpMs: 951, cls: 0.01, withinBudget: true });
  });

  it('is below budget when the median score is', () => {
    expect(pageFigures('ranking', '/r', [run(0.9, 300, 1000, 0), run(0.97, 10, 500, 0), run(0.94, 120, 800, 0)], 95).withinBudget).toBe(false);
  });

  it('never passes when a run measured nothing (a crashed or failed load)', () => {
    const failed: LighthouseRun = { categories: { performance: { score: null } }, audits: {}, runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    const figures = pageFigures('ranking', '/r', [run(0.99, 0, 400, 0), failed, run(0.99, 0, 400, 0)], 95);
    expect(figures.scores).toEqual([99, null, 99]);
    expect(figures.withinBudget).toBe(false);
  });

  it('prints a baseline as such and a page under budget loudly', () => {
    const report = formatReport([
      pageFigures('baseline', '/b', [run(1, 0, 300, 0)], null),
      pageFigures('ranking', '/r', [run(0.8, 500, 2000, 0.1)], 95),
    ]);
    expect(report.split('\n')).toHaveLength(2);
    expect(report).toMatch(/^baseline\s+score 100 .*baseline$/m);
    expect(report).toMatch(/^ranking\s+score 80 .*TBT 500 ms .*LCP 2000 ms .*CLS 0.1 .*BELOW 95$/m);
  });
});
