import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import cycles', () => {
  it('no file of the repository imports itself through others', () => {
    const cycles = importCycles(importGraph(ROOT)).map((c) => c.join(' → '));
    expect(cycles, `Import cycles (break each by moving the shared piece into a module both sides import):\n${cycles.join('\n')}`).toEqual([]);
    // Reading and resolving ~700 files takes a few seconds on a busy machine.
  }, 30_000);

  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('finds a cycle through a type-only import and names its files in order', () => {
    fs.mkdirSync(path.join(fixture, 'a'));
    fs.writeFileSync(path.join(fixture, 'a', 'context.ts'), `import { compile } from './filters';\nexport const c = compile;\n`);
    fs.writeFileSync(path.join(fixture, 'a', 'filters.ts'), `import type { Sets } from './sets';\nexport const compile = (s: Sets) => s;\n`);
    fs.writeFileSync(path.join(fixture, 'a', 'sets.ts'), `import type { c } from './context';\nexport type Sets = typeof c;\n`);
    fs.writeFileSync(path.join(fixture, 'a', 'leaf.ts'), `import { c } from './context';\nexport const d = c;\n`);
    expect(importCycles(importGraph(fixture))).toEqual([['a/context.ts', 'a/filters.ts', 'a/sets.ts', 'a/context.ts']]);
  });
});
