/**
 * `schemas/api/page-descriptor.gen.ts`: the page descriptor schema (schemas/page/page.schema.json) as a REST
 * payload schema, so the page call answers with it. Fastify registers payload schemas by a short `$id` (the
 * OpenAPI component name) in a draft-07 ajv, so this copy drops the 2020-12 `$schema`, takes the id
 * `PageDescriptor`, and carries what it `$ref`s by file (the component descriptor, the common definitions) in
 * its own `$defs`: one self-contained schema, nothing else to register.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from './gen-schema-files.ts';

type Json = Record<string, unknown>;

export const PAGE_PAYLOAD_ID = 'PageDescriptor';
const PAGE_FILE = path.join(SCHEMAS_DIR, 'page', 'page.schema.json');

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

/** A whole file `$ref`d without a fragment becomes `$defs/<its name>`: `component.schema.json` → `componentDescriptor`. */
function defNameOfFile(file: string): string {
  const base = path.basename(file, '.schema.json');
  return `${base}Descriptor`;
}

export function bundledPageSchema(): Json {
  const defs: Record<string, Json> = {};
  const origin = new Map<string, string>();

  const claim = (name: string, source: string, build: () => Json): string => {
    if (origin.has(name)) {
      if (origin.get(name) !== source) throw new Error(`Bundling the page schema: two definitions named ${name} (${origin.get(name)}, ${source})`);
    } else {
      origin.set(name, source);
      defs[name] = {};
      defs[name] = build();
    }
    return `#/$defs/${name}`;
  };

  const rewrite = (node: unknown, file: string, selfRef: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, file, selfRef));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) out[key] = rewrite(value, file, selfRef);
    if (typeof out.$ref !== 'string') return out;
    const [target = '', fragment = ''] = out.$ref.split('#');
    const targetFile = target ? path.resolve(path.dirname(file), target) : file;
    if (!fragment) {
      if (targetFile === file) out.$ref = selfRef;
      else if (targetFile === PAGE_FILE) out.$ref = '#';
      else {
        const name = defNameOfFile(targetFile);
        out.$ref = claim(name, targetFile, () => rewrite(withoutIdentity(readJson(targetFile)), targetFile, `#/$defs/${name}`) as Json);
      }
    } else if (fragment.startsWith('/$defs/') && !fragment.slice('/$defs/'.length).includes('/')) {
      const name = fragment.slice('/$defs/'.length);
      const def = (readJson(targetFile).$defs as Record<string, Json> | undefined)?.[name];
      if (!def) throw new Error(`Bundling the page schema: ${path.relative(SCHEMAS_DIR, targetFile)} has no $defs/${name}`);
      out.$ref = claim(name, `${targetFile}#${fragment}`, () => rewrite(def, targetFile, selfRef) as Json);
    } else {
      throw new Error(`Bundling the page schema: cannot follow $ref ${String(out.$ref)} in ${path.relative(SCHEMAS_DIR, file)}`);
    }
    return out;
  };

  const source = readJson(PAGE_FILE);
  if (source.$defs) throw new Error('Bundling the page schema: page.schema.json has $defs of its own; merge them with the bundled ones');
  const page = rewrite(withoutIdentity(source), PAGE_FILE, '#') as Json;
  return { $id: PAGE_PAYLOAD_ID, ...page, $defs: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))) };
}

function withoutIdentity(schema: Json): Json {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

export function pagePayloadModule(header: string): string {
  return (
    header +
    `/** The page descriptor schema, self-contained under the id ${PAGE_PAYLOAD_ID}; see scripts/gen-page-payload.ts. */\n` +
    `export const PageDescriptorSchema = ${JSON.stringify(bundledPageSchema(), null, 2)};\n`
  );
}
