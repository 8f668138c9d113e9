/**
 * The chart specs as Chromium draws them (the real Vega, Vega-Lite and vega-embed builds, the app's embed options) at
 * a desktop column's width and at a 390 px phone's: what a reader sees must hold on screen, not only in the spec.
 * Period labels never overlap, series on different scales sit on their own axes, goal lines are labelled, priority
 * labels never collide, and nothing is wider than its container. Screenshots go to `CHART_SCREENSHOTS` (default:
 * the system's temporary folder) for a person to look at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../support/e2e-stack';
import { barChartSpec, lineChartSpec, priorityChartSpec } from '../../widgets/shared/chartSpec';

/** The packages' browser builds (their exports do not list the build files, so they are read from node_modules). */
const SCRIPTS = ['vega/build/vega.min.js', 'vega-lite/build/vega-lite.min.js', 'vega-embed/build/vega-embed.min.js'].map((file) => path.resolve(fileURLToPath(import.meta.url), '../../../node_modules', file));
const SHOTS = process.env.CHART_SCREENSHOTS ?? path.join(os.tmpdir(), 'sightline-chart-screenshots');

/** The viewport, and the chart's container in it: an 8-of-12 column on a desktop, the whole card on a phone. */
const SCREENS = [
  { name: 'desktop', viewport: 1440, container: 900 },
  { name: 'phone', viewport: 390, container: 326 },
] as const;

const TEXTS = { nullLabel: 'Null', locale: 'en', goalLabel: 'Goal' };
const QUADRANTS = { strengths: 'Strengths', improve: 'Improve first', maintain: 'Maintain', lowPriority: 'Lower priority' };
const months = Array.from({ length: 24 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
const weeks = Array.from({ length: 20 }, (_, i) => `2026-W${String(i + 33).padStart(2, '0')}`);

/** NPS (−100..100, goal 30) with satisfaction (1–5, goal 4): the pair that used to lie flat on one axis. */
const npsAndSatisfaction = {
  descriptors: [
    { variable: 'nps', title: 'NPS', color: '#0000c8', scale: { min: -100, max: 100 }, goal: 30 },
    { variable: 'csat', title: 'Satisfaction', color: '#00C896', scale: { min: 1, max: 5 }, goal: 4 },
  ],
  series: months.map((name, i) => ({ name, data: [18 + (i % 7) * 3, i === 9 ? null : 3.7 + (i % 5) / 10], n: [120 + i, i === 9 ? 0 : 118 + i] })),
};
const threeScales = {
  descriptors: [...npsAndSatisfaction.descriptors, { variable: 'staffTop', title: 'Top marks for staff', scale: { min: 0, max: 100 }, goal: 25 }],
  series: weeks.map((name, i) => ({ name, data: [20 + i, 3.9 + (i % 4) / 10, 22 + (i % 6)], n: [80 + i, 80 + i, 80 + i] })),
};
const drivers = {
  descriptors: [
    { variable: 'importance', title: 'Importance', scale: { min: 0, max: 100 } },
    { variable: 'performance', title: 'Performance', scale: { min: 0, max: 100 } },
  ],
  series: [
    ['Friendly staff', 72, 81],
    ['Short queues', 65, 42],
    ['Queue length at the checkout', 66, 43],
    ['Product in stock', 48, 55],
    ['Clean store', 20, 88],
    ['Easy to find products', 35, 61],
    ['Opening hours', 22, 70],
    ['Prices', 58, 38],
    ['Parking', 12, 50],
  ].map(([name, importance, performance]) => ({ name: name as string, data: [importance as number, performance as number], n: [400, 400] })),
};

const CHARTS = {
  'nps-and-satisfaction': (width: number) => lineChartSpec(npsAndSatisfaction, { ...TEXTS, width, title: 'NPS and satisfaction' }),
  'three-scales-weeks': (width: number) => lineChartSpec(threeScales, { ...TEXTS, width, title: 'Three scales by week' }),
  'bars-two-scales': (width: number) => barChartSpec({ ...npsAndSatisfaction, series: npsAndSatisfaction.series.slice(-4) }, { ...TEXTS, width, title: 'Bars on two scales' }),
  priority: (width: number) => priorityChartSpec(drivers, { ...TEXTS, width, title: 'Priorities', quadrants: QUADRANTS }),
};

let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
  await page.setContent('<!doctype html><html lang="en"><body style="margin:0;font-family:sans-serif"><div id="chart" style="padding:16px;box-sizing:content-box"></div></body></html>');
  for (const file of SCRIPTS) await page.addScriptTag({ path: file });
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

interface Drawn {
  svgWidth: number;
  xLabels: { text: string; left: number; right: number }[];
  yAxes: { title: string; left: number }[];
  texts: { text: string; left: number; right: number; top: number; bottom: number; role: string }[];
}

/** Draws a spec at the container width with the app's embed options and reads back what is visible. */
async function draw(spec: Record<string, unknown>, container: number): Promise<Drawn> {
  return page.evaluate(
    async ({ spec, container }) => {
      const host = document.getElementById('chart')!;
      host.innerHTML = '';
      host.style.width = `${container}px`;
      const target = document.createElement('div');
      target.style.width = '100%';
      host.appendChild(target);
      const embed = (window as unknown as { vegaEmbed: (el: HTMLElement, spec: unknown, opts: unknown) => Promise<{ view: { runAsync(): Promise<unknown> } }> }).vegaEmbed;
      const result = await embed(target, spec, { actions: false, renderer: 'svg', defaultStyle: false });
      await result.view.runAsync();
      const visible = (el: Element) => getComputedStyle(el).opacity !== '0' && el.getAttribute('opacity') !== '0' && (el.textContent ?? '').trim() !== '';
      const box = (el: Element) => el.getBoundingClientRect();
      const axes = [...target.querySelectorAll('g.role-axis')];
      const xLabels = axes
        .filter((a) => /^X-axis/.test(a.getAttribute('aria-label') ?? ''))
        .flatMap((a) => [...a.querySelectorAll('g.role-axis-label text')].filter(visible).map((t) => ({ text: t.textContent!, left: box(t).left, right: box(t).right })));
      const yAxes = axes
        .filter((a) => /^Y-axis/.test(a.getAttribute('aria-label') ?? ''))
        .map((a) => ({ title: a.querySelector('g.role-axis-title text')?.textContent ?? '', left: box(a).left }));
      const texts = [...target.querySelectorAll('g.role-mark text')].filter(visible).map((t) => ({ text: t.textContent!, ...JSON.parse(JSON.stringify(box(t))), role: t.closest('g.role-mark')?.getAttribute('class') ?? '' }));
      return { svgWidth: target.querySelector('svg')!.getBoundingClientRect().width, xLabels, yAxes, texts };
    },
    { spec, container },
  );
}

const apart = (a: { left: number; right: number }, b: { left: number; right: number }) => a.right <= b.left + 0.5 || b.right <= a.left + 0.5;
const boxesApart = (a: Drawn['texts'][number], b: Drawn['texts'][number]) => apart(a, b) || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;

async function shoot(name: string, screen: (typeof SCREENS)[number]) {
  await page.setViewportSize({ width: screen.viewport, height: 900 });
  const file = path.join(SHOTS, `${name}-${screen.viewport}.png`);
  await page.locator('#chart').screenshot({ path: file });
  return file;
}

describe.each(SCREENS)('charts drawn at $name width ($viewport px)', (screen) => {
  it.each(Object.keys(CHARTS) as (keyof typeof CHARTS)[])('%s: no wider than its container, period labels never overlap', async (name) => {
    await page.setViewportSize({ width: screen.viewport, height: 900 });
    const drawn = await draw(CHARTS[name](screen.container), screen.container);
    expect(drawn.svgWidth).toBeLessThanOrEqual(screen.container + 1);
    const byAxis = drawn.xLabels;
    for (let i = 1; i < byAxis.length; i++) if (byAxis[i]!.left > byAxis[i - 1]!.left) expect(apart(byAxis[i - 1]!, byAxis[i]!), `${byAxis[i - 1]!.text} / ${byAxis[i]!.text}`).toBe(true);
    await shoot(name, screen);
  });

  it('NPS and satisfaction each have their own y axis, and both goal lines are labelled', async () => {
    const drawn = await draw(CHARTS['nps-and-satisfaction'](screen.container), screen.container);
    expect(drawn.yAxes.map((a) => a.title).sort()).toEqual(['NPS', 'Satisfaction']);
    expect(drawn.texts.map((t) => t.text)).toEqual(expect.arrayContaining(['Goal NPS: 30.00', 'Goal Satisfaction: 4.00']));
    expect(drawn.xLabels.at(-1)!.text).toBe('Dec 2026');
  });

  it('ISO weeks read "W52 2026"', async () => {
    const drawn = await draw(CHARTS['three-scales-weeks'](screen.container), screen.container);
    expect(drawn.yAxes).toHaveLength(3);
    expect(drawn.xLabels.map((l) => l.text)).toContain('W52 2026');
  });

  it('the priority chart: quadrant titles and point labels never collide', async () => {
    const drawn = await draw(CHARTS.priority(screen.container), screen.container);
    const labels = drawn.texts;
    expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(['Strengths', 'Improve first', 'Maintain', 'Lower priority']));
    expect(labels.length).toBeGreaterThan(4 + 4);
    for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) expect(boxesApart(a, b), `${a.text} / ${b.text}`).toBe(true);
  });
});
