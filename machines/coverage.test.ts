import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINES } from './models';
import { definedTransitions, transitionCoverage, untestableTransitions } from './testing/transitionCoverage';

describe('every machine, every declared transition, is taken by its model-based tests', () => {
  it('lists every machine of machines/ with its models', () => {
    const files = readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.machine.ts'))
      .map((f) => f.slice(0, -'.machine.ts'.length));
    expect(MACHINES.map((m) => m.file).sort()).toEqual(files.sort());
    for (const m of MACHINES) expect(m.models.every((model) => model.machine === m.machine), m.file).toBe(true);
  });

  it.each(MACHINES.map((m) => [m.file, m] as const))('%s', (_file, { machine, models }) => {
    const coverage = transitionCoverage(models);
    expect(coverage.map((c) => c.key)).toEqual(definedTransitions(machine));
    // Not taken and not marked untestable (with the reason) in the machine's meta.untestable: add a test path.
    expect(coverage.filter((c) => c.cases === 0 && !c.untestable).map((c) => c.key)).toEqual([]);
    // A transition marked untestable that a test takes after all is marked wrongly.
    expect(coverage.filter((c) => c.cases > 0 && c.untestable).map((c) => c.key)).toEqual([]);
    expect(Object.keys(untestableTransitions(machine)).filter((t) => !coverage.some((c) => c.key === t))).toEqual([]);
  });
});
