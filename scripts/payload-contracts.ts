/**
 * Rule "one definition per payload" (DESIGN.md rule 1): a REST payload's TypeScript type is generated from its
 * schema in schemas/api/ (`*.gen.ts`), so no file outside schemas/ may declare an interface or type alias
 * under the name of a generated payload type (bodies, answers, and the path parameters and queries of
 * schemas/api/params/). Import it from the `.gen.ts` file instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_DIR } from './gen-schema-files.ts';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders whose TypeScript may use payloads (everything but schemas/ itself and build output). */
const SOURCE_DIRS = ['server', 'src', 'widgets', 'engine', 'core', 'machines', 'stories', 'tests', 'scripts', 'bench', '.storybook'];

/** Every type name the API schemas generate: the payloads, and their named parts (`$defs` with a title). */
export function payloadTypeNames(): Set<string> {
  const names = new Set<string>();
  // Recursive: the route parameter and query schemas are in schemas/api/params/.
  for (const entry of fs.readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.gen.ts')) continue;
    for (const m of fs.readFileSync(path.join(API_DIR, entry), 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)) names.add(m[1]!);
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') found.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

export interface PayloadCopy {
  /** `path:line` from the repository root. */
  where: string;
  name: string;
}

/** Declarations (`interface X`, `type X =`) outside schemas/ that reuse a generated payload type's name. */
export function handWrittenPayloadCopies(names = payloadTypeNames(), dirs = SOURCE_DIRS.map((d) => path.join(REPO, d))): PayloadCopy[] {
  const copies: PayloadCopy[] = [];
  const declaration = /^[ \t]*(?:export[ \t]+)?(?:declare[ \t]+)?(?:interface[ \t]+(\w+)\b|type[ \t]+(\w+)[ \t]*(?:<[^=]*>)?[ \t]*=)/gm;
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(declaration)) {
      const name = (m[1] ?? m[2])!;
      if (!names.has(name)) continue;
      const line = text.slice(0, m.index).split('\n').length;
      copies.push({ where: `${path.relative(REPO, file)}:${line}`, name });
    }
  }
  return copies;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const copies = handWrittenPayloadCopies();
  for (const c of copies) console.log(`${c.where}: ${c.name}`);
  console.log(`${copies.length} hand-written declarations reuse a payload type's name (${payloadTypeNames().size} payload types).`);
}
