import { describe, expect, it } from 'vitest';
import { runChecks } from './run-checks.ts';

const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });

describe('the checks before the tests, side by side', () => {
  it('passes when every check passes, and runs them at the same time', async () => {
    // Each prints when it started and when it ended; run one after the other, the spans could not overlap.
    const span = 'const from = Date.now(); setTimeout(() => console.log(`span ${from} ${Date.now()}`), 2000)';
    const result = await runChecks([
      { name: 'one', ...node(span) },
      { name: 'two', ...node(span) },
    ]);
    expect(result.ok).toBe(true);
    const [a, b] = [...result.report.matchAll(/span (\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    expect(a![0] < b![1] && b![0] < a![1]).toBe(true);
  });

  it("fails when one fails, with that check's whole output under its name, in order, after the others", async () => {
    const result = await runChecks([
      { name: 'lint', ...node('console.log("a.ts:1 bad quote"); console.error("1 problem"); process.exit(1)') },
      { name: 'typecheck', ...node('console.log("fine")') },
    ]);
    expect(result.ok).toBe(false);
    const lint = result.report.indexOf('lint failed');
    expect(lint).toBeGreaterThan(result.report.indexOf('typecheck passed'));
    expect(result.report.slice(lint)).toMatch(/lint failed \(exit 1, [\d.]+ s\)[^\n]*\na\.ts:1 bad quote\n1 problem/);
  });

  it('names a check that cannot start', async () => {
    const result = await runChecks([{ name: 'missing', command: '/nonexistent/tool', args: [] }]);
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/missing failed .*ENOENT/s);
  });
});
