/**
 * The check behind the message areas (src/i18n/areas.ts): walks the app's imports from `src/main.tsx` and says where a
 * module could render an id whose area is not loaded by then, which react-intl would show as the raw id. The first
 * screen has `core`; a dynamic import wrapped in `withMessages([...areas], () => import('...'))` adds those areas for
 * everything it reaches; any other import keeps the importer's. Ids are found as string literals (`'alerts.badId'`)
 * and as prefixes of built ids (`` `widget.${type}.title` ``, `'widget.' + type`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { areaOf, type MessageArea } from '../src/i18n/areas.ts';

export interface ReachViolation {
  file: string;
  id: string;
  area: MessageArea;
  loaded: MessageArea[];
  /** The modules from src/main.tsx to `file`. */
  via: string[];
}

const DECLARED = /withMessages\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const STATIC = /(?:^|[;\n])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/g;
const DYNAMIC = /import\(\s*'([^']+)'\s*\)/g;
const LITERAL = /(['"`])([A-Za-z][A-Za-z0-9]*\.[A-Za-z0-9_.]*)(\$\{|['"`])?/g;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The ids a module may render: literals that are ids, and every id under a literal prefix that an id is built from. */
export function idsUsed(source: string, ids: readonly string[]): string[] {
  const known = new Set(ids);
  const used = new Set<string>();
  for (const [, , body, after] of withoutComments(source).matchAll(LITERAL)) {
    if (!body) continue;
    if (known.has(body)) used.add(body);
    else if (after === '${' || body.endsWith('.')) for (const id of ids) if (id.startsWith(body)) used.add(id);
  }
  return [...used];
}

export function areaViolations(
  root: string,
  ids: readonly string[],
  read: (file: string) => string | undefined = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined),
  entry = 'src/main.tsx',
): ReachViolation[] {
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.join(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => /\.tsx?$/.test(f) && read(path.join(root, f)) !== undefined);
  };
  const violations: ReachViolation[] = [];
  const seen = new Set<string>();
  const queue: { file: string; loaded: MessageArea[]; via: string[] }[] = [{ file: entry, loaded: ['core'], via: [] }];
  while (queue.length > 0) {
    const { file, loaded, via } = queue.shift()!;
    const key = `${file}|${loaded.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = read(path.join(root, file));
    if (source === undefined) continue;
    const code = withoutComments(source);
    const chain = [...via, file];
    for (const id of idsUsed(code, ids)) {
      const area = areaOf(id);
      if (!loaded.includes(area)) violations.push({ file, id, area, loaded, via: chain });
    }
    const next = (specifier: string, areas: MessageArea[]) => {
      const target = resolve(file, specifier);
      if (target) queue.push({ file: target, loaded: [...new Set(areas)].sort(), via: chain });
    };
    const declared = new Set<string>();
    for (const [, list, specifier] of code.matchAll(DECLARED)) {
      const areas = [...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] as MessageArea);
      next(specifier!, [...loaded, ...areas]);
      declared.add(specifier!);
    }
    // A type-only import brings no code, so no words.
    for (const [, typeOnly, specifier] of code.matchAll(STATIC)) if (specifier && !typeOnly) next(specifier, loaded);
    for (const [, specifier] of code.matchAll(DYNAMIC)) if (specifier && !declared.has(specifier)) next(specifier, loaded);
  }
  return violations;
}
