/**
 * `npm run gen`: generates TypeScript types and precompiled validators from the JSON Schemas in
 * schemas/ (page descriptor, component envelope, one config and one data schema per component type,
 * entities). `npm run gen:check` (`--check`) regenerates in memory and fails when anything on disk
 * differs, so CI catches a schema edited without regenerating.
 *
 * - Types: json-schema-to-typescript, one `X.gen.ts` beside each `X.schema.json`. A `$ref` into
 *   another file becomes an imported type, so shared shapes are declared once. REST payloads
 *   (schemas/api/) too: routes, services and client queries import their types from there.
 * - schemas/api/index.gen.ts: every REST payload schema, for Fastify to register by `$id`.
 * - Validators: ajv standalone code in `schemas/validators.gen.ts`, so neither the browser nor the
 *   server compiles schemas at run time (no `new Function`: a strict CSP without 'unsafe-eval' holds).
 * - Admin form validators for RJSF in `schemas/forms/validators.gen.ts` (scripts/gen-form-validators.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { API_DIR, COMPONENTS_DIR, SCHEMAS_DIR, apiSchemaFiles, apiSchemaIds, componentTypeNames, findSchemaFiles, pascal, typeNameFor } from './gen-schema-files.ts';
import { pagePayloadModule } from './gen-page-payload.ts';
import { slotsModule } from './gen-slots.ts';
import { FORM_SCHEMAS, formValidatorsModule } from './gen-form-validators.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMAND = 'npm run gen';

type Json = Record<string, unknown>;

function header(sources: string): string {
  return `/* Generated from ${sources} by \`${COMMAND}\`. Do not edit: change the schema and regenerate. */\n`;
}

function readJson(file: string): Json {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
}

/**
 * Replaces every `$ref` into another schema file with `tsType: <ImportedName>` and records the import;
 * refs inside the same file (`#/$defs/x`, `#`) stay for json-schema-to-typescript to resolve.
 */
function externalRefsToImports(schema: Json, file: string, selfName: string): { schema: Json; imports: Map<string, Set<string>> } {
  const imports = new Map<string, Set<string>>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) out[key] = walk(value);
    const ref = out.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const [target, fragment = ''] = ref.split('#');
      const targetFile = refTargetFile(file, target!);
      const defName = fragment.startsWith('/$defs/') ? fragment.slice('/$defs/'.length) : null;
      const name = defName ? definitionTitle(targetFile, defName) : typeNameFor(targetFile, readJson(targetFile));
      let module = path.relative(path.dirname(file), targetFile).replace(/\.schema\.json$/, '.gen.ts');
      if (!module.startsWith('.')) module = `./${module}`;
      // A component's data named like the call's answer it is (actionPlan's data is the ActionPlanData answer) imports it under another name.
      const itself = path.resolve(targetFile) === path.resolve(file);
      const local = !itself && name === selfName ? `Api${name}` : name;
      if (!itself) {
        if (!imports.has(module)) imports.set(module, new Set());
        imports.get(module)!.add(local === name ? name : `${name} as ${local}`);
      }
      delete out.$ref;
      out.tsType = local;
    }
    if (out.$ref === '#') {
      delete out.$ref;
      out.tsType = selfName;
    }
    return out;
  };
  return { schema: walk(schema) as Json, imports };
}

/** A `$ref` names a file relative to the schema, or (API schemas, as Fastify resolves them) another API schema's `$id`. */
function refTargetFile(file: string, target: string): string {
  return apiSchemaIds().get(target) ?? path.resolve(path.dirname(file), target);
}

function definitionTitle(file: string, defName: string): string {
  const def = (readJson(file).$defs as Record<string, Json> | undefined)?.[defName];
  if (!def) throw new Error(`${path.relative(REPO, file)} has no $defs/${defName}`);
  return typeof def.title === 'string' ? def.title : pascal(defName);
}

async function typesFor(file: string): Promise<string> {
  const raw = readJson(file);
  const name = typeNameFor(file, raw);
  const { schema, imports } = externalRefsToImports({ ...raw, title: name }, file, name);
  delete schema.$id;
  const body = await compile(schema as JSONSchema, name, {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: false,
    ignoreMinAndMaxItems: true,
    declareExternallyReferenced: true,
    cwd: path.dirname(file),
  });
  const importLines = [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import type { ${[...names].sort().join(', ')} } from '${module}';\n`)
    .join('');
  return header(path.relative(REPO, file)) + importLines + (importLines ? '\n' : '') + body;
}

/**
 * Ajv standalone output `require()`s its runtime helpers, which neither the browser nor ESM can load
 * the same way; the one our schemas need (string length in code points) is inlined instead.
 */
const RUNTIME_HELPERS: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': '((s) => { let n = 0; for (const _c of s) n++; return n; })',
  // uniqueItems over items of no declared type (a campaign's weekdays, an enum by $ref): fast-deep-equal's rules, NaN equal to NaN.
  'ajv/dist/runtime/equal':
    '(function equal(a, b) { if (a === b) return true; if (a && b && typeof a === "object" && typeof b === "object") { if (Array.isArray(a) !== Array.isArray(b)) return false; if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => equal(x, b[i])); const keys = Object.keys(a); return keys.length === Object.keys(b).length && keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k])); } return a !== a && b !== b; })',
};

function inlineRuntimeHelpers(code: string): string {
  return code.replace(/require\("([^"]+)"\)\.default/g, (_all, module: string) => {
    const helper = RUNTIME_HELPERS[module];
    if (!helper) throw new Error(`The validators need the ajv runtime helper ${module}: add it to RUNTIME_HELPERS in scripts/gen.ts`);
    return helper;
  }).replace(/^"use strict";/, '');
}

/**
 * An API schema as the validators see it: under the URL of its file (the base a component data schema's
 * `../../api/x.schema.json` resolves against), its `$ref`s by Fastify `$id` turned into file references.
 */
function apiSchemaForAjv(file: string, ids: Map<string, string>): Json {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node as Json)) out[key] = walk(value);
    if (typeof out.$ref === 'string' && !out.$ref.startsWith('#')) {
      const [target, fragment = ''] = out.$ref.split('#');
      const targetFile = ids.get(target!);
      if (targetFile) out.$ref = `${path.relative(path.dirname(file), targetFile)}#${fragment}`;
    }
    return out;
  };
  const schema = walk(readJson(file)) as Json;
  return { ...schema, $id: `https://sightline.dev/schemas/api/${path.relative(API_DIR, file)}` };
}

function validatorsModule(files: string[]): string {
  // A widget's data schema may reach an API schema with a date-time or date field (the campaign lists): the server's ajv
  // checks the format; widget fixtures and configs need not, and standalone code has no format library to call.
  const ajv = new Ajv({ code: { source: true, esm: true, lines: false }, allErrors: true, strict: true, strictRequired: false, inlineRefs: false, allowUnionTypes: true, formats: { 'date-time': true, date: true } });
  const apiIds = apiSchemaIds();
  const apiFiles = new Set(apiSchemaFiles());
  for (const file of files) ajv.addSchema(apiFiles.has(file) ? apiSchemaForAjv(file, apiIds) : readJson(file));
  const id = (rel: string) => String(readJson(path.join(SCHEMAS_DIR, rel)).$id);
  const exportsMap: Record<string, string> = {
    validatePage: id('page/page.schema.json'),
    validateComponent: id('page/component.schema.json'),
    validateSurveyConfiguration: id('entities/surveyConfiguration.schema.json'),
    validateEngineUser: id('entities/engineUser.schema.json'),
  };
  const types = componentTypeNames();
  for (const type of types) {
    exportsMap[`config_${type}`] = id(`components/${type}/config.schema.json`);
    exportsMap[`data_${type}`] = id(`components/${type}/data.schema.json`);
  }
  const code = inlineRuntimeHelpers(standaloneCode(ajv, exportsMap));
  const maps =
    `\nexport const configValidators = {${types.map((t) => `${t}: config_${t}`).join(', ')}};\n` +
    `export const dataValidators = {${types.map((t) => `${t}: data_${t}`).join(', ')}};\n`;
  return header('the JSON Schemas under schemas/') + '// @ts-nocheck -- ajv standalone output; typed by schemas/validators.ts\n/* eslint-disable */\n' + code + maps;
}

function componentTypesModule(): string {
  const types = componentTypeNames();
  const imports = types
    .map((t) => `import type { ${pascal(t)}Config } from './${t}/config.gen.ts';\nimport type { ${pascal(t)}Data } from './${t}/data.gen.ts';\n`)
    .join('');
  return (
    header('the folders of schemas/components/') +
    imports +
    `\n/** Every component type a page may use, one folder each under schemas/components/. */\n` +
    `export const COMPONENT_TYPES = ${JSON.stringify(types)} as const;\n\n` +
    `export type ComponentType = (typeof COMPONENT_TYPES)[number];\n\n` +
    `export interface ComponentConfigs {\n${types.map((t) => `  ${t}: ${pascal(t)}Config;\n`).join('')}}\n\n` +
    `export interface ComponentDatas {\n${types.map((t) => `  ${t}: ${pascal(t)}Data;\n`).join('')}}\n`
  );
}

/** schemas/api/index.gen.ts: every API schema, so a new schema file is registered with Fastify (and OpenAPI) by `npm run gen`. */
function apiSchemasModule(): string {
  const entries = apiSchemaFiles().map((file) => ({ file: path.relative(API_DIR, file), name: `${typeNameFor(file, readJson(file))}Schema` }));
  return (
    header('the files of schemas/api/') +
    entries.map((e) => `import ${e.name} from './${e.file}' with { type: 'json' };\n`).join('') +
    `import { PageDescriptorSchema } from './page-descriptor.gen.ts';\n` +
    `\n/** Every REST payload schema; registered once with Fastify (and so the OpenAPI document) by its \`$id\`. */\n` +
    `export const apiSchemas = [\n${entries.map((e) => `  ${e.name},\n`).join('')}  PageDescriptorSchema,\n];\n`
  );
}

/** Every generated file, by path, with its content. */
export async function generateAll(): Promise<Map<string, string>> {
  const files = findSchemaFiles();
  const out = new Map<string, string>();
  for (const file of files) out.set(file.replace(/\.schema\.json$/, '.gen.ts'), await typesFor(file));
  out.set(path.join(COMPONENTS_DIR, 'types.gen.ts'), componentTypesModule());
  out.set(path.join(API_DIR, 'index.gen.ts'), apiSchemasModule());
  out.set(path.join(API_DIR, 'page-descriptor.gen.ts'), pagePayloadModule(header('schemas/page/page.schema.json and the schemas it `$ref`s')));
  out.set(path.join(SCHEMAS_DIR, 'validators.gen.ts'), validatorsModule(files));
  out.set(path.join(COMPONENTS_DIR, 'slots.gen.ts'), slotsModule(header('the container config schemas under schemas/components/')));
  const formSources = Object.values(FORM_SCHEMAS).map((f) => path.relative(REPO, f)).join(', ');
  out.set(path.join(SCHEMAS_DIR, 'forms', 'validators.gen.ts'), formValidatorsModule(header(formSources), inlineRuntimeHelpers));
  return out;
}

/** Generated files on disk that no schema produces any more. */
function staleGenerated(expected: Map<string, string>): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (entry.name.endsWith('.gen.ts') && !expected.has(full)) found.push(full);
    }
  };
  walk(SCHEMAS_DIR);
  return found;
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generateAll();
  const stale = staleGenerated(generated);
  const differing = [...generated].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text).map(([f]) => f);
  if (check) {
    if (differing.length || stale.length) {
      for (const f of differing) console.error(`out of date: ${path.relative(REPO, f)}`);
      for (const f of stale) console.error(`no longer generated: ${path.relative(REPO, f)}`);
      console.error(`Generated files differ from the schemas: run \`${COMMAND}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`gen:check: ${generated.size} generated files are up to date.`);
    return;
  }
  for (const file of differing) fs.writeFileSync(file, generated.get(file)!);
  for (const file of stale) fs.rmSync(file);
  console.log(`gen: ${differing.length} written, ${stale.length} removed, ${generated.size - differing.length} unchanged.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
