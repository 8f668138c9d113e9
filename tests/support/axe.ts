import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page and throws when it finds serious or critical violations (WCAG 2.2 AA and
 * axe's best practices), naming each rule and the elements that break it. axe is evaluated through the
 * DevTools protocol, so the app's Content-Security-Policy does not block it. `targetSize` also runs axe's rule for
 * WCAG 2.5.8 (targets of at least 24 px, or spaced as far apart), which axe leaves off by default.
 */
export async function expectAccessible(page: Page, where = page.url(), opts: { targetSize?: boolean } = {}): Promise<void> {
  // Let the page settle: transitions (dialogs fading in, drawers sliding, a button turning from disabled to enabled)
  // finished and nothing marked busy, for ten frames in a row, since a transition that starts after one quiet frame
  // (an export button enabled when its chart is drawn) shows half-faded text that fails contrast checks.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __quietFrames?: number };
        const quiet = document.getAnimations().every((a) => a.playState !== 'running') && !document.querySelector('[aria-busy="true"]');
        w.__quietFrames = quiet ? (w.__quietFrames ?? 0) + 1 : 0;
        return w.__quietFrames >= 10;
      },
      undefined,
      { polling: 'raf', timeout: 5000 },
    )
    .catch(() => {})
    .finally(() => page.evaluate(() => delete (window as unknown as { __quietFrames?: number }).__quietFrames).catch(() => {}));
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (targetSize) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], ...(targetSize ? { rules: { 'target-size': { enabled: true } } } : {}) });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, Boolean(opts.targetSize));
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    const text = bad
      .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.replace(/\n/g, ' ')).join('\n')}`)
      .join('\n');
    throw new Error(`Accessibility violations at ${where}:\n${text}`);
  }
}
