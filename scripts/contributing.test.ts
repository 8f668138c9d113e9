/** CONTRIBUTING.md points at real files: each example path it names in backticks exists in the repository. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Backticked words that look like a path inside the repository (`server/routes/ranking.ts`, `widgets/rankingTable/`). */
export function repositoryPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, word] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const candidate = word!.replace(/[(:].*$/, '').replace(/,$/, '');
    if (candidate.startsWith('../') || !candidate.includes('/') || /[<>*{}]/.test(candidate)) continue;
    if (!/^(src|server|schemas|core|engine|widgets|machines|stories|tests|bench|scripts)\//.test(candidate)) continue;
    found.add(candidate);
  }
  return [...found].sort();
}

describe('CONTRIBUTING.md', () => {
  const text = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');

  it('names only paths that exist', () => {
    const paths = repositoryPaths(text);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((p) => !fs.existsSync(path.join(ROOT, p)))).toEqual([]);
  });

  it('reads a path out of prose and leaves placeholders alone', () => {
    expect(repositoryPaths('see `server/routes/ranking.ts`, `widgets/<type>/` and `npm run gen`')).toEqual(['server/routes/ranking.ts']);
  });

  it('stays under two printed pages', () => {
    expect(text.split('\n').length).toBeLessThanOrEqual(130);
  });
});
