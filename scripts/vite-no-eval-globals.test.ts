import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { noEvalGlobals } from './vite-no-eval-globals';

const transform = (code: string, id: string) => {
  const hook = noEvalGlobals().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id)?.code ?? code;
};

describe('noEvalGlobals', () => {
  it('leaves no string evaluation for the global object in the e-mail editor bundle', () => {
    const file = createRequire(import.meta.url).resolve('grapesjs-mjml');
    const code = fs.readFileSync(file, 'utf8');
    expect(code).toMatch(/Function\("return this"\)/);
    expect(transform(code, file)).not.toMatch(/Function\(\s*["']return this["']\s*\)/);
  });

  it('touches only the e-mail editor libraries', () => {
    const code = 'var g = new Function("return this")();';
    expect(transform(code, '/x/node_modules/other/index.js')).toBe(code);
    expect(transform(code, '/x/node_modules/mjml-browser/lib/index.js')).toBe('var g = globalThis;');
  });
});
