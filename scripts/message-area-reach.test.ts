import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaViolations, idsUsed } from './message-area-reach.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ids = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/en.json'), 'utf8')) as Record<string, string>);

/** A made-up app: main imports a router that loads the alert screen lazily. */
function app(files: Record<string, string>) {
  return (file: string) => files[path.relative('/app', file)];
}

describe('the words a module renders are loaded before it', () => {
  it('holds for the app (src/main.tsx and everything it loads)', () => {
    const found = areaViolations(root, ids).map((v) => `${v.file}: ${v.id} (${v.area}) with [${v.loaded.join(', ')}] via ${v.via.join(' > ')}`);
    expect(found).toEqual([]);
  });

  it('reports a lazy screen that uses an area nobody declared', () => {
    const read = app({
      'src/main.tsx': "import { App } from './App.tsx';",
      'src/App.tsx': "const Screen = lazy(() => import('./AlertScreen.tsx'));\nformat('login.welcome');",
      'src/AlertScreen.tsx': "import { x } from './parts.ts';\nexport const t = 'alerts.badId';",
      'src/parts.ts': 'export const x = `widget.${type}.title`;',
    });
    const found = new Set(areaViolations('/app', ids, read).map((v) => `${v.file} ${v.area} [${v.loaded.join(',')}]`));
    expect([...found]).toEqual(['src/AlertScreen.tsx alerts [core]', 'src/parts.ts widgets [core]']);
  });

  it('accepts it once the lazy import declares the areas, for everything the screen imports', () => {
    const read = app({
      'src/main.tsx': "import { App } from './App.tsx';",
      'src/App.tsx': "const Screen = lazy(() => withMessages(['alerts', 'widgets'], () => import('./AlertScreen.tsx')));",
      'src/AlertScreen.tsx': "import { x } from './parts.ts';\nimport type { T } from './types.ts';\nexport const t = 'alerts.badId';",
      'src/parts.ts': 'export const x = `widget.${type}.title`;',
      'src/types.ts': "export type T = 'interview.badId';",
    });
    expect(areaViolations('/app', ids, read)).toEqual([]);
  });

  it('reads ids, prefixes of built ids, and no comments', () => {
    expect(idsUsed("f('alerts.badId'); // 'interview.badId'\n/* 'sample.badId' */", ids)).toEqual(['alerts.badId']);
    expect(idsUsed("const key = 'rankingTable.' + name;", ids).every((id) => id.startsWith('rankingTable.'))).toBe(true);
    expect(idsUsed('const key = `samplelist.rowsPerPage.${survey}`;', ids)).toEqual([]);
  });
});
