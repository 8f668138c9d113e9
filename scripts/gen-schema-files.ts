/** Where the generator finds the page, component, entity and REST payload schemas, and how it names their types. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
export const COMPONENTS_DIR = path.join(SCHEMAS_DIR, 'components');

export const API_DIR = path.join(SCHEMAS_DIR, 'api');

/** config.schema.json is the server settings, read by server/config.ts: not generated here. */
const NOT_GENERATED = new Set([path.join(SCHEMAS_DIR, 'config.schema.json')]);

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

/** The REST payload schemas (schemas/api/*.schema.json): Fastify registers them by their short `$id`. */
export function apiSchemaFiles(): string[] {
  return findSchemaFiles(API_DIR);
}

/**
 * The API schemas' short `$id` (`RankingData`) → file. Routes and API schemas `$ref` each other by it
 * (`RankingData#`), the way Fastify resolves them; the generator follows the same references to files.
 */
export function apiSchemaIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of apiSchemaFiles()) {
    const id = (JSON.parse(fs.readFileSync(file, 'utf8')) as { $id?: unknown }).$id;
    if (typeof id !== 'string') throw new Error(`${path.relative(SCHEMAS_DIR, file)} has no $id: Fastify registers API schemas by it`);
    if (ids.has(id)) throw new Error(`$id ${id} is used by two API schemas`);
    ids.set(id, file);
  }
  return ids;
}
