/** Where the generator finds the page, component and entity schemas, and how it names their types. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
export const COMPONENTS_DIR = path.join(SCHEMAS_DIR, 'components');

/** schemas/api holds REST payloads (registered with Fastify) and config.schema.json the server settings: not generated here. */
const NOT_GENERATED = new Set([path.join(SCHEMAS_DIR, 'api'), path.join(SCHEMAS_DIR, 'config.schema.json')]);

export function findSchemaFiles(dir = SCHEMAS_DIR): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (NOT_GENERATED.has(full)) continue;
    if (entry.isDirectory()) found.push(...findSchemaFiles(full));
    else if (entry.name.endsWith('.schema.json')) found.push(full);
  }
  return found;
}

/** The component types: one folder each under schemas/components/, holding config and data schemas. */
export function componentTypeNames(): string[] {
  return fs
    .readdirSync(COMPONENTS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

export function pascal(name: string): string {
  return name.replace(/(^|[-_])(\w)/g, (_m, _sep, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());
}

/** `components/variableBlock/config.schema.json` → `VariableBlockConfig`; other files use their title. */
export function typeNameFor(file: string, schema: Record<string, unknown>): string {
  const rel = path.relative(COMPONENTS_DIR, file);
  const match = /^([^/]+)\/(config|data)\.schema\.json$/.exec(rel);
  if (match) return pascal(match[1]!) + pascal(match[2]!);
  if (typeof schema.title === 'string' && /^[A-Z]\w*$/.test(schema.title)) return schema.title;
  return pascal(path.basename(file, '.schema.json'));
}
