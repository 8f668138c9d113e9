/**
 * `schemas/components/slots.gen.ts`: where each container type keeps its nested components. A
 * container declares a slot in its config schema by putting `$ref: …/page/component.schema.json`
 * where its children go (as the items of an array, or alone); the schema needs that `$ref` to check
 * the children anyway, so the declaration cannot drift from the shape. The engine and the server
 * walk descriptors with this map and know no container key themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENTS_DIR, componentTypeNames } from './gen-schema-files.ts';

type Json = Record<string, unknown>;
export interface Slot {
  /** Keys from the config down to the slot; `*` stands for every item of an array. */
  path: string[];
  /** A list of components (an array of them) rather than one. */
  list: boolean;
}

const COMPONENT_SCHEMA = /(^|\/)page\/component\.schema\.json$/;

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

/** The schema a `$ref` points at (same file or another one), with the file it lives in. */
function resolve(ref: string, file: string, root: Json): { schema: Json; file: string; root: Json } {
  const [target, pointer = ''] = ref.split('#');
  const targetFile = target ? path.resolve(path.dirname(file), target) : file;
  const targetRoot = target ? readJson(targetFile) : root;
  const schema = pointer
    .split('/')
    .filter(Boolean)
    .reduce<Json>((node, key) => node[decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~')] as Json, targetRoot);
  return { schema, file: targetFile, root: targetRoot };
}

function isComponentRef(schema: Json): boolean {
  return typeof schema.$ref === 'string' && COMPONENT_SCHEMA.test(schema.$ref.split('#')[0]!);
}

/** The slots under one (sub)schema, following properties, items, combinators and `$ref`s other than to a component. */
function slotsIn(schema: Json, at: string[], file: string, root: Json, seen: Set<string>): Slot[] {
  if (isComponentRef(schema)) return [{ path: at, list: false }];
  const items = schema.items as Json | undefined;
  if (items && isComponentRef(items)) return [{ path: at, list: true }];
  const out: Slot[] = [];
  if (typeof schema.$ref === 'string') {
    const key = `${file}${schema.$ref}`;
    if (!seen.has(key)) {
      const target = resolve(schema.$ref, file, root);
      out.push(...slotsIn(target.schema, at, target.file, target.root, new Set([...seen, key])));
    }
  }
  for (const [name, sub] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) out.push(...slotsIn(sub, [...at, name], file, root, seen));
  if (items) out.push(...slotsIn(items, [...at, '*'], file, root, seen));
  for (const combinator of ['allOf', 'anyOf', 'oneOf'] as const) for (const sub of (schema[combinator] as Json[] | undefined) ?? []) out.push(...slotsIn(sub, at, file, root, seen));
  const unique = new Map(out.map((s) => [`${s.path.join('/')}:${s.list}`, s]));
  return [...unique.values()];
}

export function slotsModule(header: string): string {
  const entries = componentTypeNames().flatMap((type) => {
    const file = path.join(COMPONENTS_DIR, type, 'config.schema.json');
    const root = readJson(file);
    const slots = slotsIn(root, [], file, root, new Set());
    return slots.length > 0 ? [`  ${type}: ${JSON.stringify(slots)},\n`] : [];
  });
  return (
    header +
    `\n/** A place in a container's config that holds nested components: keys down to it (\`*\`: every item of an array), one component or a list. */\n` +
    `export interface ConfigSlot {\n  readonly path: readonly string[];\n  readonly list: boolean;\n}\n\n` +
    `/** The slots of each container type, read from the \`$ref\`s to page/component.schema.json in its config schema. */\n` +
    `export const COMPONENT_SLOTS: Readonly<Record<string, readonly ConfigSlot[]>> = {\n${entries.join('')}};\n`
  );
}
